import { Type, type Static } from 'typebox';
import { BENEFICIARY_KINDS, type BeneficiaryKind } from '../rules/beneficiary';
import { SERVICES, type PurchaseServiceKey } from '../services';

/*
 * Saved numbers ("beneficiaries"): the phone lines, meters, smart cards and JAMB profiles a
 * customer buys for, each with a name, offered as one-tap choices on the purchase screens; and the
 * last numbers the customer used for a service, read from their purchases.
 */

const kind = Type.Unsafe<BeneficiaryKind>(
  Type.Union(BENEFICIARY_KINDS.map((value) => Type.Literal(value))),
);
const meterType = Type.Union([Type.Literal('prepaid'), Type.Literal('postpaid')]);
const purchaseServices = SERVICES.filter((service) => service.sale === 'purchase');

export const BeneficiarySchema = Type.Object({
  id: Type.Integer(),
  kind,
  name: Type.String(),
  /** as a purchase sends it: a phone in its local form, a meter, card or profile as digits */
  number: Type.String(),
  /** a meter's type; null for the other kinds */
  meter_type: Type.Union([meterType, Type.Null()]),
  /** the provider's service id (a meter's disco, a smart card's cable service), or null */
  service_id: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
});

export const CreateBeneficiaryRequestSchema = Type.Object({
  kind,
  /** trimmed; 1 to 40 characters */
  name: Type.String({ maxLength: 200 }),
  number: Type.String({ maxLength: 40 }),
  /** required for a meter */
  meter_type: Type.Optional(meterType),
  /** required for a meter (its disco) and a smart card (its cable service) */
  service_id: Type.Optional(Type.String({ maxLength: 60 })),
});

export const UpdateBeneficiaryRequestSchema = Type.Object({
  name: Type.String({ maxLength: 200 }),
});

export const BeneficiaryIdParamsSchema = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1 }),
});

export const RecentNumbersQuerySchema = Type.Object({
  /** the purchase service, e.g. airtime, data, cable, electricity, exam, internetData */
  service: Type.Unsafe<PurchaseServiceKey>(
    Type.Union(purchaseServices.map((service) => Type.Literal(service.key))),
  ),
});

export const RecentNumberSchema = Type.Object({
  number: Type.String(),
  /** the provider's service id of the last purchase for it (network, disco, cable service) */
  service_id: Type.Union([Type.String(), Type.Null()]),
  /** the package (network, disco, bouquet) of that purchase */
  package_id: Type.Union([Type.Integer(), Type.Null()]),
  /** prepaid or postpaid for a meter; null otherwise */
  meter_type: Type.Union([meterType, Type.Null()]),
  /** the face value in naira of that purchase, for a service bought by amount; null for plans */
  amount: Type.Union([Type.Number(), Type.Null()]),
  last_used_at: Type.String({ format: 'date-time' }),
});

export type Beneficiary = Static<typeof BeneficiarySchema>;
export type CreateBeneficiaryRequest = Static<typeof CreateBeneficiaryRequestSchema>;
export type UpdateBeneficiaryRequest = Static<typeof UpdateBeneficiaryRequestSchema>;
export type RecentNumbersQuery = Static<typeof RecentNumbersQuerySchema>;
export type RecentNumber = Static<typeof RecentNumberSchema>;

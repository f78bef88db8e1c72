import { Type, type Static } from 'typebox';

/*
 * Personal accident insurance: a yearly cover bought for the person it insures, at the plan's price
 * for the buyer's level (any client amount is ignored). The insurer needs the insured person's
 * name, address, date of birth, occupation and next of kin; the certificate comes back with the
 * delivered purchase.
 */

export const AccidentInsurancePurchaseRequestSchema = Type.Object({
  /** the insurance package's id */
  package_id: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
  /** the cover's variation code */
  variation_code: Type.String({ maxLength: 100, default: '' }),
  /** the insured person's phone number */
  phone_number: Type.String({ maxLength: 20, default: '' }),
  /** the insured person's full name, as on their ID */
  full_name: Type.String({ maxLength: 100, default: '' }),
  /** the insured person's home address */
  address: Type.String({ maxLength: 200, default: '' }),
  /** the insured person's date of birth, YYYY-MM-DD */
  date_of_birth: Type.String({ maxLength: 10, default: '' }),
  /** the insured person's occupation or business */
  occupation: Type.String({ maxLength: 100, default: '' }),
  /** the next of kin's full name */
  next_of_kin_name: Type.String({ maxLength: 100, default: '' }),
  /** the next of kin's phone number */
  next_of_kin_phone: Type.String({ maxLength: 20, default: '' }),
});

export type AccidentInsurancePurchaseRequest = Static<
  typeof AccidentInsurancePurchaseRequestSchema
>;

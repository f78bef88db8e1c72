import type { BuyAgain } from '@contract/api';
import { SERVICES, type PurchaseServiceKey } from '@contract/services';
import { ROUTES } from '../../config';

/**
 * What a purchase screen starts from or is filled with in one tap: a saved number, a number used
 * lately, or a past purchase ("Buy again"). Each service's form says how it fills its fields.
 */
export interface PurchasePrefill {
  /** the phone, meter, smart card or profile ID */
  number: string;
  /** the package (network, disco, cable service, exam) by id… */
  packageId?: number;
  /** …or by the provider's service id when the id is not known */
  serviceId?: string;
  planCode?: string;
  /** the face value in naira */
  amount?: number;
  /** the contact phone */
  phone?: string;
  meterType?: 'prepaid' | 'postpaid';
  subscriptionType?: 'renew' | 'change';
}

/** The query parameters of a purchase screen's address, by field. */
const PARAMS = {
  number: 'number',
  packageId: 'package',
  serviceId: 'service_id',
  planCode: 'plan',
  amount: 'amount',
  phone: 'phone',
  meterType: 'meter_type',
  subscriptionType: 'subscription',
} as const satisfies Record<keyof PurchasePrefill, string>;

const PURCHASE_KEYS = new Set<string>(
  SERVICES.filter((service) => service.sale === 'purchase').map((service) => service.key),
);

export const isPurchaseService = (key: string): key is PurchaseServiceKey => PURCHASE_KEYS.has(key);

/** The purchase screen's address filled with a past purchase: nothing is bought until Buy. */
export function buyAgainPath(buyAgain: BuyAgain): string | undefined {
  if (!isPurchaseService(buyAgain.service)) return undefined;
  const params = new URLSearchParams();
  const put = (key: keyof PurchasePrefill, value: string | number | null) => {
    if (value !== null && value !== '') params.set(PARAMS[key], String(value));
  };
  put('number', buyAgain.number);
  put('packageId', buyAgain.package_id);
  put('serviceId', buyAgain.service_id);
  put('planCode', buyAgain.plan_code);
  put('amount', buyAgain.amount);
  put('phone', buyAgain.phone);
  put('meterType', buyAgain.meter_type);
  put('subscriptionType', buyAgain.subscription_type);
  return `${ROUTES[buyAgain.service]}?${params.toString()}`;
}

const oneOf = <T extends string>(value: string | undefined, allowed: readonly T[]) =>
  allowed.find((entry) => entry === value);

/** Only the fields that have a value, so a missing one stays absent. */
const present = <T extends object>(fields: T) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as T;

/** A screen's query string read back; undefined when it names no number. */
export function prefillFromSearch(search: URLSearchParams): PurchasePrefill | undefined {
  const text = (key: keyof PurchasePrefill) =>
    search.get(PARAMS[key])?.trim().slice(0, 60) || undefined;
  const positive = (key: keyof PurchasePrefill) => {
    const value = Number(text(key));
    return Number.isFinite(value) && value > 0 ? value : undefined;
  };
  const number = text('number');
  if (!number) return undefined;
  const packageId = positive('packageId');
  return present({
    number,
    packageId: packageId !== undefined && Number.isInteger(packageId) ? packageId : undefined,
    serviceId: text('serviceId'),
    planCode: text('planCode'),
    amount: positive('amount'),
    phone: text('phone'),
    meterType: oneOf(text('meterType'), ['prepaid', 'postpaid'] as const),
    subscriptionType: oneOf(text('subscriptionType'), ['renew', 'change'] as const),
  });
}

/** The package a prefill names: by id when it is among the screen's packages, else by service id. */
export function prefilledPackage<T extends { id: number; service_id: string }>(
  packages: readonly T[],
  prefill: Pick<PurchasePrefill, 'packageId' | 'serviceId'>,
): T | undefined {
  return (
    packages.find((pkg) => pkg.id === prefill.packageId) ??
    (prefill.serviceId ? packages.find((pkg) => pkg.service_id === prefill.serviceId) : undefined)
  );
}

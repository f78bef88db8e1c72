import type { Beneficiary, BuyAgain, CreateBeneficiaryRequest, RecentNumber } from '@contract/api';
import {
  BENEFICIARY_KIND_OF_SERVICE,
  hasProvider,
  normalizeBeneficiaryNumber,
  type BeneficiaryKind,
} from '@contract/rules';
import { formatNaira } from '@contract/format';
import type { PurchaseServiceKey } from '@contract/services';
import { isPurchaseService, type PurchasePrefill } from '@/shared/ui/purchase';

/** One tap on a purchase screen: what it is called and what it fills. */
export interface NumberChoice {
  key: string;
  /** the button's words: the name and number of a saved one, the number of a recent one */
  label: string;
  prefill: PurchasePrefill;
}

export const kindOfService = (service: PurchaseServiceKey): BeneficiaryKind =>
  BENEFICIARY_KIND_OF_SERVICE[service];

/** The saved numbers a service's screen offers: those of its kind, by name. */
export function savedChoices(
  saved: readonly Beneficiary[],
  service: PurchaseServiceKey,
): NumberChoice[] {
  const kind = kindOfService(service);
  return saved
    .filter((entry) => entry.kind === kind)
    .map((entry) => ({
      key: `saved-${entry.id}`,
      label: `${entry.name} · ${entry.number}`,
      prefill: {
        number: entry.number,
        ...(entry.service_id ? { serviceId: entry.service_id } : {}),
        ...(entry.meter_type ? { meterType: entry.meter_type } : {}),
      },
    }));
}

/** The last numbers used for the service, without those already offered as saved ones. */
export function recentChoices(
  recent: readonly RecentNumber[],
  saved: readonly Beneficiary[],
  service: PurchaseServiceKey,
): NumberChoice[] {
  const kind = kindOfService(service);
  const savedNumbers = new Set(
    saved.filter((entry) => entry.kind === kind).map((entry) => entry.number),
  );
  return recent
    .filter((entry) => !savedNumbers.has(entry.number))
    .map((entry) => ({
      key: `recent-${entry.number}`,
      // a number bought by amount is offered at its last amount: one tap fills everything
      label:
        entry.amount === null ? entry.number : `${entry.number} · ${formatNaira(entry.amount)}`,
      prefill: {
        number: entry.number,
        ...(entry.package_id !== null ? { packageId: entry.package_id } : {}),
        ...(entry.service_id ? { serviceId: entry.service_id } : {}),
        ...(entry.meter_type ? { meterType: entry.meter_type } : {}),
        ...(entry.amount !== null ? { amount: entry.amount } : {}),
      },
    }));
}

/** What saving a purchase's number sends (without its name); undefined when it cannot be saved. */
export function saveRequestOf(
  buyAgain: BuyAgain | null | undefined,
): Omit<CreateBeneficiaryRequest, 'name'> | undefined {
  if (!buyAgain || !isPurchaseService(buyAgain.service)) return undefined;
  const kind = kindOfService(buyAgain.service);
  // A WAEC pin is bought for a phone, not a profile: nothing of its own to save.
  if (kind === 'jamb_profile' && buyAgain.service_id !== 'jamb') return undefined;
  // An order's number that is not one of its screen's kind (an insurance cover is filed under the
  // insured person's name) is not offered for saving.
  const number = normalizeBeneficiaryNumber(kind, buyAgain.number);
  if (number === undefined) return undefined;
  return {
    kind,
    number,
    ...(kind === 'meter' && buyAgain.meter_type ? { meter_type: buyAgain.meter_type } : {}),
    ...(hasProvider(kind) && buyAgain.service_id ? { service_id: buyAgain.service_id } : {}),
  };
}

/** The saved entry that already holds this number of this kind, if any. */
export const savedAs = (
  saved: readonly Beneficiary[],
  request: Pick<CreateBeneficiaryRequest, 'kind' | 'number'>,
) => saved.find((entry) => entry.kind === request.kind && entry.number === request.number);

/** What the customer calls a kind, in the profile's list. */
export const KIND_LABELS: Record<BeneficiaryKind, string> = {
  phone: 'Phone number',
  meter: 'Meter',
  smart_card: 'Smart card',
  jamb_profile: 'JAMB profile',
  account: 'Account ID',
};

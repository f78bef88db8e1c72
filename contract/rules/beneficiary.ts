import { SERVICES, type PurchaseServiceKey } from '../services';
import type { BeneficiaryKind } from './beneficiary-kind';
import { normalizePurchasePhone } from './phone';

export {
  BENEFICIARY_KINDS,
  KINDS_WITH_PROVIDER,
  hasProvider,
  type BeneficiaryKind,
  type KindWithProvider,
} from './beneficiary-kind';

/** At most this many saved numbers per account. */
export const MAX_BENEFICIARIES = 100;
/** A saved number's name, after trimming. */
export const BENEFICIARY_NAME_MAX = 40;
/** How many of the last distinct numbers a purchase screen offers. */
export const RECENT_NUMBERS = 5;

export const BENEFICIARY_MESSAGES = {
  nameRequired: 'Give this number a name',
  nameTooLong: `A name is at most ${BENEFICIARY_NAME_MAX} characters`,
  phoneInvalid: 'Phone number is invalid',
  meterInvalid: 'Meter number must be 6 to 20 digits',
  smartCardInvalid: 'Smart card number must be 6 to 20 digits',
  profileInvalid: 'Profile ID must be 6 to 20 digits',
  accountInvalid: 'Customer ID must be 4 to 30 letters, digits, dots, dashes or underscores',
  meterTypeRequired: 'Select a meter type to continue',
  serviceRequired: 'Please select a provider from the list',
  duplicate: 'You have already saved this number',
  tooMany: `You can save at most ${MAX_BENEFICIARIES} numbers. Delete one you no longer use first.`,
  notFound: 'Saved number not found.',
  saved: 'Number saved',
  renamed: 'Name saved',
  deleted: 'Saved number deleted',
} as const;

const DIGITS_6_TO_20 = /^\d{6,20}$/;

/**
 * A customer's account ID with a provider as the providers issue them: 4 to 30 letters, digits,
 * dots, dashes or underscores (a numeric ID, a phone number, a username).
 */
const ACCOUNT_ID = /^[A-Za-z0-9._-]{4,30}$/;

/** The account ID in the form the provider is sent it (spaces around dropped), or undefined. */
export function providerAccountId(value: string): string | undefined {
  const trimmed = value.trim();
  return ACCOUNT_ID.test(trimmed) ? trimmed : undefined;
}

/** The trimmed name, or the message saying why it cannot be one. */
export function beneficiaryNameProblem(name: string): string | undefined {
  const trimmed = name.trim();
  if (!trimmed) return BENEFICIARY_MESSAGES.nameRequired;
  if (trimmed.length > BENEFICIARY_NAME_MAX) return BENEFICIARY_MESSAGES.nameTooLong;
  return undefined;
}

/**
 * A saved number in the form a purchase sends it (a phone in its local form; a meter, smart card
 * or profile as its digits, spaces and dashes dropped; an account ID trimmed), or undefined when it
 * is not one.
 */
export function normalizeBeneficiaryNumber(kind: BeneficiaryKind, value: string) {
  if (kind === 'phone') return normalizePurchasePhone(value);
  if (kind === 'account') return providerAccountId(value);
  const digits = value.replace(/[\s-]+/g, '');
  return DIGITS_6_TO_20.test(digits) ? digits : undefined;
}

/** What the customer is told when the number does not fit its kind. */
export const BENEFICIARY_NUMBER_MESSAGES: Record<BeneficiaryKind, string> = {
  phone: BENEFICIARY_MESSAGES.phoneInvalid,
  meter: BENEFICIARY_MESSAGES.meterInvalid,
  smart_card: BENEFICIARY_MESSAGES.smartCardInvalid,
  jamb_profile: BENEFICIARY_MESSAGES.profileInvalid,
  account: BENEFICIARY_MESSAGES.accountInvalid,
};

/** The kind of saved number each purchase screen offers and fills (its registry entry's). */
export const BENEFICIARY_KIND_OF_SERVICE = Object.fromEntries(
  SERVICES.flatMap((service) =>
    service.sale === 'purchase' ? [[service.key, service.savedNumber]] : [],
  ),
) as Record<PurchaseServiceKey, BeneficiaryKind>;

import { formatNaira } from '../format';

/*
 * Identity tiers (know-your-customer). A tier sets how much money may come into a wallet: one
 * deposit, the deposits of one Lagos day, and the balance. Tier 0: nothing verified yet; tier 1: a
 * verified NIN or BVN; tier 2: both, in the account's name; tier 3: tier 2 with an ID document and
 * address a staff member approved. Money that arrived is never refused: a bank transfer over a
 * limit is credited and the wallet is held (it buys nothing) until the customer verifies or staff
 * review it. A card payment over a limit is refused before the customer pays.
 */

export const KYC_TIERS = [0, 1, 2, 3] as const;
export type KycTier = (typeof KYC_TIERS)[number];

export const ID_NUMBER_KINDS = ['nin', 'bvn'] as const;
export type IdNumberKind = (typeof ID_NUMBER_KINDS)[number];

export const ID_DOCUMENT_TYPES = [
  'nin_slip',
  'drivers_licence',
  'passport',
  'voters_card',
] as const;
export type IdDocumentType = (typeof ID_DOCUMENT_TYPES)[number];

export const ID_DOCUMENT_LABELS: Record<IdDocumentType, string> = {
  nin_slip: 'NIN slip or card',
  drivers_licence: "Driver's licence",
  passport: 'International passport',
  voters_card: "Voter's card",
};

/** The files a tier-3 document may be, and the largest (bytes). */
export const ID_DOCUMENT_FILE_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type IdDocumentFileType = (typeof ID_DOCUMENT_FILE_TYPES)[number];
export const ID_DOCUMENT_MAX_BYTES = 2 * 1024 * 1024;

export const KYC_TIER_LABELS: Record<KycTier, string> = {
  0: 'Not verified',
  1: 'Tier 1',
  2: 'Tier 2',
  3: 'Tier 3',
};

/** What each tier asks for, as the customer reads it. */
export const KYC_TIER_NEEDS: Record<KycTier, string> = {
  0: 'A new account, before any identity check',
  1: 'Your phone, e-mail and a verified NIN or BVN',
  2: 'Both your NIN and your BVN verified, in your account name',
  3: 'Tier 2, an ID document and your address, reviewed by our team',
};

export const ID_NUMBER_LABELS: Record<IdNumberKind, string> = { nin: 'NIN', bvn: 'BVN' };

/** The limits of a tier, kobo; null is no limit. */
export interface TierLimitsKobo {
  singleDepositKobo: number | null;
  dailyInflowKobo: number | null;
  balanceKobo: number | null;
}

export type LimitName = 'single_deposit' | 'daily_inflow' | 'balance';

export const LIMIT_LABELS: Record<LimitName, string> = {
  single_deposit: 'One deposit',
  daily_inflow: 'Deposits in a day',
  balance: 'Wallet balance',
};

const naira = (kobo: number) => formatNaira(kobo / 100);
const tierName = (tier: KycTier) => (tier === 0 ? 'an unverified account' : KYC_TIER_LABELS[tier]);
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const NEXT_STEP = 'Verify your identity to raise your limits.';

/** Why a card payment is refused before the customer pays: the limit and the step up. */
export function cardLimitRefusal(
  tier: KycTier,
  limit: LimitName,
  limitKobo: number,
  roomKobo: number,
): string {
  const left = roomKobo > 0 ? ` You can add ${naira(roomKobo)} now.` : '';
  const step = tier === 3 ? '' : ` ${NEXT_STEP}`;
  const who = capitalised(tierName(tier));
  switch (limit) {
    case 'single_deposit':
      return `${who} can add at most ${naira(limitKobo)} in one deposit.${step}`;
    case 'daily_inflow':
      return `${who} can add at most ${naira(limitKobo)} a day.${left}${step}`;
    case 'balance':
      return `${who} can hold at most ${naira(limitKobo)} in the wallet.${left}${step}`;
  }
}

/** How every hold's reason ends: screens that show a refusal link it to identity verification. */
export const HOLD_TAIL =
  'The money is in your wallet, but purchases are paused until you verify your identity or our team reviews your account.';

export const isHoldReason = (message: string) => message.endsWith(HOLD_TAIL);

/** The reason a wallet is held, shown on every screen that spends and e-mailed. */
export function holdReason(
  tier: KycTier,
  limit: LimitName,
  limitKobo: number,
  depositKobo: number,
): string {
  const what =
    limit === 'single_deposit'
      ? `A deposit of ${naira(depositKobo)} is over the ${naira(limitKobo)} one-deposit limit`
      : limit === 'daily_inflow'
        ? `A deposit of ${naira(depositKobo)} took today's deposits over the ${naira(limitKobo)} daily limit`
        : `A deposit of ${naira(depositKobo)} took your wallet over the ${naira(limitKobo)} balance limit`;
  return `${what} of ${tierName(tier)}. ${HOLD_TAIL}`;
}

export const KYC_MESSAGES = {
  numberInvalid: (kind: IdNumberKind) => `${ID_NUMBER_LABELS[kind]} must be exactly 11 digits`,
  dateOfBirthRequired: 'Enter your date of birth',
  dateOfBirthInvalid: 'Enter your date of birth as it is on your ID, e.g. 1990-04-23',
  notFound: (kind: IdNumberKind) =>
    kind === 'nin'
      ? 'No record of this NIN was found. Check the 11 digits on your NIN slip or in the NIMC app, then try again.'
      : 'No record of this BVN was found. Dial *565*0# from the phone number your bank has to see your BVN, then try again.',
  nameMismatch: (kind: IdNumberKind) =>
    `The name on your ${ID_NUMBER_LABELS[kind]} does not match the name on your account. ` +
    'Contact support to correct the name on your account, then try again.',
  dateOfBirthMismatch: (kind: IdNumberKind) =>
    `This date of birth does not match your ${ID_NUMBER_LABELS[kind]}. Type it as it is on your ` +
    `${kind === 'nin' ? 'NIN slip' : 'bank records'}.`,
  taken: (kind: IdNumberKind) =>
    `This ${ID_NUMBER_LABELS[kind]} is verified on another account. Contact support if it is yours.`,
  alreadyVerified: (kind: IdNumberKind) => `Your ${ID_NUMBER_LABELS[kind]} is already verified.`,
  verified: (kind: IdNumberKind) => `Your ${ID_NUMBER_LABELS[kind]} is verified.`,
  unavailable:
    'We could not reach the identity service. Nothing was saved; please try again in a few minutes.',
  reviewNeedsTier2: 'Verify both your NIN and your BVN before you send a document.',
  reviewPending: 'Your document is with our team already. We will e-mail you when it is reviewed.',
  reviewSent: 'Thank you. Our team will review your document and e-mail you.',
  addressRequired: 'Enter your home address',
  documentRequired: 'Attach a photo or scan of your ID document',
  documentType: 'The document must be a JPG, PNG or PDF file',
  documentTooLarge: 'The document must be at most 2 MB',
  held: 'Purchases are paused on this wallet.',
  virtualAccountNeedsTier: 'Verify your identity before you get a bank account number.',
  virtualAccountNinMismatch: 'Use the NIN you verified on your account.',
  virtualAccountNeedsNin: 'Verify your NIN before you get an account at this bank.',
} as const;

import { formatNaira } from '../format';
import { typedKobo } from './amount';
import { KYC_TIERS, KYC_TIER_LABELS, LIMIT_LABELS, type KycTier, type LimitName } from './kyc';

/*
 * The tiers' limits as an owner sets them: each limit is an amount in naira above zero with at
 * most two decimals, or empty for no limit. A higher tier never allows less than a lower one: each
 * of its limits is at least every lower tier's (no limit is above any amount). The console's form
 * and the server give these messages, on the field `tiers.<tier>.<limit>`.
 */

export const LIMIT_NAMES = [
  'single_deposit',
  'daily_inflow',
  'balance',
] as const satisfies readonly LimitName[];

const lowerName = (tier: KycTier) => (tier === 0 ? 'an unverified account' : KYC_TIER_LABELS[tier]);

export const KYC_LIMIT_MESSAGES = {
  format: 'Enter an amount in naira above ₦0 with at most two decimals, or leave it empty.',
  allTiers: 'Send the limits of tiers 0, 1, 2 and 3, each once.',
  belowLower: (limit: LimitName, lower: KycTier, lowerKobo: number | null) =>
    `A higher tier cannot allow less: ${lowerName(lower)} allows ` +
    (lowerKobo === null
      ? `any amount (${LIMIT_LABELS[limit].toLowerCase()}: no limit).`
      : `${formatNaira(lowerKobo / 100)} (${LIMIT_LABELS[limit].toLowerCase()}).`),
  saved: 'The tier limits are saved.',
} as const;

/** The form field (and the server's error field) of one tier's limit. */
export const limitField = (tier: KycTier, limit: LimitName) => `tiers.${tier}.${limit}`;

/** An amount typed or sent as naira, as kobo: null for empty, undefined when it is no amount. */
export function limitKobo(value: string | number | null): number | null | undefined {
  if (value === null || String(value).trim() === '') return null;
  const kobo = typedKobo(String(value));
  return kobo !== undefined && kobo > 0 ? kobo : undefined;
}

export type TierLimitsInput = { tier: KycTier } & Record<LimitName, string | number | null>;
export type TierLimitsKoboRow = { tier: KycTier } & Record<LimitName, number | null>;

/** Each tier's limits in kobo (tier order), or the problems keyed by field. */
export function parseTierLimits(
  tiers: readonly TierLimitsInput[],
): { limits: TierLimitsKoboRow[] } | { problems: Record<string, string> } {
  const problems: Record<string, string> = {};
  const sorted = [...tiers].sort((a, b) => a.tier - b.tier);
  if (sorted.map((row) => row.tier).join() !== KYC_TIERS.join())
    return { problems: { tiers: KYC_LIMIT_MESSAGES.allTiers } };
  const limits = sorted.map((row) => {
    const parsed = { tier: row.tier } as TierLimitsKoboRow;
    for (const limit of LIMIT_NAMES) {
      const kobo = limitKobo(row[limit]);
      if (kobo === undefined) problems[limitField(row.tier, limit)] = KYC_LIMIT_MESSAGES.format;
      parsed[limit] = kobo ?? null;
    }
    return parsed;
  });
  for (const limit of LIMIT_NAMES)
    for (const higher of limits)
      for (const lower of limits.filter((row) => row.tier < higher.tier)) {
        const field = limitField(higher.tier, limit);
        if (problems[field] || problems[limitField(lower.tier, limit)]) continue;
        const below =
          higher[limit] !== null && (lower[limit] === null || higher[limit] < lower[limit]);
        if (below) problems[field] = KYC_LIMIT_MESSAGES.belowLower(limit, lower.tier, lower[limit]);
      }
  return Object.keys(problems).length ? { problems } : { limits };
}

/** The owner's charts cover today, the last 7, 30 or 90 Lagos days, or the days they choose. */
export const TREND_RANGES = ['today', '7d', '30d', '90d', 'custom'] as const;
export type TrendRange = (typeof TREND_RANGES)[number];

/** The longest range the owner may choose, in days. */
export const TREND_MAX_DAYS = 366;

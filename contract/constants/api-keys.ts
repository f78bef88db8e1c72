/** The highest daily spending cap an API key may have, in naira. */
export const MAX_API_KEY_DAILY_CAP = 100_000_000;

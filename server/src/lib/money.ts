/** Money is integer kobo on the server; naira appear only at the API's edges. */

/** Naira (at most two decimals) to kobo; throws on a value that is not a whole number of kobo. */
export function nairaToKobo(naira: number): number {
  const kobo = Math.round(naira * 100);
  if (!Number.isFinite(naira) || Math.abs(naira * 100 - kobo) > 1e-6) {
    throw new RangeError(`${naira} is not a whole number of kobo`);
  }
  return kobo;
}

/** Naira to kobo, or undefined when the amount is not a whole number of kobo. */
export function tryNairaToKobo(naira: number): number | undefined {
  try {
    return nairaToKobo(naira);
  } catch {
    return undefined;
  }
}

export const koboToNaira = (kobo: number): number => kobo / 100;

/** A percentage with at most two decimals to basis points (1% = 100). */
export function percentToBasisPoints(percent: number): number {
  const bp = Math.round(percent * 100);
  if (!Number.isFinite(percent) || Math.abs(percent * 100 - bp) > 1e-6) {
    throw new RangeError(`${percent}% has more than two decimals`);
  }
  return bp;
}

export const basisPointsToPercent = (bp: number): number => bp / 100;

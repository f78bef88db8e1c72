/*
 * What a sale costs us and the least it may charge. The provider keeps back its commission on the
 * face value; our cost is the rest. The shipped catalogue charges at least that cost plus a minimum
 * margin (MIN_PRICE_MARGIN_PERCENT) at every tier: a plan's price is raised to it, a discount off
 * the face value is cut to it (so a discount stays below the provider's commission).
 */

/** 100% in basis points. */
const WHOLE_BP = 10_000;

/** The provider keeps back its commission on the face value: our cost is the rest. */
export const providerCostKobo = (faceKobo: number, commissionBp: number): number =>
  faceKobo - Math.round((faceKobo * commissionBp) / WHOLE_BP);

/** The least a tier may charge for what costs us `costKobo`: cost plus the margin, up to the naira. */
export function minimumPriceKobo(costKobo: number, marginBp: number): number {
  const withMargin = Math.ceil((costKobo * (WHOLE_BP + marginBp)) / WHOLE_BP);
  return Math.ceil(withMargin / 100) * 100;
}

/**
 * The largest discount (basis points of the face value) that still charges cost plus the margin:
 * per 10,000 of face, 10,000 - discount >= (10,000 - commission) x (10,000 + margin) / 10,000.
 */
export function maximumDiscountBp(commissionBp: number, marginBp: number): number {
  const chargeBp = Math.ceil(((WHOLE_BP - commissionBp) * (WHOLE_BP + marginBp)) / WHOLE_BP);
  return Math.max(0, WHOLE_BP - chargeBp);
}

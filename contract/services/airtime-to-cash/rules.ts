/**
 * The payout is the amount less the commission percent, rounded up to the naira.
 * `commissionBasisPoints` is the percent times 100 (17.5% = 1750). Integer arithmetic throughout.
 */
export function airtimeToCashPayoutKobo(amountKobo: number, commissionBasisPoints: number): number {
  const keptHundredthsOfKobo = amountKobo * (10_000 - commissionBasisPoints);
  return Math.ceil(keptHundredthsOfKobo / 1_000_000) * 100;
}

/** The same payout for naira and a percent as get-package/ shows them. */
export const airtimeToCashPayoutNaira = (amount: number, commissionPercent: number) =>
  airtimeToCashPayoutKobo(Math.round(amount * 100), Math.round(commissionPercent * 100)) / 100;

import { createContext, useContext } from 'react';
import { PURCHASE_MESSAGES } from '@contract/rules';

/**
 * The wallet balance (naira) the purchase forms below may spend; undefined while it is unknown
 * (not loaded yet, or no screen gave it), and then the server alone decides.
 */
const AvailableFunds = createContext<number | undefined>(undefined);

export const AvailableFundsProvider = AvailableFunds.Provider;
export const useAvailableFunds = () => useContext(AvailableFunds);

/**
 * Why a charge cannot go ahead with the money at hand, or undefined when it can (or the money is
 * not known): checked before the confirmation, so nobody is asked to approve a charge the server
 * would refuse. Kobo-exact: both are naira with at most two decimals.
 */
export function shortfallMessage(
  charge: number | undefined,
  available: number | undefined,
  message: string = PURCHASE_MESSAGES.insufficient,
): string | undefined {
  if (charge === undefined || available === undefined) return undefined;
  return Math.round(charge * 100) > Math.round(available * 100) ? message : undefined;
}

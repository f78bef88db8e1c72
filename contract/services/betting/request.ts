import { Type, type Static } from 'typebox';
import { naira, packageId, text } from '../../api/purchase-fields';

/*
 * Betting-wallet funding: naira paid into the customer's existing account with a betting company
 * (Bet9ja, SportyBet...), found by its customer ID first. The level's discount comes off what the
 * wallet is charged.
 */

export const BettingPurchaseRequestSchema = Type.Object({
  /** the betting company's package id */
  package_id: packageId,
  /** the customer's ID (or username) with the betting company */
  customer_id: text(40),
  /** naira to put in the betting wallet (face value) */
  amount: naira,
  /** the customer's contact number */
  phone_number: text(20),
});

export type BettingPurchaseRequest = Static<typeof BettingPurchaseRequestSchema>;

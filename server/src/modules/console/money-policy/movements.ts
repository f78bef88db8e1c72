/*
 * Every way a staff member's word moves a customer's money. Each kind passes the one money policy
 * (policy.ts) in the database transaction that moves the money, before it writes. A console or ops
 * route that writes a ledger entry on a staff member's word names its kind in `config.money`; a
 * route that moves no money says `money: false`, and the registry test refuses a mutating console
 * route that says neither.
 */

export type MoneyDirection = 'credit' | 'debit';

export interface MovementKindSpec {
  /** which way the customer's wallet moves; null for a decision that moves no money by itself */
  direction: MoneyDirection | null;
  /** how the console names it in messages and on the Approvals screen */
  label: string;
  /** the refusal when a staff member tries it on their own account */
  self: string;
}

export const MONEY_MOVEMENTS = {
  manual_credit: {
    direction: 'credit',
    label: 'Manual credit',
    self: 'You cannot credit your own wallet.',
  },
  manual_debit: {
    direction: 'debit',
    label: 'Manual debit',
    self: 'You cannot debit your own wallet.',
  },
  airtime_to_cash: {
    direction: 'credit',
    label: 'Airtime-to-cash payout',
    self: 'You cannot confirm your own airtime-to-cash request: another staff member must.',
  },
  operator_refund: {
    direction: 'credit',
    label: 'Refund of a pending purchase',
    self: 'You cannot settle your own purchase: another staff member must.',
  },
  operator_delivered: {
    direction: null,
    label: 'Purchase marked delivered',
    self: 'You cannot settle your own purchase: another staff member must.',
  },
  dispute_refund: {
    direction: 'credit',
    label: 'Refund after a dispute',
    self: 'You cannot refund your own purchase: another staff member must.',
  },
  conflict_refund: {
    direction: 'credit',
    label: 'Refund of a conflicted purchase',
    self: 'You cannot resolve a conflict on your own purchase: another staff member must.',
  },
  conflict_keep: {
    // charges a purchase we refunded again once the provider proved it delivered
    direction: 'debit',
    label: 'Conflicted purchase charged again as delivered',
    self: 'You cannot resolve a conflict on your own purchase: another staff member must.',
  },
  level_given: {
    direction: 'credit',
    label: 'Level given without its price',
    self: 'You cannot change your own level.',
  },
  identity_approved: {
    // raises the customer's identity tier, and with it how much money may come into the wallet
    direction: null,
    label: 'Identity document approved (tier 3)',
    self: 'You cannot approve your own identity document: another owner must.',
  },
  hold_released: {
    // lets a wallet held over its tier's limits spend again
    direction: null,
    label: 'Held wallet released',
    self: 'You cannot release the hold on your own wallet: another owner must.',
  },
} as const satisfies Record<string, MovementKindSpec>;

export type MovementKind = keyof typeof MONEY_MOVEMENTS;

export const MOVEMENT_KINDS = Object.keys(MONEY_MOVEMENTS) as MovementKind[];

export const isMovementKind = (value: string): value is MovementKind =>
  Object.hasOwn(MONEY_MOVEMENTS, value);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Mutating console routes: the money movement(s) the route makes on a staff member's word
     * (checked by the money policy), 'approval' for the route that carries out an approved one,
     * or false when it moves no customer's money.
     */
    money?: MovementKind | readonly MovementKind[] | 'approval' | false;
  }
}

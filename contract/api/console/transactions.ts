import { Type, type Static, type TSchema } from 'typebox';
import { ConflictItemSchema } from './conflicts';
import { TransactionStatusSchema } from '../wallet';
import { ConsolePageMetaSchema, ConsolePageQuerySchema, ISO_DATE } from './paging';
import { EPIN_ORDER_STATES, type EpinOrderState } from '../../services/epins/rules';

/*
 * The console's view of every customer's transactions: a filtered list with the paging of the
 * console's other lists (newest first), and one transaction with everything that happened to it
 * and the staff actions it allows.
 */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const ConsoleTransactionsQuerySchema = Type.Object({
  ...ConsolePageQuerySchema.properties,
  /** a category id (Airtime, Data, ...) */
  service: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000 })),
  status: Type.Optional(TransactionStatusSchema),
  /** one kind only: purchase, card_funding, bank_funding, bank_charge, manual_credit, ... */
  kind: Type.Optional(Type.String({ pattern: '^[a-z_]{1,40}$' })),
  /** only purchases waiting for staff (needs attention) */
  needs_attention: Type.Optional(Type.Boolean()),
  /** created on or after this day (YYYY-MM-DD, Lagos time) */
  from: Type.Optional(Type.String({ pattern: ISO_DATE })),
  /** created on or before this day (YYYY-MM-DD, Lagos time) */
  to: Type.Optional(Type.String({ pattern: ISO_DATE })),
  /** naira */
  min_amount: Type.Optional(Type.Number({ minimum: 0, maximum: 100_000_000 })),
  /** naira */
  max_amount: Type.Optional(Type.Number({ minimum: 0, maximum: 100_000_000 })),
  tx_ref: Type.Optional(Type.String({ maxLength: 100 })),
  /** the customer's e-mail, exactly (any case) */
  email: Type.Optional(Type.String({ maxLength: 254 })),
});

export const ConsoleTransactionRowSchema = Type.Object({
  id: Type.Integer(),
  tx_ref: Type.String(),
  /** purchase, funding, airtime_to_cash, ... */
  kind: Type.String(),
  /** the category, e.g. Airtime */
  service: Nullable(Type.String()),
  /** the package, e.g. MTN */
  package: Nullable(Type.String()),
  customer_id: Type.Integer(),
  email: Type.String(),
  description: Type.String(),
  /** naira */
  amount: Type.Number(),
  status: TransactionStatusSchema,
  /** pending, no longer requeried, waiting for staff */
  needs_attention: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
});

export const ConsoleTransactionsPageSchema = Type.Object({
  data: Type.Array(ConsoleTransactionRowSchema),
  meta: Type.Object({
    ...ConsolePageMetaSchema.properties,
    /**
     * true when more rows matched than the server counts (10,000): `count` is then that cap, a
     * lower bound. Absent otherwise.
     */
    count_capped: Type.Optional(Type.Boolean()),
  }),
});

export const HistoryEventSchema = Type.Object({
  at: Type.String({ format: 'date-time' }),
  type: Type.Union([
    Type.Literal('created'),
    Type.Literal('provider'),
    Type.Literal('ledger'),
    Type.Literal('attention'),
    Type.Literal('settled'),
    Type.Literal('webhook'),
    Type.Literal('staff'),
  ]),
  /** one line, e.g. "Provider requery: pending (code 099)" */
  title: Type.String(),
  /** the answer, reason or balance behind it; may be empty */
  detail: Type.String(),
});

/** Whether an action may be taken now, and why not when it may not. */
export const ActionAvailabilitySchema = Type.Object({
  allowed: Type.Boolean(),
  /** why not; empty when allowed */
  reason: Type.String(),
});

/**
 * A printable-card batch as staff see it: counts, serial numbers and the seller's batch numbers,
 * and when the buyer opened its PINs; never a PIN.
 */
export const ConsoleCardBatchSchema = Type.Object({
  asked: Type.Integer(),
  delivered: Type.Integer(),
  printed: Type.Integer(),
  sold: Type.Integer(),
  /** the seller's batch numbers of its cards */
  batch_numbers: Type.Array(Type.String()),
  /** every card's serial, in the order the seller issued them */
  serials: Type.Array(Type.String()),
  /** each time the buyer opened the PINs, oldest first: to view, print or download them */
  openings: Type.Array(
    Type.Object({ purpose: Type.String(), at: Type.String({ format: 'date-time' }) }),
  ),
  /** the seller's orders the batch was bought in, each under its own request id, in order */
  orders: Type.Array(
    Type.Object({
      request_id: Type.String(),
      quantity: Type.Integer(),
      state: Type.Unsafe<EpinOrderState>(
        Type.Union(EPIN_ORDER_STATES.map((state) => Type.Literal(state))),
      ),
      /** the cards the order brought */
      delivered: Type.Integer(),
    }),
  ),
});

export const ConsoleTransactionDetailSchema = Type.Object({
  transaction: Type.Object({
    ...ConsoleTransactionRowSchema.properties,
    phone_no: Nullable(Type.String()),
    plan: Nullable(Type.String()),
    /** what the customer reads */
    response: Nullable(Type.String()),
    token: Nullable(Type.String()),
    request_id: Nullable(Type.String()),
    /** the bills provider the purchase is with (staff only; customers never see it) */
    provider: Nullable(Type.String()),
    /**
     * naira: what that provider charges us for it, and our margin (the charge less it); owners
     * only, absent for support
     */
    provider_cost: Type.Optional(Nullable(Type.Number())),
    margin: Type.Optional(Nullable(Type.Number())),
    upstream_code: Nullable(Type.String()),
    upstream_status: Nullable(Type.String()),
    requery_attempts: Type.Integer(),
    next_requery_at: Nullable(Type.String({ format: 'date-time' })),
    attention_reason: Nullable(Type.String()),
    settled_at: Nullable(Type.String({ format: 'date-time' })),
    reviewed_by: Nullable(Type.String()),
    review_note: Nullable(Type.String()),
  }),
  customer: Type.Object({
    id: Type.Integer(),
    email: Type.String(),
    name: Type.String(),
    /** naira, now */
    wallet_balance: Type.Number(),
    webhook_url: Nullable(Type.String()),
  }),
  /**
   * the provider's later answer that contradicts how the purchase was settled, with the loss if it
   * is right (owners) and an owner's resolution; absent or null when there is none
   */
  conflict: Type.Optional(Nullable(ConflictItemSchema)),
  /** a printable-card purchase's batch (no PINs); absent for every other transaction */
  cards: Type.Optional(ConsoleCardBatchSchema),
  /** oldest first */
  history: Type.Array(HistoryEventSchema),
  /** a purchase's pay calls, oldest first: the provider, its request id and what it answered */
  attempts: Type.Array(
    Type.Object({
      provider: Type.String(),
      request_id: Type.String(),
      state: Type.String(),
      at: Type.String({ format: 'date-time' }),
    }),
  ),
  actions: Type.Object({
    requery: ActionAvailabilitySchema,
    mark_delivered: ActionAvailabilitySchema,
    refund: ActionAvailabilitySchema,
    /** a delivered purchase refunded after the customer's dispute (owners, once) */
    dispute_refund: ActionAvailabilitySchema,
    resend_webhook: ActionAvailabilitySchema,
  }),
});

/** Every staff action says why; the reason is kept in the audit log. */
export const ConsoleActionRequestSchema = Type.Object({
  reason: Type.String({ maxLength: 500 }),
});

export const ConsoleTransactionActionResponseSchema = Type.Object({
  message: Type.String(),
  data: ConsoleTransactionDetailSchema,
});

export const ConsoleTxRefParamsSchema = Type.Object({
  ref: Type.String({ minLength: 1, maxLength: 100 }),
});

export type ConsoleTransactionsQuery = Static<typeof ConsoleTransactionsQuerySchema>;
export type ConsoleTransactionRow = Static<typeof ConsoleTransactionRowSchema>;
export type ConsoleTransactionsPage = Static<typeof ConsoleTransactionsPageSchema>;
export type HistoryEvent = Static<typeof HistoryEventSchema>;
export type ActionAvailability = Static<typeof ActionAvailabilitySchema>;
export type ConsoleTransactionDetail = Static<typeof ConsoleTransactionDetailSchema>;
export type ConsoleActionRequest = Static<typeof ConsoleActionRequestSchema>;
export type ConsoleTransactionActionResponse = Static<
  typeof ConsoleTransactionActionResponseSchema
>;
export type ConsoleCardBatch = Static<typeof ConsoleCardBatchSchema>;

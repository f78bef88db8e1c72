import type { TransactionResult } from '@contract/api';

/*
 * The port the purchase engine sells through: what it needs from a bills provider. An adapter
 * (providers/vtpass) implements it against the real API and its simulator alike, and is wired in
 * by the composition root; nothing else imports the adapter.
 */

/**
 * What a pay or requery answer means for our money; the adapter classifies every answer into one:
 * - delivered: the customer has the service; confirm.
 * - failed: nothing was delivered and nothing charged upstream (a definite refusal, before
 *   vending); refund. `ourFault` says whether our own account or configuration caused it.
 * - reversed: delivered or pending before, now reversed upstream; refund.
 * - pending: charged, outcome unknown (a timeout, no or an unreadable answer, still processing);
 *   keep pending and requery.
 * - not_found: a requery of a request id the provider never received; the pay may be sent again
 *   with the same request id.
 */
export type BillsState = 'delivered' | 'failed' | 'reversed' | 'pending' | 'not_found';

export interface BillsOutcome {
  state: BillsState;
  /** the provider's answer code (stored as the purchase's upstream code); undefined when none came */
  code?: string;
  /** the provider's transaction status when it gave one, e.g. 'delivered' */
  status?: string;
  /** a short human reason, safe to show a customer (e.g. the response_description) */
  description: string;
  /** a failure caused by our own account or configuration, not the customer's */
  ourFault: boolean;
  /**
   * A failed outcome refused before vending for a reason on the provider's side or our account
   * with it (service down, no float, plan or product unavailable, credentials): another provider
   * may take the same order. False for every other state and for refusals caused by the order
   * itself (a wrong number, an amount out of range), which would fail anywhere.
   */
  providerSide: boolean;
  /** token, units, PINs, cards, vouchers and customer details found in the answer */
  result: TransactionResult;
  /** the provider's own id of the transaction */
  providerTransactionId?: string;
  /** naira: what the provider says it took from our balance for the transaction, when it says */
  charged?: number;
  /** up to 2,000 characters of the raw answer, or the transport error, for the audit log */
  raw: string;
}

/**
 * Cable services whose purchases carry a subscription type (change or renew). The others
 * (StarTimes, Showmax) sell plans only: every purchase is a change and no subscription type is sent.
 */
const SUBSCRIPTION_SERVICE_IDS: ReadonlySet<string> = new Set(['dstv', 'gotv']);

export const takesSubscriptionType = (serviceId: string): boolean =>
  SUBSCRIPTION_SERVICE_IDS.has(serviceId);

export interface PayRequest {
  requestId: string;
  serviceId: string;
  /** phone for airtime (not sent), smartcard, meter, profile ID, or phone for Showmax */
  billersCode?: string;
  variationCode?: string;
  /** naira, face value */
  amount: number;
  phone: string;
  /** cable TV, only for the services that take one (takesSubscriptionType) */
  subscriptionType?: 'change' | 'renew';
  quantity?: number;
  /** what the service also needs sent, under the provider's own names (the insured person's details) */
  fields?: Readonly<Record<string, string>>;
}

export interface VerifyRequest {
  serviceId: string;
  billersCode: string;
  /** electricity: prepaid or postpaid; JAMB: the variation code */
  type?: string;
  /** a Smile account looked up by its e-mail (merchant-verify/smile/email) rather than its phone */
  byEmail?: boolean;
}

/** Customer details (the content of merchant-verify, as received) or the provider's error text. */
export type VerifyOutcome =
  | { ok: true; content: Record<string, string | number | boolean | null> }
  | { ok: false; error: string; unavailable: boolean };

export interface Variation {
  variationCode: string;
  name: string;
  /** naira */
  amount: number;
  fixedPrice: boolean;
}

/** One transaction as the provider's own records show it. */
export interface BillsStatementLine {
  requestId: string;
  /** not_found: the provider has no such transaction */
  state: BillsState;
  /**
   * naira taken from our balance for it: 0 when it failed, was reversed or is unknown upstream;
   * null when the provider's answer did not say
   */
  charged: number | null;
  providerTransactionId?: string;
}

export interface BillsDayStatement {
  /** every request id asked about, and any other transaction of the day the provider listed */
  lines: BillsStatementLine[];
  /**
   * true when the provider listed every transaction of its day, so one we never recorded shows;
   * false when only the request ids asked about were looked up
   */
  wholeDay: boolean;
}

/**
 * What a provider documents about a pay call sent again under a request id it may already have
 * received (our first call timed out, or its answer was lost).
 */
export interface ResendGuarantee {
  /**
   * The provider answers a reused request id with the first order's outcome (or a refusal of the
   * duplicate) and never sells it twice, so an order whose pay outcome is unknown may be sent again
   * with the same id. False when that is not documented: such an order is never sent again.
   */
  reusedIdAnsweredWithFirstOrder: boolean;
  /** where the provider says so, or why we cannot rely on it (shown to staff, kept in the docs) */
  source: string;
  /**
   * Without the guarantee: how long after the order was made a requery that still finds no such
   * order is left to the schedule; after this a person looks (needs attention), because the order
   * may have arrived and may yet be delivered.
   */
  notFoundAttentionAfterMs: number;
}

export interface BillsProvider {
  /** the provider's documented answer to a reused request id (the resend rule, reconciler.ts) */
  readonly resend: ResendGuarantee;
  variations(serviceId: string): Promise<Variation[]>;
  verify(request: VerifyRequest): Promise<VerifyOutcome>;
  /** never throws for transport problems: a timeout or a lost answer is a pending outcome */
  pay(request: PayRequest): Promise<BillsOutcome>;
  /** never throws for transport problems: a timeout or a lost answer is a pending outcome */
  requery(requestId: string): Promise<BillsOutcome>;
  /**
   * The provider's records of a Lagos day (YYYY-MM-DD) for the day's reconciliation: what it says
   * of each of our request ids of that day, and what else it can list. Throws when it cannot be
   * read.
   */
  dayStatement(day: string, requestIds: readonly string[]): Promise<BillsDayStatement>;
  /** our merchant balance in naira */
  balance(): Promise<number>;
  /** a fresh request id in the provider's format; a purchase keeps its one id through requeries */
  newRequestId(): string;
  /**
   * Whether a failed purchase's stored code blames our own account or configuration (the customer
   * is told the service is unavailable, 503) rather than the purchase itself (400).
   */
  isOurFault(code: string): boolean;
}

import type { TransactionResult } from '@contract/api';

/*
 * What the purchase engine needs from a bills provider (UPSTREAM section 1). The VTpass client
 * implements it against the real API and the built-in simulator alike.
 */

/**
 * What a pay or requery answer means for our money (UPSTREAM section 3):
 * - delivered: the customer has the service; confirm.
 * - failed: nothing was delivered and nothing charged upstream (091, 016, status failed, and the
 *   definite refusals such as 010-013, 017, 018, 021-028); refund.
 * - reversed: delivered or pending before, now reversed upstream (040, status reversed); refund.
 * - pending: charged, outcome unknown (099, 089, 083, timeouts, no or unparseable answer, 000 with
 *   status initiated or pending, 014 on pay); keep pending and requery.
 * - not_found: a requery of a request_id the provider never received (015); the pay may be sent
 *   again with the same request_id.
 */
export type BillsState = 'delivered' | 'failed' | 'reversed' | 'pending' | 'not_found';

export interface BillsOutcome {
  state: BillsState;
  /** the provider's code, e.g. '000', '016'; undefined when no parseable answer came */
  code?: string;
  /** content.transactions.status when present, e.g. 'delivered' */
  status?: string;
  /** a short human reason, safe to show a customer (e.g. the response_description) */
  description: string;
  /** a failure caused by our own account or configuration (018, 021-024, 027, 028, 087), not the customer's */
  ourFault: boolean;
  /** token, units, PINs, cards, vouchers and customer details found in the answer */
  result: TransactionResult;
  /** content.transactions.transactionId */
  providerTransactionId?: string;
  /** up to 2,000 characters of the raw answer, or the transport error, for the audit log */
  raw: string;
}

export interface PayRequest {
  requestId: string;
  serviceId: string;
  /** phone for airtime (not sent), smartcard, meter, profile ID, or phone for Showmax */
  billersCode?: string;
  variationCode?: string;
  /** naira, face value */
  amount: number;
  phone: string;
  /** cable TV except Startimes */
  subscriptionType?: 'change' | 'renew';
  quantity?: number;
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

export interface BillsProvider {
  variations(serviceId: string): Promise<Variation[]>;
  verify(request: VerifyRequest): Promise<VerifyOutcome>;
  /** never throws for transport problems: a timeout or a lost answer is a pending outcome */
  pay(request: PayRequest): Promise<BillsOutcome>;
  /** never throws for transport problems: a timeout or a lost answer is a pending outcome */
  requery(requestId: string): Promise<BillsOutcome>;
  /** our merchant balance in naira */
  balance(): Promise<number>;
}

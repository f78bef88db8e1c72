import type { ResendGuarantee } from './bills';

/*
 * The port the engine buys printable e-PINs through (airtime recharge cards and data cards, sold
 * to agents in batches to print and sell offline): what it needs from an e-PIN seller, whoever the
 * vendor. An adapter (providers/clubkonnect/epins.ts) implements it against the real API and its
 * simulator alike, and is wired in by the composition root.
 *
 * PINs are cash. Nothing an adapter answers outside `cards` carries a PIN: `raw`, `description`
 * and `code` are redacted (ports/epin-redact.ts), and adapters never log an answer.
 */

export type EpinNetwork = 'mtn' | 'glo' | 'airtel' | '9mobile';

/** airtime: recharge cards of a denomination; data: data cards of a plan */
export type EpinKind = 'airtime' | 'data';

/** The most cards one request may ask for (a seller may take fewer: its `maxPerOrder`). */
export const EPIN_MAX_QUANTITY = 500;

export interface EpinRequest {
  /** ours, kept through requeries; the seller's id of the batch order */
  requestId: string;
  kind: EpinKind;
  network: EpinNetwork;
  /** airtime: the denomination of every card, in naira (e.g. 100, 200, 500) */
  valueNaira?: number;
  /** data: the seller's plan code */
  planCode?: string;
  /** cards wanted, 1 to the seller's maxPerOrder */
  quantity: number;
}

/**
 * What a buy or requery answer means for our money; the adapter classifies every answer into one:
 * - delivered: every card asked for came (in `cards`); confirm.
 * - partial: the seller settled the batch short: `cards` holds the cards that came (at least one,
 *   fewer than asked) and no more will come under this request id. Definite: deliver these, and
 *   refund the cards that did not come.
 * - failed: a definite refusal before any card was issued, nothing charged upstream; refund.
 *   `ourFault` and `providerSide` say why (as for the bills port).
 * - pending: the outcome is not known (a timeout, no or an unreadable answer, the batch still
 *   being issued, a status we do not know); `cards` is empty. Keep the money and requery: an
 *   uncertain answer is never a failure.
 * - not_found (requery only): the seller has no order under this request id.
 */
export type EpinState = 'delivered' | 'partial' | 'failed' | 'pending' | 'not_found';

export interface EpinCard {
  /** the card's serial number, printed beside the PIN */
  serial: string;
  /** the PIN the buyer loads; the only field that is cash */
  pin: string;
  /** the seller's batch the card was issued in */
  batchNo: string;
  /**
   * naira: the card's face value as the seller states it (the airtime denomination); 0 when it
   * does not say (a data card's row may name its plan only)
   */
  valueNaira: number;
  /** the seller's id of this card's issue */
  providerTransactionId?: string;
  /** the plan as the seller names it on a data card, e.g. "1 GB - 30 days" */
  productName?: string;
}

export interface EpinOutcome {
  state: EpinState;
  /** delivered: every card asked for; partial: those that came; otherwise empty */
  cards: EpinCard[];
  /** a short human reason, safe to show a customer; never a PIN */
  description: string;
  /** the seller's answer code (status or status code); undefined when none came */
  code?: string;
  /** a failure caused by our own account or configuration (credentials, float, our request) */
  ourFault: boolean;
  /**
   * A failure refused before issuing for a reason on the seller's side or our account with it
   * (service down, no float, a denomination, plan or quantity it does not sell): another seller
   * may take the same order. False for every other state.
   */
  providerSide: boolean;
  /** the seller's own id of the batch order, when it gave one */
  providerTransactionId?: string;
  /** naira the seller says it took from our balance for the order, when it says */
  charged?: number;
  /** up to 2,000 characters of the answer with every PIN redacted, or the transport error */
  raw: string;
}

export interface EpinSeller {
  /** the seller's documented answer to a reused request id (as for the bills port) */
  readonly resend: ResendGuarantee;
  /** the most cards the seller issues in one order; a bigger batch is bought in several orders */
  readonly maxPerOrder: number;
  /** never throws for transport problems: a timeout or a lost answer is a pending outcome */
  buyEpins(request: EpinRequest): Promise<EpinOutcome>;
  /**
   * The order as the seller has it now. `quantity`: the cards the order asked for (the seller's
   * answer lists the cards that came, not how many were wanted). Never throws for transport
   * problems.
   */
  requeryEpins(requestId: string, quantity: number): Promise<EpinOutcome>;
  /** whether an answer code blames our own account or configuration (the reply is then a 503) */
  isOurFault(code: string): boolean;
  /** the airtime denominations the seller issues on a network, in naira */
  epinDenominations(network: EpinNetwork): readonly number[];
  /** a fresh request id in the seller's format */
  newRequestId(): string;
}

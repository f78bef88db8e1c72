import type { WebhookHeaders } from './http';

/*
 * The port funding goes through: card checkouts, their status and reserved bank accounts. An
 * adapter (providers/monnify) implements it against the real API and its simulator alike, and is
 * wired in by the composition root; nothing else imports the adapter.
 */

/** The provider could not be reached, or answered with an error (status: its HTTP status). */
export class PaymentsProviderError extends Error {
  constructor(
    message: string,
    /** HTTP status, when the provider answered at all */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PaymentsProviderError';
  }
}

export interface InitTransactionInput {
  /** naira */
  amount: number;
  customerName: string;
  customerEmail: string;
  paymentReference: string;
  paymentDescription: string;
  redirectUrl: string;
}

export interface InitTransactionResult {
  transactionReference: string;
  paymentReference: string;
  checkoutUrl: string;
}

export interface TransactionStatus {
  transactionReference: string;
  paymentReference: string;
  /** PAID, OVERPAID, PARTIALLY_PAID, PENDING, FAILED, EXPIRED, CANCELLED */
  paymentStatus: string;
  /** naira */
  amountPaid: number;
  /** naira */
  totalPayable: number;
  paidOn: string | null;
  /** RESERVED_ACCOUNT for a transfer into a reserved account, WEB_SDK and others for checkouts */
  productType: string | null;
  /** our accountReference for RESERVED_ACCOUNT */
  productReference: string | null;
}

export interface ReserveAccountInput {
  accountReference: string;
  accountName: string;
  customerName: string;
  customerEmail: string;
  nin?: string;
  preferredBanks: string[];
}

export interface ReservedBankAccount {
  bankCode: string;
  bankName: string;
  accountNumber: string;
  accountName: string;
}

export interface ReserveAccountResult {
  accountReference: string;
  accounts: ReservedBankAccount[];
}

/** A payment the provider received (PAID, OVERPAID or PARTIALLY_PAID), as its records show it. */
export interface ReceivedPayment {
  transactionReference: string;
  paymentReference: string;
  /** naira */
  amountPaid: number;
  paidOn: string;
  /** RESERVED_ACCOUNT for a transfer into a reserved account, WEB_SDK and others for checkouts */
  productType: string | null;
}

export interface PaymentsProvider {
  initTransaction(input: InitTransactionInput): Promise<InitTransactionResult>;
  /** throws PaymentsProviderError (status 404: the provider has no such transaction) */
  getTransactionStatus(transactionReference: string): Promise<TransactionStatus>;
  reserveAccount(input: ReserveAccountInput): Promise<ReserveAccountResult>;
  /**
   * Every payment received in a Lagos day (YYYY-MM-DD, paid from its midnight to the next), for
   * the day's reconciliation; throws PaymentsProviderError when the records cannot be read.
   */
  paymentsReceived(day: string): Promise<ReceivedPayment[]>;
  /** whether a notification's raw body carries the provider's valid signature in its headers */
  isSignedNotification(rawBody: Buffer, headers: WebhookHeaders): boolean;
}

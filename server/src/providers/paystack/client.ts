import type { PaystackConfig } from '../../config';
import type { Transport } from '../../ports/http';
import {
  PaymentsProviderError,
  type PaymentsProvider,
  type ReceivedPayment,
  type TransactionStatus,
} from '../../ports/payments';
import { callJson } from '../../lib/json-call';
import { numberAt, objectAt, stringAt, type Loose } from '../../lib/loose';
import { lagosDayBounds } from '../../lib/lagos-day-bounds';
import { isValidSignature, PAYSTACK_SIGNATURE_HEADER } from './signature';

/*
 * The Paystack client, the payments port's second adapter, used against the real API and the
 * built-in simulator alike. Every call carries the secret key as a bearer token and has a timeout.
 * Paystack answers { status, message, data } with amounts in kobo; the port speaks naira and
 * Monnify's status words, so this adapter translates both ways (PROVIDER.md lists what could not
 * be confirmed). A card checkout's reference is ours (the payment reference), so verifying it needs
 * no reference of Paystack's.
 */

export class PaystackError extends PaymentsProviderError {
  constructor(message: string, status?: number) {
    super(message, status);
    this.name = 'PaystackError';
  }
}

/** Paystack's transaction status in the port's words (Monnify's paymentStatus). */
export function portStatus(status: string): string {
  switch (status) {
    case 'success':
      return 'PAID';
    case 'failed':
      return 'FAILED';
    case 'reversed':
      return 'REVERSED';
    // not completed (the customer left the page): nothing credited or failed, the callback page
    // says cancelled; a payment made later on the same checkout still credits
    case 'abandoned':
      return 'ABANDONED';
    default:
      return 'PENDING';
  }
}

/** The channel of a transfer into a dedicated account. */
export const DEDICATED_CHANNEL = 'dedicated_nuban';
/** The port's product type of a transfer into a dedicated account (Monnify's word). */
export const RESERVED_ACCOUNT = 'RESERVED_ACCOUNT';

const LIST_PAGE_SIZE = 100;
const MAX_LIST_PAGES = 200;

const naira = (kobo: unknown) => (numberAt(kobo) ?? 0) / 100;

/** A transaction as Paystack shows it (verify, list, charge.success), in the port's terms. */
export function transactionStatusOf(data: Loose, reference = ''): TransactionStatus {
  const channel = stringAt(data.channel) || stringAt(objectAt(data.authorization).channel);
  const status = portStatus(stringAt(data.status).toLowerCase());
  const amount = naira(data.amount);
  const paidOn = stringAt(data.paid_at ?? data.paidAt) || null;
  const dedicated = channel === DEDICATED_CHANNEL;
  const transactionReference = stringAt(data.reference) || reference;
  return {
    transactionReference,
    paymentReference: transactionReference,
    paymentStatus: status,
    amountPaid: status === 'PAID' ? amount : 0,
    totalPayable: naira(data.requested_amount ?? data.amount),
    paidOn,
    productType: dedicated ? RESERVED_ACCOUNT : channel ? channel.toUpperCase() : null,
    productReference: dedicated ? stringAt(objectAt(data.customer).customer_code) || null : null,
  };
}

export function createPaystackClient(
  config: Pick<PaystackConfig, 'baseUrl' | 'secretKey' | 'timeoutMs' | 'preferredBank'>,
  transport: Transport = (url, init) => fetch(url, init),
): PaymentsProvider {
  async function call(method: string, path: string, body?: unknown): Promise<Loose> {
    const name = `Paystack ${method} ${path}`;
    const { status, body: envelope } = await callJson(
      transport,
      {
        url: `${config.baseUrl}${path}`,
        method,
        headers: { authorization: `Bearer ${config.secretKey}` },
        body,
        timeoutMs: config.timeoutMs,
        name,
      },
      (message, answered) => new PaystackError(message, answered),
    );
    if (status < 200 || status >= 300 || envelope.status !== true) {
      const message = stringAt(envelope.message) || `HTTP ${status}`;
      throw new PaystackError(`${name}: ${message}`, status);
    }
    return envelope;
  }

  const dataOf = (envelope: Loose) => objectAt(envelope.data);

  return {
    async initTransaction(input) {
      // Paystack appends trxref and reference to the callback; the SPA reads paymentReference.
      const callback = new URL(input.redirectUrl);
      callback.searchParams.set('paymentReference', input.paymentReference);
      const data = dataOf(
        await call('POST', '/transaction/initialize', {
          email: input.customerEmail,
          amount: String(Math.round(input.amount * 100)),
          currency: 'NGN',
          reference: input.paymentReference,
          callback_url: callback.toString(),
          metadata: { description: input.paymentDescription, customer: input.customerName },
        }),
      );
      const checkoutUrl = stringAt(data.authorization_url);
      if (!checkoutUrl)
        throw new PaystackError('Paystack initialize returned no authorization_url');
      const reference = stringAt(data.reference) || input.paymentReference;
      return { transactionReference: reference, paymentReference: reference, checkoutUrl };
    },

    async getTransactionStatus(reference) {
      const data = dataOf(
        await call('GET', `/transaction/verify/${encodeURIComponent(reference)}`),
      );
      return transactionStatusOf(data, reference);
    },

    async reserveAccount(input) {
      const [firstName = input.customerName, ...rest] = input.customerName.split(/\s+/);
      // Creating a customer whose e-mail Paystack knows answers that customer (PROVIDER.md).
      const customer = dataOf(
        await call('POST', '/customer', {
          email: input.customerEmail,
          first_name: firstName,
          last_name: rest.join(' ') || firstName,
        }),
      );
      const customerCode = stringAt(customer.customer_code);
      if (!customerCode) throw new PaystackError('Paystack customer returned no customer_code');
      const account = dataOf(
        await call('POST', '/dedicated_account', {
          customer: customerCode,
          preferred_bank: input.preferredBanks[0] ?? config.preferredBank,
        }),
      );
      const bank = objectAt(account.bank);
      const accountNumber = stringAt(account.account_number);
      return {
        accountReference: customerCode,
        accounts: accountNumber
          ? [
              {
                bankCode: stringAt(bank.slug) || stringAt(bank.id),
                bankName: stringAt(bank.name),
                accountNumber,
                accountName: stringAt(account.account_name) || input.accountName,
              },
            ]
          : [],
      };
    },

    async paymentsReceived(day) {
      const { from, to } = lagosDayBounds(day);
      const received: ReceivedPayment[] = [];
      for (let page = 1; page <= MAX_LIST_PAGES; page += 1) {
        const query = new URLSearchParams({
          status: 'success',
          from: from.toISOString(),
          to: to.toISOString(),
          perPage: String(LIST_PAGE_SIZE),
          page: String(page),
        });
        const envelope = await call('GET', `/transaction?${query.toString()}`);
        const items = Array.isArray(envelope.data) ? envelope.data : [];
        for (const item of items) {
          const status = transactionStatusOf(objectAt(item));
          const paidAt = Date.parse(status.paidOn ?? '');
          // the list is asked for the day; what it answers outside it is not the day's
          if (status.paymentStatus !== 'PAID') continue;
          if (!(paidAt >= from.getTime() && paidAt < to.getTime())) continue;
          received.push({
            transactionReference: status.transactionReference,
            paymentReference: status.paymentReference,
            amountPaid: status.amountPaid,
            paidOn: new Date(paidAt).toISOString(),
            productType: status.productType,
          });
        }
        const pageCount = numberAt(objectAt(envelope.meta).pageCount) ?? page;
        if (items.length === 0 || page >= pageCount) return received;
      }
      throw new PaystackError(
        `Paystack transaction list: more than ${MAX_LIST_PAGES * LIST_PAGE_SIZE} payments in ${day}`,
      );
    },

    isSignedNotification: (rawBody, headers) =>
      isValidSignature(config.secretKey, rawBody, headers[PAYSTACK_SIGNATURE_HEADER]),
  };
}

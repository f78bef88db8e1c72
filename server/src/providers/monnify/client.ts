import type { MonnifyConfig } from '../../config';
import type { Transport } from '../../ports/http';
import {
  PaymentsProviderError,
  type PaymentsProvider,
  type ReceivedPayment,
} from '../../ports/payments';
import type { IdentityVerifier } from '../../ports/identity';
import { monnifyIdentity } from './identity';
import { isValidSignature } from './signature';
import { callJson } from '../../lib/json-call';
import { lagosDayBounds } from '../../lib/lagos-day-bounds';

/*
 * The one Monnify client, the payments port's adapter, used against the real API and against the built-in
 * simulator alike. The day's payments come from the transaction search (GET
 * /api/v1/transactions/search, paged with page and size, the day as from and to); its filter
 * formats are unconfirmed on Monnify's pages, so what it answers is filtered again here. Every call has a timeout; the access token is cached in memory until a minute
 * before it expires and fetched again after a 401. Responses are parsed loosely: only the fields we
 * use are read, and numbers may arrive as strings.
 */

export class MonnifyError extends PaymentsProviderError {
  constructor(message: string, status?: number) {
    super(message, status);
    this.name = 'MonnifyError';
  }
}

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const objectAt = (value: unknown): Loose => (isObject(value) ? value : {});
const stringAt = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const stringOrNull = (value: unknown): string | null => stringAt(value) || null;
function numberAt(value: unknown): number {
  const parsed = typeof value === 'string' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : 0;
}

/** The statuses of a payment the customer made (the wallet is credited what was paid). */
const RECEIVED = new Set(['PAID', 'OVERPAID', 'PARTIALLY_PAID']);
const SEARCH_PAGE_SIZE = 100;
const MAX_SEARCH_PAGES = 200;

/** Refetch the token this long before Monnify says it expires. */
const TOKEN_MARGIN_MS = 60_000;

export function createMonnifyClient(
  config: Pick<MonnifyConfig, 'baseUrl' | 'apiKey' | 'secretKey' | 'contractCode' | 'timeoutMs'>,
  transport: Transport = (url, init) => fetch(url, init),
  now: () => number = Date.now,
): PaymentsProvider & IdentityVerifier {
  let token: { value: string; expiresAt: number } | undefined;
  let pendingLogin: Promise<string> | undefined;

  async function call(
    method: string,
    path: string,
    authorization: string,
    body?: unknown,
  ): Promise<{ status: number; envelope: Loose }> {
    const { status, body: envelope } = await callJson(
      transport,
      {
        url: `${config.baseUrl}${path}`,
        method,
        headers: { authorization },
        body,
        timeoutMs: config.timeoutMs,
        name: `Monnify ${method} ${path}`,
      },
      (message, answered) => new MonnifyError(message, answered),
    );
    return { status, envelope };
  }

  function unwrap(method: string, path: string, status: number, envelope: Loose): Loose {
    if (status < 200 || status >= 300 || envelope.requestSuccessful === false) {
      const message = stringAt(envelope.responseMessage) || `HTTP ${status}`;
      throw new MonnifyError(`Monnify ${method} ${path}: ${message}`, status);
    }
    return objectAt(envelope.responseBody);
  }

  async function login(): Promise<string> {
    const basic = Buffer.from(`${config.apiKey}:${config.secretKey}`).toString('base64');
    const path = '/api/v1/auth/login';
    const { status, envelope } = await call('POST', path, `Basic ${basic}`);
    const body = unwrap('POST', path, status, envelope);
    const value = stringAt(body.accessToken);
    if (!value) throw new MonnifyError('Monnify login returned no accessToken', status);
    const expiresInMs = (numberAt(body.expiresIn) || 3600) * 1000;
    token = { value, expiresAt: now() + expiresInMs - TOKEN_MARGIN_MS };
    return value;
  }

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > now()) return token.value;
    // Concurrent callers share one login.
    pendingLogin ??= login().finally(() => {
      pendingLogin = undefined;
    });
    return pendingLogin;
  }

  async function authorized(method: string, path: string, body?: unknown): Promise<Loose> {
    let result = await call(method, path, `Bearer ${await accessToken()}`, body);
    if (result.status === 401) {
      token = undefined;
      result = await call(method, path, `Bearer ${await accessToken()}`, body);
    }
    return unwrap(method, path, result.status, result.envelope);
  }

  return {
    ...monnifyIdentity(authorized),

    async paymentsReceived(day) {
      const { from, to } = lagosDayBounds(day);
      const received: ReceivedPayment[] = [];
      for (let page = 0; page < MAX_SEARCH_PAGES; page += 1) {
        const query = new URLSearchParams({
          page: String(page),
          size: String(SEARCH_PAGE_SIZE),
          from: from.toISOString(),
          to: to.toISOString(),
        });
        const body = await authorized('GET', `/api/v1/transactions/search?${query.toString()}`);
        const content = Array.isArray(body.content) ? body.content : [];
        for (const item of content) {
          const payment = objectAt(item);
          const paidOn = stringAt(payment.paidOn ?? payment.completedOn);
          const paidAt = Date.parse(paidOn);
          // the search is asked for the day; what it answers outside it is not the day's
          if (!RECEIVED.has(stringAt(payment.paymentStatus).toUpperCase())) continue;
          if (!(paidAt >= from.getTime() && paidAt < to.getTime())) continue;
          received.push({
            transactionReference: stringAt(payment.transactionReference),
            paymentReference: stringAt(payment.paymentReference),
            amountPaid: numberAt(payment.amountPaid),
            paidOn: new Date(paidAt).toISOString(),
            productType: stringOrNull(objectAt(payment.product).type ?? payment.productType),
          });
        }
        if (body.last !== false || content.length === 0) return received;
      }
      throw new MonnifyError(
        `Monnify transactions/search: more than ${MAX_SEARCH_PAGES * SEARCH_PAGE_SIZE} payments in ${day}`,
      );
    },

    isSignedNotification: (rawBody, headers) =>
      isValidSignature(config.secretKey, rawBody, headers['monnify-signature']),

    async initTransaction(input) {
      const body = await authorized('POST', '/api/v1/merchant/transactions/init-transaction', {
        ...input,
        currencyCode: 'NGN',
        contractCode: config.contractCode,
        paymentMethods: ['CARD', 'ACCOUNT_TRANSFER', 'USSD'],
      });
      const result = {
        transactionReference: stringAt(body.transactionReference),
        paymentReference: stringAt(body.paymentReference) || input.paymentReference,
        checkoutUrl: stringAt(body.checkoutUrl),
      };
      if (!result.transactionReference || !result.checkoutUrl)
        throw new MonnifyError('Monnify init-transaction returned no checkoutUrl');
      return result;
    },

    async getTransactionStatus(transactionReference) {
      const body = await authorized(
        'GET',
        `/api/v2/transactions/${encodeURIComponent(transactionReference)}`,
      );
      const product = objectAt(body.product);
      return {
        transactionReference: stringAt(body.transactionReference) || transactionReference,
        paymentReference: stringAt(body.paymentReference),
        paymentStatus: stringAt(body.paymentStatus).toUpperCase() || 'PENDING',
        amountPaid: numberAt(body.amountPaid),
        totalPayable: numberAt(body.totalPayable ?? body.amount),
        paidOn: stringOrNull(body.paidOn),
        productType: stringOrNull(product.type),
        productReference: stringOrNull(product.reference),
      };
    },

    async reserveAccount(input) {
      const body = await authorized('POST', '/api/v2/bank-transfer/reserved-accounts', {
        accountReference: input.accountReference,
        accountName: input.accountName,
        customerName: input.customerName,
        customerEmail: input.customerEmail,
        currencyCode: 'NGN',
        contractCode: config.contractCode,
        ...(input.nin ? { nin: input.nin } : {}),
        getAllAvailableBanks: false,
        preferredBanks: input.preferredBanks,
      });
      const accounts = (Array.isArray(body.accounts) ? body.accounts : []).map((item) => {
        const account = objectAt(item);
        return {
          bankCode: stringAt(account.bankCode),
          bankName: stringAt(account.bankName),
          accountNumber: stringAt(account.accountNumber),
          accountName: stringAt(account.accountName) || input.accountName,
        };
      });
      return {
        accountReference: stringAt(body.accountReference) || input.accountReference,
        accounts: accounts.filter((account) => account.accountNumber),
      };
    },
  };
}

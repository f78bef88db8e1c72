import type { VtpassConfig } from '../../config';
import { callWithin } from '../../lib/deadline';
import { numberAt, objectAt, stringAt } from '../../lib/loose';
import {
  takesSubscriptionType,
  type BillsProvider,
  type PayRequest,
  type ResendGuarantee,
  type Variation,
  type VerifyOutcome,
} from '../../ports/bills';
import type { Transport } from '../../ports/http';
import {
  classifyAnswer,
  normaliseCode,
  OUR_FAULT_CODES,
  parseBody,
  type VtpassAnswer,
} from './classify';
import type { ResultItemField } from '../../ports/result-items';
import { statementByRequery } from '../../ports/statement-by-requery';
import { newRequestId } from './request-id';

/*
 * The one VTpass client, the bills port's adapter, used against the real API and the built-in simulator
 * alike. GET calls send api-key and public-key, POST calls api-key and secret-key. Every call is cut
 * off after config.timeoutMs. pay and requery never throw: whatever happens on the wire becomes a
 * BillsOutcome (classify.ts); variations and balance throw VtpassError; verify reports failures in
 * its answer.
 */

export class VtpassError extends Error {
  constructor(
    message: string,
    /** HTTP status, when VTpass answered at all */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'VtpassError';
  }
}

/** serviceIDs of airtime: pay sends only request_id, serviceID, amount and phone. */
export const AIRTIME_SERVICE_IDS: ReadonlySet<string> = new Set([
  'mtn',
  'glo',
  'airtel',
  'etisalat',
]);
export const VERIFY_UNAVAILABLE = 'Verification is not available right now. Please try again.';
const VERIFY_INVALID = 'We could not verify this number. Please check it and try again.';

/** Verify codes that are the customer's to fix; anything else is our side or VTpass's. */
const VERIFY_CUSTOMER_CODES = new Set(['010', '011', '012', '013', '017']);

type Scalar = string | number | boolean | null;

/** The body pay sends for a request (exported for tests). */
export function payBody(request: PayRequest): Record<string, string | number> {
  const body: Record<string, string | number> = {
    // The service's own fields first: none of them may stand in for the request's identity.
    ...request.fields,
    request_id: request.requestId,
    serviceID: request.serviceId,
    amount: request.amount,
    phone: request.phone,
  };
  if (AIRTIME_SERVICE_IDS.has(request.serviceId)) return body;
  if (request.billersCode !== undefined) body.billersCode = request.billersCode;
  if (request.variationCode !== undefined) body.variation_code = request.variationCode;
  if (request.subscriptionType && takesSubscriptionType(request.serviceId))
    body.subscription_type = request.subscriptionType;
  if (request.quantity !== undefined) body.quantity = request.quantity;
  return body;
}

/**
 * VTpass answers a pay call under a request_id it already has with code 014 ("request ID already
 * exists") and sells nothing: the order stays the first one, which a requery reads. So an order
 * whose first pay answer was lost may be sent again under its id.
 */
export const VTPASS_RESEND: ResendGuarantee = {
  reusedIdAnsweredWithFirstOrder: true,
  source: 'VTpass response codes: 014 "REQUEST ID ALREADY EXIST" refuses a reused request_id',
  notFoundAttentionAfterMs: 0,
};

export function createVtpassClient(
  config: Pick<VtpassConfig, 'baseUrl' | 'apiKey' | 'publicKey' | 'secretKey' | 'timeoutMs'>,
  transport: Transport = (url, init) => fetch(url, init),
  /** the answer's fields the services keep as items of what they delivered */
  resultItems: readonly ResultItemField[] = [],
): BillsProvider {
  const baseUrl = config.baseUrl.replace(/\/+$/, '');

  /** One call; never throws. */
  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<VtpassAnswer> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'api-key': config.apiKey,
    };
    if (method === 'GET') headers['public-key'] = config.publicKey;
    else {
      headers['secret-key'] = config.secretKey;
      headers['content-type'] = 'application/json';
    }
    return callWithin(`VTpass ${method} ${path}`, config.timeoutMs, (signal) =>
      transport(`${baseUrl}/${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      }),
    );
  }

  /** The JSON envelope of a call that must succeed, or a VtpassError. */
  async function envelopeOf(method: 'GET' | 'POST', path: string) {
    const answer = await call(method, path);
    if (answer.kind === 'error') throw new VtpassError(answer.error);
    const envelope = parseBody(answer.body);
    if (answer.status >= 400 || !envelope)
      throw new VtpassError(
        `VTpass ${method} ${path} answered HTTP ${answer.status}: ${answer.body.slice(0, 200)}`,
        answer.status,
      );
    return envelope;
  }

  async function requery(requestId: string) {
    return classifyAnswer(
      'requery',
      await call('POST', 'requery', { request_id: requestId }),
      resultItems,
    );
  }

  return {
    resend: VTPASS_RESEND,

    async variations(serviceId) {
      const path = `service-variations?serviceID=${encodeURIComponent(serviceId)}`;
      const envelope = await envelopeOf('GET', path);
      const content = objectAt(envelope.content);
      const list = Array.isArray(content.variations)
        ? content.variations
        : Array.isArray(content.varations)
          ? content.varations
          : undefined;
      if (!list)
        throw new VtpassError(
          `VTpass service-variations for ${serviceId}: ${stringAt(envelope.response_description) || 'no variations'}`,
        );
      return list
        .map((item): Variation => {
          const variation = objectAt(item);
          const fixed = variation.fixedPrice;
          return {
            variationCode: stringAt(variation.variation_code),
            name: stringAt(variation.name),
            amount: numberAt(variation.variation_amount) ?? 0,
            fixedPrice: fixed === true || stringAt(fixed).toLowerCase() === 'yes',
          };
        })
        .filter((variation) => variation.variationCode);
    },

    async verify(request): Promise<VerifyOutcome> {
      const path = request.byEmail ? 'merchant-verify/smile/email' : 'merchant-verify';
      const answer = await call('POST', path, {
        billersCode: request.billersCode,
        serviceID: request.serviceId,
        ...(request.type ? { type: request.type } : {}),
      });
      const unavailable = { ok: false, error: VERIFY_UNAVAILABLE, unavailable: true } as const;
      if (answer.kind === 'error' || answer.status >= 500) return unavailable;
      const envelope = parseBody(answer.body);
      if (!envelope) return unavailable;
      const code = normaliseCode(envelope.code);
      const content = objectAt(envelope.content);
      if (code === '000' || code === '020') {
        const error = stringAt(content.error);
        const wrong = content.WrongBillersCode === true || content.WrongBillersCode === 'true';
        if (error || wrong || Object.keys(content).length === 0)
          return { ok: false, error: error || VERIFY_INVALID, unavailable: false };
        const scalars: Record<string, Scalar> = {};
        for (const [key, value] of Object.entries(content))
          if (
            value === null ||
            typeof value === 'string' ||
            typeof value === 'number' ||
            typeof value === 'boolean'
          )
            scalars[key] = value;
        // Smile answers with the accounts of the number; its pay wants the first one's id.
        const accounts = objectAt(content.AccountList).Account;
        const firstAccount = objectAt(Array.isArray(accounts) ? accounts[0] : accounts);
        const accountId = stringAt(firstAccount.AccountId);
        if (accountId && scalars.AccountId === undefined) scalars.AccountId = accountId;
        return { ok: true, content: scalars };
      }
      if (code && VERIFY_CUSTOMER_CODES.has(code))
        return {
          ok: false,
          error: stringAt(content.error) || VERIFY_INVALID,
          unavailable: false,
        };
      return unavailable;
    },

    async pay(request) {
      return classifyAnswer('pay', await call('POST', 'pay', payBody(request)), resultItems);
    },

    requery,

    // VTpass lists no day of transactions: each of ours is requeried.
    dayStatement: (_day, requestIds) => statementByRequery('VTpass', requery, requestIds),

    async balance() {
      const envelope = await envelopeOf('GET', 'balance');
      const balance = numberAt(
        objectAt(envelope.contents).balance ?? objectAt(envelope.content).balance,
      );
      if (balance === undefined)
        throw new VtpassError(
          `VTpass balance: ${stringAt(envelope.response_description) || 'no balance in the answer'}`,
        );
      return balance;
    },

    newRequestId: () => newRequestId(),

    isOurFault: (code) => OUR_FAULT_CODES.has(code),
  };
}

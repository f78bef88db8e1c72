import type { CallAnswer } from '../../lib/deadline';
import { declaredItemsOf, type ResultItemField } from '../../ports/result-items';
import type { TransactionResult } from '@contract/api';
import { isObject, numberAt, stringAt, type Loose } from '../../lib/loose';
import type { BillsOutcome, BillsState } from '../../ports/bills';

/*
 * What a ClubKonnect answer to a purchase or a query means (PROVIDER.md has the table). Pure: the
 * adapter hands over what the transport produced and gets a BillsOutcome back. Conservative: only
 * ORDER_COMPLETED with status code 200 is delivered, and only a documented refusal (a credentials,
 * balance or request error, or an order the network cancelled) is failed; a timeout, no or an
 * unreadable answer, ORDER_RECEIVED, ORDER_PROCESSED, ORDER_ONHOLD, the completed-but-unconfirmed
 * codes 201 and 299, and any status we do not know stay pending, to be queried again.
 */

export type BillsOperation = 'pay' | 'requery';

/** What the transport produced: an HTTP answer, or no answer at all. */
export type ClubkonnectAnswer = CallAnswer;

/** The most of an answer kept as `raw` for the audit log. */
export const RAW_LIMIT = 2000;

const TEXT = {
  timeout: 'The provider did not answer in time. We are checking the status of your purchase.',
  noAnswer: 'The provider did not answer. We are checking the status of your purchase.',
  unreadable:
    'The provider gave an unexpected answer. We are checking the status of your purchase.',
  pending: 'Your purchase is being processed.',
  delivered: 'Transaction successful.',
  failed: 'The transaction failed.',
  notFound: 'The provider has no record of this transaction.',
  ourFault: 'This service is temporarily unavailable. Please try again later.',
  planUnavailable: 'The selected plan is not available.',
  busy: 'The provider cannot process this purchase right now. Please try again later.',
} as const;

/** Refusals caused by our account or configuration: credentials, IP whitelist, float, our request. */
const OUR_FAULT_STATUSES: ReadonlySet<string> = new Set([
  'INVALID_CREDENTIALS',
  'MISSING_CREDENTIALS',
  'MISSING_USERID',
  'MISSING_APIKEY',
  'INSUFFICIENT_BALANCE',
  'INSUFFICIENT_APIAMOUNT',
  'INSUFFICIENT_APISTOREDEALERAMOUNT',
  'INSUFFICIENT_APISTOREAMOUNT',
  'INVALID_API',
  'INVALID_API_ERROR1',
  'INVALID_API_ERROR2',
  'INVALID_PAYMENT_OPTION',
  'MISSING_MOBILENETWORK',
  'INVALID_MOBILENETWORK',
  'MISSING_REQUESTID',
  'INVALID_REQUESTID',
  'UNSUPPORTED_SERVICE',
  // the e-PIN scripts' parameters, as we read them (PROVIDER.md, e-PINs)
  'MISSING_VALUE',
  'MISSING_QUANTITY',
]);

/** The numeric codes of the same refusals, as a stored code may be either. */
const OUR_FAULT_CODES: ReadonlySet<string> = new Set([
  '400',
  '401',
  '402',
  '403',
  '404',
  '410',
  '411',
  '412',
  '413',
  '414',
  '415',
  '416',
  '417',
  '418',
]);

/** The provider does not offer what was asked (plan or package unknown to it): another may. */
const UNAVAILABLE_STATUSES: ReadonlySet<string> = new Set([
  'INVALID_DATAPLAN',
  'MISSING_DATAPLAN',
  'INVALID_PACKAGE',
  'INVALID_CABLETV',
  'INVALID_EXAMTYPE',
  'INVALID_ELECTRICCOMPANY',
  'INVALID_METERTYPE',
  'UNSUPPORTED_QUANTITY',
  'UNSUPPORTED_VALUE',
  // an e-PIN denomination or batch size ClubKonnect does not issue (our reading of the names)
  'INVALID_VALUE',
  'INVALID_QUANTITY',
]);

/** Refusals of the order itself (number, amount): they would fail at any provider. */
const CUSTOMER_STATUSES: Readonly<Record<string, string>> = {
  INVALID_RECIPIENT: 'The phone number was not accepted by the provider.',
  MISSING_MOBILENUMBER: 'The phone number was not accepted by the provider.',
  INVALID_MOBILENUMBER: 'The phone number was not accepted by the provider.',
  MISSING_AMOUNT: 'The amount was not accepted by the provider.',
  INVALID_AMOUNT: 'The amount was not accepted by the provider.',
  MINIMUM_50: 'The amount is below the minimum for this service.',
  MINIMUM_100: 'The amount is below the minimum for this service.',
  MINIMUM_1000: 'The amount is below the minimum for this service.',
  MAXIMUM_200000: 'The amount is above the maximum for this service.',
  INVALID_SMARTCARDNO: 'The smartcard number was not accepted by the provider.',
  INVALID_METERNO: 'The meter number was not accepted by the provider.',
  INVALID_PROFILEID: 'The profile ID was not accepted by the provider.',
};

/** Requery answers meaning the provider never received the request id. */
const NOT_FOUND_STATUSES: ReadonlySet<string> = new Set([
  'ORDER_NOT_FOUND',
  'INVALID_ORDERID',
  'INVALID_REQUESTID',
]);

/**
 * ORDER_CANCELLED codes that blame the provider's side (server busy, network error, cannot be
 * processed now) rather than the number: another provider may take the order.
 */
const PROVIDER_SIDE_CANCELLATIONS: ReadonlySet<string> = new Set(['501', '506', '507', '508']);

/** Parses a body as a JSON object; undefined for empty, non-JSON or non-object bodies. */
export function parseBody(body: string): Loose | undefined {
  if (!body.trim()) return undefined;
  try {
    const parsed: unknown = JSON.parse(body);
    return isObject(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** A field whatever its capitalisation (ClubKonnect answers `orderid`, its callers `OrderID`). */
export function fieldOf(source: Loose, ...names: string[]): string {
  const wanted = names.map((name) => name.toLowerCase());
  for (const [key, value] of Object.entries(source))
    if (wanted.includes(key.toLowerCase())) {
      const text = stringAt(value);
      if (text) return text;
    }
  return '';
}

/** Whether a failed purchase's stored code blames our account or configuration. */
export const isOurFaultCode = (code: string): boolean =>
  OUR_FAULT_STATUSES.has(code.toUpperCase()) || OUR_FAULT_CODES.has(code);

function outcome(
  state: BillsState,
  description: string,
  raw: string,
  extra: Partial<BillsOutcome> = {},
): BillsOutcome {
  return {
    state,
    description,
    ourFault: false,
    providerSide: false,
    result: {},
    raw: raw.slice(0, RAW_LIMIT),
    ...extra,
  };
}

/** The meaning of a status and status code pair, from any answer (pay, query or callback). */
export function classifyFields(
  operation: BillsOperation,
  fields: Loose,
  raw: string,
  declared: readonly ResultItemField[] = [],
): BillsOutcome {
  const status = (fieldOf(fields, 'status') || fieldOf(fields, 'orderstatus')).toUpperCase();
  const statusCode = fieldOf(fields, 'statuscode');
  const orderId = fieldOf(fields, 'orderid');
  const code = /^\d{3}$/.test(statusCode) ? statusCode : status || undefined;
  // the query's amountcharged: what the order took from our wallet ("1,000.00" at times)
  const charged = numberAt(fieldOf(fields, 'amountcharged').replace(/,/g, ''));
  const base: Partial<BillsOutcome> = {
    ...(code ? { code } : {}),
    ...(status ? { status: status.toLowerCase() } : {}),
    ...(orderId ? { providerTransactionId: orderId } : {}),
    ...(charged === undefined ? {} : { charged }),
  };
  const group = statusCode.charAt(0);

  if (status === 'ORDER_COMPLETED' || (!status && group === '2')) {
    // 201 (network unresponsive, retried for an hour) and 299 do not say the customer has it.
    if (statusCode === '200' || (!statusCode && status === 'ORDER_COMPLETED'))
      return outcome('delivered', TEXT.delivered, raw, {
        ...base,
        result: extractResult(fields, declared),
      });
    return outcome('pending', TEXT.pending, raw, base);
  }
  if (status === 'ORDER_CANCELLED' || (!status && group === '5')) {
    if (statusCode === '521') return outcome('pending', TEXT.pending, raw, base);
    const providerSide = PROVIDER_SIDE_CANCELLATIONS.has(statusCode);
    return outcome('failed', providerSide ? TEXT.busy : TEXT.failed, raw, {
      ...base,
      providerSide,
    });
  }
  if (
    ['ORDER_RECEIVED', 'ORDER_PROCESSED', 'ORDER_ONHOLD'].includes(status) ||
    (!status && ['1', '3', '6'].includes(group))
  )
    return outcome('pending', TEXT.pending, raw, base);

  if (operation === 'requery' && NOT_FOUND_STATUSES.has(status))
    return outcome('not_found', TEXT.notFound, raw, base);
  if (OUR_FAULT_STATUSES.has(status) || (!status && OUR_FAULT_CODES.has(statusCode)))
    return outcome('failed', TEXT.ourFault, raw, { ...base, ourFault: true, providerSide: true });
  if (UNAVAILABLE_STATUSES.has(status))
    return outcome('failed', TEXT.planUnavailable, raw, { ...base, providerSide: true });
  const customerText = CUSTOMER_STATUSES[status];
  if (customerText) return outcome('failed', customerText, raw, base);
  // ORDER_ERROR without a known remark, and anything else: not clearly refused, query again.
  return outcome('pending', status || statusCode ? TEXT.pending : TEXT.unreadable, raw, base);
}

/**
 * What an answer means (BillsOutcome); `declared`: the fields the services keep as items of a
 * delivered purchase's result (ports/result-items.ts).
 */
export function classifyAnswer(
  operation: BillsOperation,
  answer: ClubkonnectAnswer,
  declared: readonly ResultItemField[] = [],
): BillsOutcome {
  if (answer.kind === 'error')
    return outcome('pending', answer.timedOut ? TEXT.timeout : TEXT.noAnswer, answer.error);
  const raw = answer.body;
  if (!raw.trim()) return outcome('pending', TEXT.noAnswer, `HTTP ${answer.status}, empty body`);
  const body = parseBody(raw);
  if (answer.status >= 500 || !body) return outcome('pending', TEXT.unreadable, raw);
  return classifyFields(operation, body, raw, declared);
}

/** What the adapter refuses to send, and the code it stores for it. */
const NOT_OFFERED = {
  service: 'UNSUPPORTED_SERVICE',
  quantity: 'UNSUPPORTED_QUANTITY',
  value: 'UNSUPPORTED_VALUE',
} as const;

/**
 * An outcome for a purchase the adapter refuses to send: a service we did not configure (our
 * fault), or a quantity or denomination ClubKonnect does not sell (another provider may).
 */
export function notOffered(what: keyof typeof NOT_OFFERED): BillsOutcome {
  const code = NOT_OFFERED[what];
  return outcome('failed', TEXT.ourFault, `not sent: ClubKonnect does not sell this ${what}`, {
    code,
    ourFault: what === 'service',
    providerSide: true,
  });
}

/**
 * The CallBackURL notification: ClubKonnect calls our URL with the order's fields in the query
 * string. Settle by a query, not by this alone: the call carries no signature.
 */
export function parseCallback(query: Record<string, unknown>): {
  requestId: string | undefined;
  outcome: BillsOutcome;
} {
  const fields: Loose = {};
  for (const [key, value] of Object.entries(query))
    fields[key] = Array.isArray(value) ? value[0] : value;
  const raw = new URLSearchParams(
    Object.entries(fields).map(([key, value]) => [key, stringAt(value)]),
  ).toString();
  const requestId = fieldOf(fields, 'requestid') || undefined;
  return { requestId, outcome: classifyFields('requery', fields, raw) };
}

// ---- what the customer bought ----

const TOKEN_LABEL = /^\s*(?:token|metertoken)\s*:?\s*/i;

/** "Serial No:WRN123, pin: 4567" (several separated by | or ;) into cards or bare PINs. */
function cardsOf(details: string): Pick<TransactionResult, 'cards' | 'pins'> {
  const cards: { serial: string; pin: string }[] = [];
  const pins: string[] = [];
  for (const part of details.split(/\s*[|;\n]\s*/)) {
    const pin = /pin\s*(?:no)?\s*:?\s*([A-Za-z0-9-]+)/i.exec(part)?.[1];
    const serial = /serial\s*(?:no)?\s*:?\s*([A-Za-z0-9-]+)/i.exec(part)?.[1];
    if (pin && serial) cards.push({ serial, pin });
    else if (pin) pins.push(pin);
  }
  return { ...(cards.length ? { cards } : {}), ...(pins.length ? { pins } : {}) };
}

/**
 * Token, PINs, cards, the customer's name and the items the services declared, as a completed
 * order carries them.
 */
export function extractResult(
  fields: Loose,
  declared: readonly ResultItemField[] = [],
): TransactionResult {
  const result: TransactionResult = {};
  const token = fieldOf(fields, 'metertoken', 'token').replace(TOKEN_LABEL, '').trim();
  if (token) result.token = token;
  const units = fieldOf(fields, 'units', 'meterunits');
  if (units) result.units = /^\d+(\.\d+)?$/.test(units) ? `${units} kWh` : units;
  const details = fieldOf(fields, 'carddetails');
  if (details) Object.assign(result, cardsOf(details));
  const name = fieldOf(fields, 'customer_name', 'customername');
  if (name) result.customer_name = name;
  const items = declaredItemsOf([fields], declared);
  if (items.length) result.items = items;
  return result;
}

import type { CallAnswer } from '../../lib/deadline';
import type { TransactionResult } from '@contract/api';
import { isObject, numberAt, objectAt, stringAt, type Loose } from '../../lib/loose';
import type { BillsOutcome, BillsState } from '../../ports/bills';
import { declaredItemsOf, type ResultItemField } from '../../ports/result-items';

/*
 * What a VTpass answer to pay or requery means. Pure: the client hands
 * over what the transport produced and gets a BillsOutcome back. VTpass's own rule drives the
 * default: anything that does not clearly say delivered or failed is pending, to be requeried with
 * the same request_id. Parsing is loose: codes may be numbers or strings, numbers may be strings,
 * and the extras (token, PINs, cards) may sit at the top level or inside content.
 *
 * Decisions:
 * - content.transactions.status 'resolved' (and code 044 'TRANSACTION RESOLVED') do not say which
 *   way the transaction went. A purchase settles only on delivered, failed or reversed, so
 *   they stay pending: the requery schedule keeps asking and an operator can look, instead of
 *   giving value or refunding on a guess.
 * - 001 (transaction query) is read like 000: the answer is in content.transactions.status.
 * - 015 on pay (the provider calls our request_id invalid) and 085 (improper request ID) are
 *   failures of our own making, so ourFault is true for them.
 * - HTTP 5xx is pending whatever the body says; a 4xx with a readable code is classified by code.
 */

export type BillsOperation = 'pay' | 'requery';

/** What the transport produced: an HTTP answer, or no answer at all. */
export type VtpassAnswer = CallAnswer;

const RAW_LIMIT = 2000;

/** VTpass's code as three digits ('000', '016'), whether it came as 0, '0', 16 or '016'. */
export function normaliseCode(value: unknown): string | undefined {
  const text = stringAt(value);
  if (!/^\d{1,3}$/.test(text)) return undefined;
  return text.padStart(3, '0');
}

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

const DEFAULTS = {
  timeout: 'The provider did not answer in time. We are checking the status of your purchase.',
  noAnswer: 'The provider did not answer. We are checking the status of your purchase.',
  unreadable:
    'The provider gave an unexpected answer. We are checking the status of your purchase.',
  pending: 'Your purchase is being processed.',
  delivered: 'Transaction successful.',
  failed: 'The transaction failed.',
  reversed: 'The transaction was reversed.',
  resolved: 'The provider is reviewing this transaction. We are checking its status.',
  notFound: 'The provider has no record of this transaction.',
  ourFault: 'This service is temporarily unavailable. Please try again later.',
} as const;

/** Codes that refuse the purchase for a reason the customer can act on, with what we show. */
const CUSTOMER_FAILURES: Record<string, string> = {
  '010': 'The selected plan is not available.',
  '011': 'The purchase details were not accepted by the provider.',
  '012': 'This product is not available.',
  '013': 'The amount is below the minimum for this service.',
  '016': 'The transaction failed.',
  '017': 'The amount is above the maximum for this service.',
  '019': 'A similar purchase was made moments ago. Please wait 30 seconds before trying again.',
  '030': 'The biller cannot be reached right now. Please try again later.',
  '031': 'The quantity is below the minimum allowed.',
  '032': 'The quantity is above the maximum allowed.',
  '033': 'The quantity is not allowed for this product.',
  '034': 'This service is suspended. Please try again later.',
  '035': 'This service is not available right now.',
  '091': 'The transaction was not processed. You have not been charged.',
};

/** Codes that are our account's or configuration's fault, not the customer's. */
export const OUR_FAULT_CODES: ReadonlySet<string> = new Set([
  '018',
  '021',
  '022',
  '023',
  '024',
  '027',
  '028',
  '085',
  '087',
]);

/**
 * Refusals before vending that come from VTpass's side (plan or product unavailable, biller
 * unreachable, service suspended, not processed): another provider may take the order. Together
 * with OUR_FAULT_CODES these are the provider-side refusals.
 */
const PROVIDER_SIDE_FAILURES: ReadonlySet<string> = new Set([
  '010',
  '012',
  '030',
  '034',
  '035',
  '091',
]);

/** Codes meaning "still processing, requery". */
const PENDING_CODES = new Set(['099', '089', '083']);

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

/** A response_description fit to show a customer, else the fallback. */
function sensible(description: string, fallback: string): string {
  if (!description || description.length > 120 || /[<>{}]/.test(description)) return fallback;
  // VTpass writes them in capitals ('TRANSACTION SUCCESSFUL'); show them as a sentence.
  if (description === description.toUpperCase()) {
    const lower = description.toLowerCase();
    return `${lower.charAt(0).toUpperCase()}${lower.slice(1)}${/[.!?]$/.test(lower) ? '' : '.'}`;
  }
  return description;
}

/**
 * What an answer means (BillsOutcome); `declared`: the fields the services keep as items of a
 * delivered purchase's result (ports/result-items.ts).
 */
export function classifyAnswer(
  operation: BillsOperation,
  answer: VtpassAnswer,
  declared: readonly ResultItemField[] = [],
): BillsOutcome {
  if (answer.kind === 'error')
    return outcome('pending', answer.timedOut ? DEFAULTS.timeout : DEFAULTS.noAnswer, answer.error);

  const raw = answer.body;
  if (!raw.trim())
    return outcome('pending', DEFAULTS.noAnswer, `HTTP ${answer.status}, empty body`);
  const envelope = parseBody(raw);
  if (answer.status >= 500 || !envelope) return outcome('pending', DEFAULTS.unreadable, raw);

  const code = normaliseCode(envelope.code);
  const content = objectAt(envelope.content);
  const transactions = objectAt(content.transactions);
  const status = stringAt(transactions.status).toLowerCase() || undefined;
  const providerTransactionId = stringAt(transactions.transactionId) || undefined;
  // total_amount: the amount less VTpass's commission, what our wallet with it paid
  const charged = numberAt(transactions.total_amount);
  const description = stringAt(envelope.response_description);
  const base: Partial<BillsOutcome> = {
    code,
    ...(status ? { status } : {}),
    ...(providerTransactionId ? { providerTransactionId } : {}),
    ...(charged === undefined ? {} : { charged }),
  };
  const result = extractResult(envelope, declared);

  if (code === '000' || code === '001') {
    switch (status) {
      case 'delivered':
        return outcome('delivered', sensible(description, DEFAULTS.delivered), raw, {
          ...base,
          result,
        });
      case 'failed':
        return outcome('failed', DEFAULTS.failed, raw, base);
      case 'reversed':
        return outcome('reversed', DEFAULTS.reversed, raw, base);
      case 'resolved':
        return outcome('pending', DEFAULTS.resolved, raw, base);
      default:
        // initiated, pending, missing or unknown: charged, outcome unknown.
        return outcome('pending', DEFAULTS.pending, raw, base);
    }
  }
  if (code === undefined) return outcome('pending', DEFAULTS.unreadable, raw, base);
  if (PENDING_CODES.has(code)) return outcome('pending', DEFAULTS.pending, raw, base);
  if (code === '044') return outcome('pending', DEFAULTS.resolved, raw, base);
  if (code === '040') return outcome('reversed', DEFAULTS.reversed, raw, base);
  if (code === '014')
    // On pay: the request_id is already known upstream, so the first attempt got through; requery.
    return operation === 'pay'
      ? outcome('pending', DEFAULTS.pending, raw, base)
      : outcome('pending', DEFAULTS.unreadable, raw, base);
  if (code === '015')
    return operation === 'requery'
      ? outcome('not_found', DEFAULTS.notFound, raw, base)
      : outcome('failed', DEFAULTS.ourFault, raw, { ...base, ourFault: true, providerSide: true });
  if (OUR_FAULT_CODES.has(code))
    return outcome('failed', DEFAULTS.ourFault, raw, {
      ...base,
      ourFault: true,
      providerSide: true,
    });
  const customerText = CUSTOMER_FAILURES[code];
  if (customerText)
    return outcome('failed', customerText, raw, {
      ...base,
      providerSide: PROVIDER_SIDE_FAILURES.has(code),
    });
  // 020 and anything unknown: VTpass says treat as pending and requery.
  return outcome('pending', DEFAULTS.pending, raw, base);
}

// ---- what the customer bought ----

const stripLabel = (value: string, label: RegExp) => value.replace(label, '').trim();
const TOKEN_LABEL = /^\s*(?:token|mainToken)\s*:?\s*/i;
const PIN_LABEL = /^\s*pin\s*:?\s*/i;

function firstString(sources: Loose[], keys: string[]): string {
  for (const source of sources)
    for (const key of keys) {
      const value = stringAt(source[key]);
      if (value) return value;
    }
  return '';
}

function firstArray(sources: Loose[], keys: string[]): unknown[] | undefined {
  for (const source of sources)
    for (const key of keys) {
      const value = source[key];
      if (Array.isArray(value) && value.length > 0) return value;
    }
  return undefined;
}

/** A value of an object with any of the keys, case-insensitively. */
function pick(item: Loose, ...keys: string[]): string {
  const wanted = keys.map((key) => key.toLowerCase());
  for (const [key, value] of Object.entries(item))
    if (wanted.includes(key.toLowerCase())) {
      const text = stringAt(value);
      if (text) return text;
    }
  return '';
}

const asText = (item: unknown, ...keys: string[]) =>
  isObject(item) ? pick(item, ...keys) : stringAt(item);

/**
 * Token, units, PINs, cards, vouchers, customer details and the items the services declared, from
 * the top level of the answer or its content (VTpass has used both).
 */
export function extractResult(
  envelope: Loose,
  declared: readonly ResultItemField[] = [],
): TransactionResult {
  const content = objectAt(envelope.content);
  const sources = [envelope, content, objectAt(content.transactions)];
  const result: TransactionResult = {};
  const purchasedCode = firstString(sources, ['purchased_code', 'purchasedCode']);

  const cards = firstArray(sources, ['cards', 'Cards'])
    ?.map((item) => ({
      serial: asText(item, 'Serial', 'serial', 'SerialNumber', 'serial_number'),
      pin: asText(item, 'Pin', 'pin'),
    }))
    .filter((card) => card.pin);
  if (cards?.length) result.cards = cards;

  const tokens = firstArray(sources, ['tokens', 'Tokens'])
    ?.map((item) => stripLabel(asText(item, 'Token', 'token', 'Pin', 'pin'), TOKEN_LABEL))
    .filter(Boolean);
  if (tokens?.length) result.pins = tokens;
  else if (PIN_LABEL.test(purchasedCode)) {
    const pins = purchasedCode
      .split(/\s*(?:\|\||,|;)\s*/)
      .map((part) => stripLabel(part, PIN_LABEL))
      .filter(Boolean);
    if (pins.length) result.pins = pins;
  }

  const vouchers = firstArray(sources, ['Voucher', 'vouchers', 'Vouchers', 'voucher'])
    ?.map((item) => asText(item, 'Voucher', 'voucher', 'code', 'Code', 'Pin', 'pin'))
    .filter(Boolean);
  if (vouchers?.length) result.vouchers = vouchers;

  // A prepaid electricity token, unless the PINs or cards above already used purchased_code.
  if (!result.pins && !result.cards && !result.vouchers) {
    const token = stripLabel(firstString(sources, ['token', 'Token', 'mainToken']), TOKEN_LABEL);
    const fromCode = TOKEN_LABEL.test(purchasedCode) ? stripLabel(purchasedCode, TOKEN_LABEL) : '';
    if (token || fromCode) result.token = token || fromCode;
  }

  const certificate = firstString(sources, ['certUrl', 'certificateUrl', 'certificate_url']);
  if (/^https:\/\//.test(certificate)) result.certificate_url = certificate;

  const units = firstString(sources, ['units', 'Units', 'mainTokenUnits']);
  if (units) result.units = /^\d+(\.\d+)?$/.test(units) ? `${units} kWh` : units;

  const name = firstString(sources, ['customerName', 'CustomerName', 'Customer_Name']);
  if (name) result.customer_name = name;
  const address = firstString(sources, ['customerAddress', 'CustomerAddress', 'Address']);
  if (address) result.customer_address = address;
  const items = declaredItemsOf(sources, declared);
  if (items.length) result.items = items;
  return result;
}

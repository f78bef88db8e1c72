import { isObject, numberAt, type Loose } from '../../lib/loose';
import type { BillsOutcome } from '../../ports/bills';
import { redactPins } from '../../ports/epin-redact';
import type { EpinCard, EpinOutcome, EpinState } from '../../ports/epins';
import {
  classifyAnswer,
  classifyFields,
  fieldOf,
  parseBody,
  RAW_LIMIT,
  type BillsOperation,
  type ClubkonnectAnswer,
} from './classify';

/*
 * What a ClubKonnect answer to an e-PIN order, or to the query of one, means (PROVIDER.md,
 * "e-PINs"). Pure. The cards come as rows under TXN_EPIN (airtime) or TXN_EPIN_DATABUNDLE (data),
 * one per card; an answer without rows is read like any other ClubKonnect answer (classify.ts:
 * a refusal, ORDER_RECEIVED, a cancellation, not found). Conservative:
 * - rows, every one with a serial and a PIN, and no status or a completed one: delivered when as
 *   many cards came as were asked (or more), partial when fewer;
 * - rows beside a status that is not completed, or a row without its serial or PIN: pending;
 * - a completed order without rows: pending (the cards are read by a query);
 * - no, an empty or an unreadable answer, or a status we do not know: pending.
 * The raw answer kept has every PIN redacted.
 */

const TEXT = {
  delivered: 'Your e-PINs are ready.',
  pending: 'Your e-PINs are being issued. We are checking the status of your order.',
  unreadable: 'The provider gave an unexpected answer. We are checking the status of your order.',
  partial: (came: number, asked: number) =>
    `The provider issued ${came} of the ${asked} e-PINs ordered; the rest were not issued.`,
} as const;

/** The rows of cards under TXN_EPIN or TXN_EPIN_DATABUNDLE (whatever their case). */
function rowsOf(body: Loose): unknown[] | 'malformed' | undefined {
  for (const [key, value] of Object.entries(body))
    if (/^TXN_EPIN(_DATABUNDLE)?$/i.test(key)) return Array.isArray(value) ? value : 'malformed';
  return undefined;
}

/** A row as a card; undefined when it lacks its serial or PIN. */
function cardOf(row: unknown, faceValue: number | undefined): EpinCard | undefined {
  if (!isObject(row)) return undefined;
  const serial = fieldOf(row, 'sno', 'serialno', 'serial');
  const pin = fieldOf(row, 'pin');
  if (!serial || !pin) return undefined;
  const amount = numberAt(fieldOf(row, 'amount').replace(/,/g, ''));
  const transactionId = fieldOf(row, 'transactionid');
  const productName = fieldOf(row, 'productname');
  return {
    serial,
    pin,
    batchNo: fieldOf(row, 'batchno'),
    valueNaira: amount ?? faceValue ?? 0,
    ...(transactionId ? { providerTransactionId: transactionId } : {}),
    ...(productName ? { productName } : {}),
  };
}

/** A bills reading of a status answer as an e-PIN outcome (no cards). */
function fromBills(bills: BillsOutcome): EpinOutcome {
  // Completed without its cards: the cards are still to be read, by a query.
  const state: EpinState =
    bills.state === 'delivered' ? 'pending' : bills.state === 'reversed' ? 'failed' : bills.state;
  return {
    state,
    cards: [],
    description: state === bills.state ? bills.description : TEXT.pending,
    ...(bills.code ? { code: bills.code } : {}),
    ourFault: bills.ourFault,
    providerSide: bills.providerSide,
    ...(bills.providerTransactionId ? { providerTransactionId: bills.providerTransactionId } : {}),
    ...(bills.charged === undefined ? {} : { charged: bills.charged }),
    raw: bills.raw,
  };
}

/**
 * What an answer to an order (`pay`) or a query (`requery`) of `quantity` cards means;
 * `faceValue`: the airtime denomination asked, the value of a card whose row states none.
 */
export function classifyEpinAnswer(
  operation: BillsOperation,
  answer: ClubkonnectAnswer,
  quantity: number,
  faceValue?: number,
): EpinOutcome {
  const text = answer.kind === 'http' ? answer.body : '';
  const body = answer.kind === 'http' && answer.status < 500 ? parseBody(text) : undefined;
  const rows = body ? rowsOf(body) : undefined;
  if (rows === 'malformed') return unreadable(redactPins(text));
  if (!body || !rows?.length)
    return fromBills(
      classifyAnswer(
        operation,
        answer.kind === 'error'
          ? { ...answer, error: redactPins(answer.error) }
          : { ...answer, body: redactPins(answer.body) },
      ),
    );

  const cards = rows.map((row) => cardOf(row, faceValue));
  const found = cards.filter((card): card is EpinCard => card !== undefined);
  const raw = redactPins(
    text,
    found.map((card) => card.pin),
  );
  if (found.length < cards.length) return unreadable(raw);
  const bills = classifyFields(operation, body, raw);
  const base = fromBills(bills);
  // Rows beside a status that is not a completed order: not yet the batch as issued.
  if (fieldOf(body, 'status', 'orderstatus', 'statuscode') && bills.state !== 'delivered')
    return {
      ...base,
      state: 'pending',
      ourFault: false,
      providerSide: false,
      description: TEXT.pending,
    };
  const whole = found.length >= quantity;
  return {
    ...base,
    state: whole ? 'delivered' : 'partial',
    cards: found,
    description: whole ? TEXT.delivered : TEXT.partial(found.length, quantity),
  };
}

/** An answer we cannot read as cards: pending, to be queried. */
function unreadable(raw: string): EpinOutcome {
  return {
    state: 'pending',
    cards: [],
    description: TEXT.unreadable,
    ourFault: false,
    providerSide: false,
    raw: raw.slice(0, RAW_LIMIT),
  };
}

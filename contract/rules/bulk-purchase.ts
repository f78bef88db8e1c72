import { LIMITS } from '../constants/business';
import { hasTooManyDecimals, isAmountAtLeast, isWholeNaira } from './amount';
import { AMOUNT_MESSAGES, PURCHASE_MESSAGES } from './messages';
import { NETWORK_NAMES, networkOfPhone, type Network } from './network';
import { normalizePurchasePhone } from './phone';

/*
 * Bulk top-up: airtime or data to many numbers from one spreadsheet. The preview and the server
 * check each row by these rules; the server then prices each row as a single purchase would.
 * A row with a plan code buys that data plan, any other row airtime of its amount.
 */

export const MAX_BULK_ROWS = 1000;
/** The highest line number a sheet's line may carry (a sheet with blank lines between rows). */
export const MAX_SHEET_LINE = 100_000;

export type BulkService = 'airtime' | 'data';

/** A row as the customer sent it: `network` only when they chose it (a ported number). */
export interface BulkRowInput {
  phone: string;
  network?: Network;
  /** airtime: naira */
  amount?: number;
  /** data: the plan's code */
  plan?: string;
}

export type BulkRowField = 'phone' | 'network' | 'amount' | 'plan';

export interface CheckedBulkRow {
  service: BulkService;
  /** the local form, when valid */
  phone?: string;
  /** the chosen network, else the prefix's; undefined when neither */
  network?: Network;
  /** whether the network came from the number's prefix */
  detected: boolean;
  /** the first problem of each field, in check order */
  problems: Partial<Record<BulkRowField, string>>;
}

export const BULK_MESSAGES = {
  empty: 'Add at least one row.',
  tooMany: `A batch takes at most ${MAX_BULK_ROWS.toLocaleString('en-NG')} rows.`,
  networkUnknown: "We cannot tell this number's network from its prefix: choose it.",
  planUnknown: 'No data plan has this code.',
  planOnOtherNetwork: (network: Network) =>
    `This plan is not a ${NETWORK_NAMES[network]} plan: choose the network if the number was ported.`,
  repeated: (row: number) =>
    `This number is already in row ${row} for the same service (the same number cannot be topped up twice within 30 seconds).`,
  rowsInvalid: 'Some rows cannot be bought: correct them and send the batch again.',
  keyRequired:
    'Send an Idempotency-Key header (8-100 letters, digits, - or _) with a batch: a retry with the same key buys nothing twice.',
  keyReused: 'This Idempotency-Key was already used for a different batch.',
  notFound: 'No batch has this id.',
  headerMissing: 'The file needs a header row with a "phone" column, and "amount" or "plan".',
  rowError: (row: number, message: string) => `Row ${row}: ${message}`,
  lineRepeated: (line: number) => `Line ${line} is sent twice: each line of the sheet once.`,
} as const;

/** The row's checks that need no database; `planNetwork` finds a data plan's network by its code. */
export function checkBulkRows(
  rows: readonly BulkRowInput[],
  planNetwork: (code: string) => Network | undefined,
): CheckedBulkRow[] {
  const firstRowOf = new Map<string, number>();
  return rows.map((row, index) => {
    const problems: CheckedBulkRow['problems'] = {};
    const plan = row.plan?.trim() ?? '';
    const service: BulkService = plan ? 'data' : 'airtime';
    const typed = row.phone.trim();
    const phone = typed ? normalizePurchasePhone(typed) : undefined;
    if (!typed) problems.phone = PURCHASE_MESSAGES.airtime.phoneRequired;
    else if (!phone) problems.phone = PURCHASE_MESSAGES.phoneInvalid;
    const guessed = phone ? networkOfPhone(phone) : undefined;
    const planOf = service === 'data' ? planNetwork(plan) : undefined;
    // A data plan belongs to one network: it names the network of a number with no known prefix.
    const network = row.network ?? guessed ?? planOf;
    if (phone && !network) problems.network = BULK_MESSAGES.networkUnknown;
    if (service === 'airtime') {
      if (row.amount === undefined) problems.amount = PURCHASE_MESSAGES.airtime.amountRequired;
      else if (Number.isNaN(row.amount)) problems.amount = AMOUNT_MESSAGES.notNumber;
      else if (!isAmountAtLeast(row.amount, LIMITS.minAirtime))
        problems.amount = PURCHASE_MESSAGES.airtime.minimum;
      else if (hasTooManyDecimals(row.amount)) problems.amount = AMOUNT_MESSAGES.decimals;
      else if (!isWholeNaira(row.amount)) problems.amount = PURCHASE_MESSAGES.airtime.wholeNaira;
    } else {
      if (!planOf) problems.plan = BULK_MESSAGES.planUnknown;
      else if (network && planOf !== network)
        problems.plan = BULK_MESSAGES.planOnOtherNetwork(network);
    }
    if (phone) {
      const seen = firstRowOf.get(`${service}:${phone}`);
      if (seen !== undefined) problems.phone ??= BULK_MESSAGES.repeated(seen);
      else firstRowOf.set(`${service}:${phone}`, index + 1);
    }
    return { service, phone, network, detected: !row.network && !!guessed, problems };
  });
}

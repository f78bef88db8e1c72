import { parseCsvSheet } from '@/shared/lib/csv';
import { parseNetwork, type Network } from '@contract/rules/network';

/*
 * A spreadsheet of numbers to top up, as a CSV file or pasted text: a header row, then one line
 * per number. Columns, in any order and case: "phone" (or number, msisdn), "amount" (naira of
 * airtime) or "plan" (a data plan's code), and an optional "network" for a ported number.
 */

/** One line as typed: the row number counts data lines from 1 (the header is not a row). */
export interface TypedRow {
  row: number;
  phone: string;
  amount: string;
  plan: string;
  /** the network column's text, and what it names */
  networkText: string;
  network?: Network;
}

export type ParsedSheet = { rows: TypedRow[]; error?: undefined } | { rows: []; error: string };

const ALIASES: Record<string, keyof Omit<TypedRow, 'row' | 'network'>> = {
  phone: 'phone',
  phone_number: 'phone',
  number: 'phone',
  msisdn: 'phone',
  amount: 'amount',
  plan: 'plan',
  plan_code: 'plan',
  variation_code: 'plan',
  network: 'networkText',
};

export const HEADER_MISSING =
  'The first line must name the columns: "phone", and "amount" (airtime) or "plan" (data).';
export const NO_ROWS = 'The file has no numbers under its header.';

export function parseSheet(text: string): ParsedSheet {
  const parsed = parseCsvSheet(text, ALIASES);
  const { fields } = parsed;
  if (!fields.includes('phone') || !(fields.includes('amount') || fields.includes('plan')))
    return { rows: [], error: HEADER_MISSING };
  const rows = parsed.rows.map((line, index) => {
    const networkText = (line.networkText ?? '').trim();
    return {
      row: index + 1,
      phone: (line.phone ?? '').trim(),
      amount: (line.amount ?? '').trim().replace(/^₦/, '').replaceAll(',', ''),
      plan: (line.plan ?? '').trim(),
      networkText,
      network: networkText ? parseNetwork(networkText) : undefined,
    };
  });
  return rows.length ? { rows } : { rows: [], error: NO_ROWS };
}

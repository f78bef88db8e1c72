import { formatNaira } from '@contract/format';

/** One line of a verified customer: 'Customer Name' and its value. */
export interface CustomerDetailsRow {
  key: string;
  label: string;
  value: string;
}

/** A detail a verification may carry; `money` reads in naira. */
export interface CustomerDetail {
  key: string;
  label: string;
  value: unknown;
  money?: boolean;
}

/**
 * The customer details shown after Verify, in the order given and only those the provider
 * sent: a missing or blank detail has no row.
 */
export function customerRows(details: readonly CustomerDetail[]): CustomerDetailsRow[] {
  return details
    .filter(({ value }) => value !== null && value !== undefined && String(value).trim() !== '')
    .map(({ key, label, value, money }) => ({
      key,
      label,
      value: money ? formatNaira(Number(value)) : String(value),
    }));
}

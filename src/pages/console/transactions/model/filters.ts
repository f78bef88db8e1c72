import type { ConsoleTransactionsQuery } from '@contract/api/console';
import type { TransactionStatus } from '@contract/api';

/*
 * The transaction list's filters live in the address (?status=pending&page=2), so a filtered list
 * can be shared, reloaded and gone back to. These read and write them.
 */

export const CONSOLE_PAGE_SIZE = 25;

export const STATUSES: readonly TransactionStatus[] = [
  'pending',
  'confirmed',
  'failed',
  'reversed',
  'ignored',
  'expired',
];

/** What the filter form holds: every field as typed (empty is unset). */
export interface FilterValues {
  service: string;
  status: string;
  from: string;
  to: string;
  min_amount: string;
  max_amount: string;
  tx_ref: string;
  email: string;
}

export const FILTER_FIELDS: readonly (keyof FilterValues)[] = [
  'service',
  'status',
  'from',
  'to',
  'min_amount',
  'max_amount',
  'tx_ref',
  'email',
];

export function filterValuesOf(search: URLSearchParams): FilterValues {
  const values = {} as FilterValues;
  for (const field of FILTER_FIELDS) values[field] = search.get(field) ?? '';
  return values;
}

const isStatus = (value: string): value is TransactionStatus =>
  (STATUSES as readonly string[]).includes(value);

const numberOf = (value: string): number | undefined => {
  if (value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : undefined;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const KIND = /^[a-z_]{1,40}$/;

/** The API query of the address: unknown or malformed values are left out, not sent. */
export function queryOf(search: URLSearchParams): ConsoleTransactionsQuery {
  const values = filterValuesOf(search);
  const page = Number(search.get('page') ?? '1');
  const service = numberOf(values.service);
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    page_size: CONSOLE_PAGE_SIZE,
    ...(service !== undefined && Number.isInteger(service) && service > 0 ? { service } : {}),
    ...(isStatus(values.status) ? { status: values.status } : {}),
    // set by the overview's links (no form field): one kind of transaction
    ...(KIND.test(search.get('kind') ?? '') ? { kind: search.get('kind') ?? '' } : {}),
    ...(DAY.test(values.from) ? { from: values.from } : {}),
    ...(DAY.test(values.to) ? { to: values.to } : {}),
    ...(numberOf(values.min_amount) !== undefined
      ? { min_amount: numberOf(values.min_amount) }
      : {}),
    ...(numberOf(values.max_amount) !== undefined
      ? { max_amount: numberOf(values.max_amount) }
      : {}),
    ...(values.tx_ref.trim() ? { tx_ref: values.tx_ref.trim() } : {}),
    ...(values.email.trim() ? { email: values.email.trim() } : {}),
  };
}

/** The address of a filter form's values, back on page 1. */
export function searchOf(values: Partial<FilterValues>): URLSearchParams {
  const search = new URLSearchParams();
  for (const field of FILTER_FIELDS) {
    const value = values[field]?.trim();
    if (value) search.set(field, value);
  }
  return search;
}

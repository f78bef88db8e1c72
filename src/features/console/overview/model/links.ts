import { CONSOLE_ROUTES } from '@contract/navigation';

/** The transaction list filtered as an overview figure counts it, from the period's first day. */
export function transactionsLink(filters: { kind?: string; status?: string; from: string }) {
  const search = new URLSearchParams();
  if (filters.kind) search.set('kind', filters.kind);
  if (filters.status) search.set('status', filters.status);
  search.set('from', filters.from);
  return `${CONSOLE_ROUTES.transactions}?${search.toString()}`;
}

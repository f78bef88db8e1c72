import type { TransactionsPageMeta } from '@contract/api';

export interface PagerTotals {
  /** what the pager counts pages from */
  total: number;
  /** the count as the customer reads it: '1,000+' when the server stopped counting */
  label: string;
}

const isCapped = (meta: TransactionsPageMeta) =>
  'count_capped' in meta && (meta as { count_capped?: unknown }).count_capped === true;

/**
 * The pager's total. A broad search's count stops at a cap (meta.count_capped): then `count` is a
 * lower bound, and while the page is full one more page is offered, so the customer can page past it.
 */
export function pagerTotals(
  meta: TransactionsPageMeta,
  rowsOnPage: number,
  page: number,
  pageSize: number,
): PagerTotals {
  const count = meta.count.toLocaleString('en-NG');
  if (!isCapped(meta)) return { total: meta.count, label: count };
  const total = rowsOnPage >= pageSize ? Math.max(meta.count, page * pageSize + 1) : meta.count;
  return { total, label: `${count}+` };
}

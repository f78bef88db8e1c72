import type { TransactionOrdering } from '../constants';

/**
 * The orders a phone offers in its "Sort by" list (the table sorts by any column header); the
 * first view shows the default one's label in the same box.
 */
const SORT_CHOICES: { ordering: TransactionOrdering; label: string }[] = [
  { ordering: '-created_at', label: 'Newest first' },
  { ordering: 'created_at', label: 'Oldest first' },
  { ordering: '-amount', label: 'Amount: highest first' },
  { ordering: 'amount', label: 'Amount: lowest first' },
  { ordering: 'status', label: 'Status' },
];

/** The choices to list for the order in force: one chosen at a table header is kept and named. */
export function sortChoicesFor(ordering: TransactionOrdering) {
  if (SORT_CHOICES.some((choice) => choice.ordering === ordering)) return SORT_CHOICES;
  const field = ordering.replace(/^-/, '').replace(/_/g, ' ');
  const direction = ordering.startsWith('-') ? 'descending' : 'ascending';
  return [...SORT_CHOICES, { ordering, label: `${field} (${direction})` }];
}

/** The label a phone's "Sort by" box shows for `ordering`. */
export const sortLabelOf = (ordering: TransactionOrdering) =>
  sortChoicesFor(ordering).find((choice) => choice.ordering === ordering)?.label ?? '';

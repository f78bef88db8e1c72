import type { StaffRole } from '../api/console/staff';

/*
 * Who may take a console list away as a file. A file leaves the console's guard-rails behind (a
 * customer base, a ledger, prices and costs), so exports are for owners; an owner may allow support
 * to export the transaction list (a console setting), and nothing else. The server refuses with
 * these messages (403) and the console disables its export buttons with the same reason.
 */

/** The console's lists that export as a file, by the name the file and the audit log use. */
export const CONSOLE_EXPORT_LISTS = [
  'transactions',
  'customers',
  'staff',
  'audit-log',
  'approvals-pending',
  'approvals-decided',
  'airtime-to-cash',
  'needs-attention',
  'conflicts',
  'webhook-deliveries',
  'catalogue',
] as const;

export type ConsoleExportList = (typeof CONSOLE_EXPORT_LISTS)[number];

/** The one list an owner may open to support. */
export const SUPPORT_EXPORTABLE_LIST: ConsoleExportList = 'transactions';

export const EXPORT_MESSAGES = {
  ownersOnly: 'Only an owner can export this list.',
  transactionsNotAllowed:
    'Only an owner can export transactions. An owner can allow support to on the Staff page (Exports).',
} as const;

/** The reason `role` may not export `list` now, or undefined when it may. */
export function exportRefusal(
  role: StaffRole,
  list: ConsoleExportList,
  settings: { support_may_export_transactions: boolean },
): string | undefined {
  if (role === 'owner') return undefined;
  if (list !== SUPPORT_EXPORTABLE_LIST) return EXPORT_MESSAGES.ownersOnly;
  return settings.support_may_export_transactions
    ? undefined
    : EXPORT_MESSAGES.transactionsNotAllowed;
}

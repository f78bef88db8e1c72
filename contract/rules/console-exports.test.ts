import { CONSOLE_EXPORT_LISTS, EXPORT_MESSAGES, exportRefusal } from './console-exports';

const off = { support_may_export_transactions: false };
const on = { support_may_export_transactions: true };

it('lets an owner export every list, whatever the setting', () => {
  for (const list of CONSOLE_EXPORT_LISTS)
    for (const settings of [off, on])
      expect(exportRefusal('owner', list, settings)).toBeUndefined();
});

it('refuses support every list but transactions, and those until an owner allows them', () => {
  for (const list of CONSOLE_EXPORT_LISTS.filter((name) => name !== 'transactions'))
    for (const settings of [off, on])
      expect(exportRefusal('support', list, settings)).toBe(EXPORT_MESSAGES.ownersOnly);
  expect(exportRefusal('support', 'transactions', off)).toBe(
    EXPORT_MESSAGES.transactionsNotAllowed,
  );
  expect(exportRefusal('support', 'transactions', on)).toBeUndefined();
});

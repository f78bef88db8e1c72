import { statusBadge, TRANSACTION_STATUS_BADGES } from './status';

it('reads every status one way (STATUS.md), for the list and the receipt alike', () => {
  expect(TRANSACTION_STATUS_BADGES).toEqual({
    pending: { tone: 'warning', label: 'Pending' },
    confirmed: { tone: 'success', label: 'Confirmed' },
    failed: { tone: 'error', label: 'Failed' },
    reversed: { tone: 'processing', label: 'Reversed' },
    ignored: { tone: 'default', label: 'Ignored' },
    expired: { tone: 'default', label: 'Expired' },
  });
  expect(statusBadge('reversed')).toEqual({ tone: 'processing', label: 'Reversed' });
});

it('shows a status it does not know as itself, in grey', () => {
  expect(statusBadge('on_hold')).toEqual({ tone: 'default', label: 'On_hold' });
  expect(statusBadge('')).toEqual({ tone: 'default', label: 'Unknown' });
});

import { render, screen } from '@testing-library/react';
import { TransactionStatusBadge } from './TransactionStatusBadge';

it.each([
  ['pending', 'Pending', 'warning'],
  ['confirmed', 'Confirmed', 'success'],
  ['failed', 'Failed', 'error'],
  ['reversed', 'Reversed', 'processing'],
  ['ignored', 'Ignored', 'default'],
  // a card checkout nobody paid within the provider's window
  ['expired', 'Expired', 'default'],
] as const)('shows %s as %s with the %s dot', (status, label, tone) => {
  const { container } = render(<TransactionStatusBadge status={status} />);
  expect(screen.getByText(label)).toBeInTheDocument();
  expect(container.querySelector(`.ant-badge-status-${tone}`)).not.toBeNull();
});

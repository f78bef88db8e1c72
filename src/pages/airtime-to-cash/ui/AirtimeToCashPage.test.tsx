import { screen } from '@testing-library/react';
import { writeAccessToken } from '@/shared/api';
import { renderWithProviders, serveCategoryPackages, serveUser } from '@/shared/lib/test';
import { AirtimeToCashPage } from './AirtimeToCashPage';

it('shows the airtime-to-cash form in a card', async () => {
  writeAccessToken('token-1');
  serveUser(8250.5);
  serveCategoryPackages(5, []);
  renderWithProviders(<AirtimeToCashPage />);
  expect(await screen.findByText('₦8,250.50')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Fund wallet' })).toHaveAttribute(
    'href',
    '/dashboard/fund-wallet',
  );
  expect(screen.getByRole('form', { name: 'Convert airtime to cash' })).toBeInTheDocument();
  expect(await screen.findByRole('radiogroup', { name: 'Network' })).toBeInTheDocument();
});

import { screen } from '@testing-library/react';
import { writeAccessToken } from '@/shared/api';
import { CATEGORY_IDS } from '@/shared/config';
import { renderWithProviders, serveCategoryPackages, serveUser } from '@/shared/lib/test';
import { PurchaseInternetDataPage } from './PurchaseInternetDataPage';

it('shows the wallet balance with the way to fund it, like every purchase page', async () => {
  writeAccessToken('token-1');
  serveCategoryPackages(CATEGORY_IDS.internetData, []);
  serveUser(1234.5);
  renderWithProviders(<PurchaseInternetDataPage />);
  expect(await screen.findByText('₦1,234.50')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Fund wallet' })).toHaveAttribute(
    'href',
    '/dashboard/fund-wallet',
  );
});

import { screen } from '@testing-library/react';
import { writeAccessToken } from '@/shared/api';
import { renderWithProviders, serveCategoryPackages, serveUser } from '@/shared/lib/test';
import { SendSmsPage } from './SendSmsPage';

it('shows the bulk SMS form in a card with the rate', async () => {
  writeAccessToken('token-1');
  serveUser(8250.5);
  serveCategoryPackages(10, [
    {
      id: 40,
      title: 'Bulk SMS',
      image: '/media/logos/sms.svg',
      description: '',
      network_type: null,
      service_id: 'bulk-sms',
      products: { amount: 4 },
    },
  ]);
  renderWithProviders(<SendSmsPage />);
  expect(await screen.findByText('₦8,250.50')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Fund wallet' })).toHaveAttribute(
    'href',
    '/dashboard/fund-wallet',
  );
  expect(screen.getByRole('form', { name: 'Send bulk SMS' })).toBeInTheDocument();
  expect(await screen.findByText('Rate: ₦4.00 per SMS page per recipient')).toBeInTheDocument();
});

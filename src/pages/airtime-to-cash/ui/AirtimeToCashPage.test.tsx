import { screen } from '@testing-library/react';
import { writeAccessToken } from '@/shared/api';
import { renderWithProviders, serveCategoryPackages } from '@/shared/lib/test';
import { AirtimeToCashPage } from './AirtimeToCashPage';

it('shows the airtime-to-cash form in a card', async () => {
  writeAccessToken('token-1');
  serveCategoryPackages(5, []);
  renderWithProviders(<AirtimeToCashPage />);
  expect(screen.getByRole('form', { name: 'Convert airtime to cash' })).toBeInTheDocument();
  expect(await screen.findByRole('radiogroup', { name: 'Network' })).toBeInTheDocument();
});

import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { writeAccessToken } from '@/shared/api';
import { apiUrl, mswServer, renderWithProviders } from '@/shared/lib/test';
import { TransferBonusPage } from './TransferBonusPage';

it('shows the bonus transfer form without a heading of its own (the layout has it)', async () => {
  writeAccessToken('token-1');
  mswServer.use(
    http.get(apiUrl('get-user/'), () =>
      HttpResponse.json({ data: { bonus: 2000, wallet_balance: 10 } }),
    ),
  );
  renderWithProviders(<TransferBonusPage />);
  expect(await screen.findByText('₦2,000.00')).toBeInTheDocument();
  expect(screen.getByRole('form', { name: 'Transfer bonus' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
});

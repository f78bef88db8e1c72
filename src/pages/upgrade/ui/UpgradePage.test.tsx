import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { writeAccessToken } from '@/shared/api';
import { apiUrl, buildLevelPrices, mswServer, renderWithProviders } from '@/shared/lib/test';
import { UpgradePage } from './UpgradePage';

it('shows the level form without a heading of its own (the layout has it)', async () => {
  writeAccessToken('token-1');
  mswServer.use(
    http.get(apiUrl('get-user/'), () =>
      HttpResponse.json({ data: { user_level: 'reseller', wallet_balance: 10 } }),
    ),
    http.get(apiUrl('get-levels/'), () => HttpResponse.json({ data: buildLevelPrices() })),
  );
  renderWithProviders(<UpgradePage />);
  expect(await screen.findByText('Reseller')).toBeInTheDocument();
  expect(screen.getByRole('form', { name: 'Upgrade level' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
});

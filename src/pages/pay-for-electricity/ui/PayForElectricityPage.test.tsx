import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { writeAccessToken } from '@/shared/api';
import { apiUrl, mswServer, renderWithProviders } from '@/shared/lib/test';
import { PayForElectricityPage } from './PayForElectricityPage';

it('shows the electricity form without a heading of its own (the layout has it)', async () => {
  writeAccessToken('token-1');
  mswServer.use(http.get(apiUrl('get-package/4/'), () => HttpResponse.json({ data: [] })));
  renderWithProviders(<PayForElectricityPage />);
  expect(await screen.findByRole('form', { name: 'Pay for electricity' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
});

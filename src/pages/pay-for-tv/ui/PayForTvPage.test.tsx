import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { writeAccessToken } from '@/shared/api';
import { apiUrl, mswServer, renderWithProviders } from '@/shared/lib/test';
import { PayForTvPage } from './PayForTvPage';

it('shows the cable TV form without a heading of its own (the layout has it)', async () => {
  writeAccessToken('token-1');
  mswServer.use(http.get(apiUrl('get-package/3/'), () => HttpResponse.json({ data: [] })));
  renderWithProviders(<PayForTvPage />);
  expect(await screen.findByRole('form', { name: 'Pay for cable TV' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
});

import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { writeAccessToken } from '@/shared/api';
import { apiUrl, mswServer, renderWithProviders } from '@/shared/lib/test';
import { PurchaseAirtimePage } from './PurchaseAirtimePage';

it('shows the airtime form in a card', async () => {
  writeAccessToken('token-1');
  mswServer.use(http.get(apiUrl('get-package/1/'), () => HttpResponse.json({ data: [] })));
  renderWithProviders(<PurchaseAirtimePage />);
  expect(screen.getByRole('form', { name: 'Buy airtime' })).toBeInTheDocument();
  expect(await screen.findByRole('radiogroup', { name: 'Network' })).toBeInTheDocument();
});

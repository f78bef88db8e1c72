import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { writeAccessToken } from '@/shared/api';
import { apiUrl, mswServer, renderWithProviders, serveUser } from '@/shared/lib/test';
import { PurchaseExamPinsPage } from './PurchaseExamPinsPage';

it('shows the exam pins form in a card', async () => {
  writeAccessToken('token-1');
  serveUser(8250.5);
  mswServer.use(http.get(apiUrl('get-package/6/'), () => HttpResponse.json({ data: [] })));
  renderWithProviders(<PurchaseExamPinsPage />);
  expect(await screen.findByText('₦8,250.50')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Fund wallet' })).toHaveAttribute(
    'href',
    '/dashboard/fund-wallet',
  );
  expect(screen.getByRole('form', { name: 'Buy exam pins' })).toBeInTheDocument();
  expect(await screen.findByRole('radiogroup', { name: 'Exam Type' })).toBeInTheDocument();
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { RESET_MESSAGES } from '@contract/rules';
import { apiUrl, mswServer, renderWithProviders } from '@/shared/lib/test';
import { PasswordResetConfirmPage } from './PasswordResetConfirmPage';

it('has one heading and links to login and to a new reset link', () => {
  renderWithProviders(<PasswordResetConfirmPage />, {
    antdShell: false,
    route: '/password-reset/confirm/?token=abc123',
  });
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 1, name: 'Reset password' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  expect(screen.getByRole('link', { name: 'Get a new reset link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
});

it('sends the token of the link as password_token', async () => {
  let body: unknown;
  mswServer.use(
    http.post(apiUrl('reset_password/'), async ({ request }) => {
      body = await request.json();
      return HttpResponse.json({
        message: RESET_MESSAGES.done,
        data: { detail: RESET_MESSAGES.done },
      });
    }),
  );
  const user = userEvent.setup();
  renderWithProviders(<PasswordResetConfirmPage />, {
    antdShell: false,
    route: '/password-reset/confirm/?token=abc123',
  });

  await user.type(screen.getByLabelText('New password'), 'n3w-secret');
  await user.type(screen.getByLabelText('Confirm new password'), 'n3w-secret');
  await user.click(screen.getByRole('button', { name: 'Reset password' }));

  await waitFor(() =>
    expect(body).toEqual({
      new_password: 'n3w-secret',
      confirm_new_password: 'n3w-secret',
      password_token: 'abc123',
    }),
  );
  expect(await screen.findAllByText(RESET_MESSAGES.done)).not.toHaveLength(0);
});

it('explains a link without a token', () => {
  renderWithProviders(<PasswordResetConfirmPage />, {
    antdShell: false,
    route: '/password-reset/confirm/',
  });
  expect(screen.getByRole('alert')).toHaveTextContent(RESET_MESSAGES.tokenInvalid);
  expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
});

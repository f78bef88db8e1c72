import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { readAccessToken, writeAccessToken } from '@/shared/api';
import { apiUrl, mswServer, popupTexts, renderWithProviders, setupUser } from '@/shared/lib/test';
import { SignOutEverywhere } from './SignOutEverywhere';

beforeEach(() => writeAccessToken('token-1'));

it('asks first, then ends every session and key on the server and drops the token', async () => {
  const calls: (string | null)[] = [];
  mswServer.use(
    http.post(apiUrl('auth/sign-out-everywhere/'), ({ request }) => {
      calls.push(request.headers.get('authorization'));
      return HttpResponse.json({
        message: 'Signed out everywhere: every session and API key of your account was ended.',
        data: { sessions_ended: 3, api_keys_ended: 1 },
      });
    }),
  );
  const user = setupUser();
  renderWithProviders(<SignOutEverywhere />, { route: '/dashboard/profile' });

  await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
  await user.click(await screen.findByRole('button', { name: 'Cancel' }));
  expect(calls).toEqual([]);
  expect(readAccessToken()).toBe('token-1');

  await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
  const buttons = await screen.findAllByRole('button', { name: 'Sign out everywhere' });
  await user.click(buttons[buttons.length - 1]!);
  await waitFor(() => expect(calls).toEqual(['Bearer token-1']));
  await waitFor(() => expect(readAccessToken()).toBeNull());
  await waitFor(() =>
    expect(popupTexts()).toContain(
      'Signed out everywhere: every session and API key of your account was ended.',
    ),
  );
});

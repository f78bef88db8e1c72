import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { selectAccessToken } from '@/entities/user';
import { readAccessToken, writeAccessToken, type User } from '@/shared/api';
import { apiUrl, mswServer, renderWithProviders } from '@/shared/lib/test';
import { DashboardLayout } from './DashboardLayout';

const user: User = {
  id: 7,
  first_name: 'Ada',
  last_name: 'Okafor',
  username: 'ada@example.com',
  email: 'ada@example.com',
  wallet_balance: 5000,
  bonus: 0,
  user_level: 'normal',
  phone_no: '08031234567',
  date_joined: '2026-11-01T10:00:00.000Z',
  webhook_url: null,
  rehoboth_account: [],
  moniepoint_account: [],
  wema_account: [],
};

function renderShell() {
  return renderWithProviders(
    <Routes>
      <Route path="/dashboard" element={<DashboardLayout />}>
        <Route index element={<p>dashboard home</p>} />
      </Route>
      <Route path="/login" element={<p>login page</p>} />
    </Routes>,
    { route: '/dashboard' },
  );
}

describe('DashboardLayout', () => {
  beforeEach(() => writeAccessToken('token-1'));

  it('fetches the user with the bearer token and shows their first and last name', async () => {
    let authorization: string | null = null;
    mswServer.use(
      http.get(apiUrl('get-user/'), ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ data: user });
      }),
    );
    renderShell();
    expect(await screen.findByText('Ada Okafor')).toBeInTheDocument();
    expect(screen.getByText('dashboard home')).toBeInTheDocument();
    expect(authorization).toBe('Bearer token-1');
  });

  it('logs out only after confirmation, clearing the token and going to login', async () => {
    mswServer.use(http.get(apiUrl('get-user/'), () => HttpResponse.json({ data: user })));
    const { store } = renderShell();
    await screen.findByText('Ada Okafor');

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Are you sure you want to log out?',
    );
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'No' })).not.toBeInTheDocument(),
    );
    expect(readAccessToken()).toBe('token-1');
    expect(screen.queryByText('login page')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(readAccessToken()).toBeNull();
    expect(selectAccessToken(store.getState())).toBeNull();
  });

  it('clears the token when get-user answers 401', async () => {
    mswServer.use(
      http.get(apiUrl('get-user/'), () =>
        HttpResponse.json(
          { message: 'Given token not valid for any token type', errors: [], data: {} },
          { status: 401 },
        ),
      ),
    );
    const { store } = renderShell();
    await waitFor(() => expect(selectAccessToken(store.getState())).toBeNull());
    expect(readAccessToken()).toBeNull();
  });
});

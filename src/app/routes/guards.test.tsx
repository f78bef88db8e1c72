import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import { writeAccessToken } from '@/shared/api';
import { apiUrl, mswServer, renderWithProviders } from '@/shared/lib/test';
import { useGetUserQuery } from '@/entities/user';
import { RedirectIfSignedIn, RequireAuth } from './guards';

/** A dashboard page: it asks the API for the user, as the real layout does. */
function Profile() {
  useGetUserQuery();
  return <p>profile screen</p>;
}

function LoginAddress() {
  const location = useLocation();
  return <p>login page at {location.pathname + location.search}</p>;
}

function renderGuarded(route: string) {
  return renderWithProviders(
    <Routes>
      <Route element={<RequireAuth />}>
        <Route path="/dashboard/profile" element={<Profile />} />
        <Route path="/dashboard" element={<p>dashboard home</p>} />
      </Route>
      <Route element={<RedirectIfSignedIn />}>
        <Route path="/login" element={<LoginAddress />} />
        <Route path="/register" element={<p>register page</p>} />
      </Route>
    </Routes>,
    { route },
  );
}

describe('RequireAuth', () => {
  it('sends a visitor without a token to the login page', async () => {
    renderGuarded('/dashboard/profile');
    expect(
      await screen.findByText('login page at /login?next=%2Fdashboard%2Fprofile'),
    ).toBeInTheDocument();
    expect(screen.queryByText('profile screen')).not.toBeInTheDocument();
  });

  it('sends a user whose session the server refuses to log in again, saying it expired', async () => {
    writeAccessToken('expired-token');
    mswServer.use(
      http.get(apiUrl('get-user/'), () =>
        HttpResponse.json({ message: 'Token expired', errors: [], data: {} }, { status: 401 }),
      ),
    );
    renderGuarded('/dashboard/profile?tab=password');
    expect(
      await screen.findByText(
        'login page at /login?next=%2Fdashboard%2Fprofile%3Ftab%3Dpassword&expired=1',
      ),
    ).toBeInTheDocument();
  });

  it('lets a user with a token through', async () => {
    writeAccessToken('token-1');
    mswServer.use(http.get(apiUrl('get-user/'), () => HttpResponse.json({ data: null })));
    renderGuarded('/dashboard/profile');
    expect(await screen.findByText('profile screen')).toBeInTheDocument();
  });
});

describe('RedirectIfSignedIn', () => {
  it.each(['/login', '/register'])(
    'sends a signed-in user from %s to the dashboard',
    async (route) => {
      writeAccessToken('token-1');
      mswServer.use(http.get(apiUrl('get-user/'), () => HttpResponse.json({ data: null })));
      renderGuarded(route);
      expect(await screen.findByText('dashboard home')).toBeInTheDocument();
    },
  );

  it('shows the login and register pages to a visitor', async () => {
    renderGuarded('/register');
    expect(await screen.findByText('register page')).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { writeAccessToken } from '@/shared/api';
import { apiUrl, mswServer, renderWithProviders } from '@/shared/lib/test';
import '@/entities/user';
import { RequireAuth } from './guards';

function renderGuarded(route: string) {
  return renderWithProviders(
    <Routes>
      <Route element={<RequireAuth />}>
        <Route path="/dashboard/profile" element={<p>profile screen</p>} />
      </Route>
      <Route path="/login" element={<p>login page</p>} />
    </Routes>,
    { route },
  );
}

describe('RequireAuth', () => {
  it('sends a visitor without a token to the login page', async () => {
    renderGuarded('/dashboard/profile');
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(screen.queryByText('profile screen')).not.toBeInTheDocument();
  });

  it('lets a user with a token through', async () => {
    writeAccessToken('token-1');
    mswServer.use(http.get(apiUrl('get-user/'), () => HttpResponse.json({ data: null })));
    renderGuarded('/dashboard/profile');
    expect(await screen.findByText('profile screen')).toBeInTheDocument();
  });
});

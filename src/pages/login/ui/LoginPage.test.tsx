import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { LOGIN_MESSAGES } from '@contract/rules';
import { apiUrl, mswServer, renderWithProviders, setupUser } from '@/shared/lib/test';
import { LoginPage } from './LoginPage';

function renderPage(route = '/login') {
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/register" element={<h1>Register page</h1>} />
      <Route path="/forgot-password" element={<h1>Forgot page</h1>} />
    </Routes>,
    { antdShell: false, route },
  );
}

it('has one heading, the labelled login form and its links', () => {
  renderPage();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
  expect(screen.getByRole('form', { name: 'Login' })).toBeInTheDocument();
  expect(screen.getByLabelText('Email address')).toBeInTheDocument();
  expect(screen.getByLabelText('Password')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
});

it('leads to the register page', async () => {
  renderPage();
  await userEvent.click(screen.getByRole('link', { name: 'Register' }));
  expect(await screen.findByRole('heading', { name: 'Register page' })).toBeInTheDocument();
});

it('says the session expired when that is why the customer is here, and only then', () => {
  const { unmount } = renderPage('/login?next=%2Fdashboard%2Ftransactions&expired=1');
  expect(screen.getByRole('status')).toHaveTextContent(
    'Your session has expired. Please log in again.',
  );
  unmount();
  renderPage();
  expect(screen.queryByText(/session has expired/)).not.toBeInTheDocument();
});

it("shows a staff member's code step alone, under its own title", async () => {
  mswServer.use(
    http.post(apiUrl('auth/login/'), () =>
      HttpResponse.json({
        message: LOGIN_MESSAGES.codeNeeded,
        data: { two_factor_required: true, challenge: 'c-1', expires_in: 300 },
      }),
    ),
  );
  renderPage('/login?next=%2Fconsole&expired=1');
  const user = setupUser();
  await user.type(screen.getByLabelText('Email address'), 'owner@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret123');
  await user.click(screen.getByRole('button', { name: 'Login' }));

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Two-factor sign-in' }),
  ).toBeInTheDocument();
  expect(screen.getByLabelText('Authentication code')).toHaveFocus();
  expect(screen.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
  expect(screen.queryByText(/session has expired/)).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Start again' }));
  expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
  expect(screen.getByLabelText('Email address')).toBeInTheDocument();
});

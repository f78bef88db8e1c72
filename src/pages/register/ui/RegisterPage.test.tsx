import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { choose, setupUser } from '@/features/auth/testing';
import { apiUrl, mswServer, renderWithProviders } from '@/shared/lib/test';
import { RegisterPage } from './RegisterPage';

// filling the nine-field form takes jsdom a few seconds
jest.setTimeout(20_000);

it('has one heading and a link to login', () => {
  renderWithProviders(<RegisterPage />, { route: '/register' });
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 1, name: 'Create an account' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  expect(screen.queryByLabelText('Referral code')).not.toBeInTheDocument();
});

it('shows the ref of a referral link read-only and sends it as referred_by', async () => {
  const bodies: Record<string, unknown>[] = [];
  mswServer.use(
    http.post(apiUrl('register/'), async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json(
        { message: 'Account created successfully!', data: { id: 9, username: 'ada@example.com' } },
        { status: 201 },
      );
    }),
  );
  const user = setupUser();
  renderWithProviders(<RegisterPage />, { route: '/register?ref=chidi%40example.com' });

  const referral = screen.getByLabelText('Referral code');
  expect(referral).toHaveValue('chidi@example.com');
  expect(referral).toBeDisabled();

  const entries: [string, string][] = [
    ['First name', 'Ada'],
    ['Last name', 'Obi'],
    ['Email address', 'ada@example.com'],
    ['Phone number', '08031234567'],
    ['Password', 'secret123'],
    ['Confirm password', 'secret123'],
  ];
  for (const [label, value] of entries) {
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  }
  await choose(user, 'How did you hear about us?', 'Facebook');
  await user.click(screen.getByRole('button', { name: 'Create account' }));

  await waitFor(() => expect(bodies).toHaveLength(1));
  expect(bodies[0]).toMatchObject({ referred_by: 'chidi@example.com', hear_us: 'Facebook', username: 'ada@example.com' });
  expect(await screen.findAllByText('Account created successfully!')).not.toHaveLength(0);
});

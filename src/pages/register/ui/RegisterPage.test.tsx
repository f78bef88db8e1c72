import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/shared/lib/test';
import { RegisterPage } from './RegisterPage';

it('has one heading, the register form and a link to login', () => {
  renderWithProviders(<RegisterPage />, { antdShell: false, route: '/register' });
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 1, name: 'Create an account' })).toBeInTheDocument();
  expect(screen.getByRole('form', { name: 'Register' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  expect(screen.queryByLabelText('Referral code')).not.toBeInTheDocument();
});

it('fills the referral code from the ref of a referral link', () => {
  renderWithProviders(<RegisterPage />, { antdShell: false, route: '/register?ref=K7QM2XPA' });
  expect(screen.getByLabelText('Referral code')).toHaveValue('K7QM2XPA');
});

it('never shows the e-mail an old referral link carries', () => {
  renderWithProviders(<RegisterPage />, {
    antdShell: false,
    route: '/register?ref=chidi%40example.com',
  });
  expect(screen.queryByLabelText('Referral code')).not.toBeInTheDocument();
  expect(document.body).not.toHaveTextContent('chidi@example.com');
  expect(screen.queryByDisplayValue('chidi@example.com')).not.toBeInTheDocument();
});

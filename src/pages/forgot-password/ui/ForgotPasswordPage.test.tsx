import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/shared/lib/test';
import { ForgotPasswordPage } from './ForgotPasswordPage';

it('has one heading, the e-mail form and a link back to login', () => {
  renderWithProviders(<ForgotPasswordPage />, { antdShell: false, route: '/forgot-password' });
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeInTheDocument();
  expect(screen.getByLabelText('Email address')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Send reset link' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
});

import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/shared/lib/test';
import { ConsoleNotFoundPage } from './ConsoleNotFoundPage';

describe('ConsoleNotFoundPage', () => {
  it('says the console screen was not found and links to the overview', () => {
    renderWithProviders(<ConsoleNotFoundPage />, { route: '/console/no-such-screen' });
    expect(screen.getByText('Page not found')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the overview' })).toHaveAttribute(
      'href',
      '/console',
    );
  });
});

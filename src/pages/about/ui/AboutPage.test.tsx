import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/shared/lib/test';
import { AboutPage } from './AboutPage';

describe('AboutPage', () => {
  it('has one main heading and real about text', () => {
    renderWithProviders(<AboutPage />, { route: '/about' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Who we are' })).toBeVisible();
    expect(
      screen.getByText(/Cable TV subscriptions for DStv, GOtv, StarTimes and Showmax/),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create a free account' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it('shows partner logos once to assistive technology, lazily loaded with a size', () => {
    renderWithProviders(<AboutPage />, { route: '/about' });
    const partners = screen.getByRole('list', { name: 'Our partners' });
    const logos = within(partners).getAllByRole('img');
    expect(logos.map((logo) => logo.getAttribute('alt'))).toEqual(
      expect.arrayContaining(['MTN', 'Glo', 'Airtel', '9mobile', 'DStv', 'GOtv', 'WAEC', 'JAMB']),
    );
    for (const logo of logos) {
      expect(logo).toHaveAttribute('loading', 'lazy');
      expect(logo).toHaveAttribute('width', '64');
      expect(logo).toHaveAttribute('height', '64');
      expect(logo.getAttribute('src')).toMatch(/\/media\/logos\/.+\.svg$/);
    }
    expect(screen.getAllByRole('img', { name: 'MTN' })).toHaveLength(1);
  });

  it('lets the visitor pause and resume the carousel', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AboutPage />, { route: '/about' });
    await user.click(screen.getByRole('button', { name: 'Pause logo carousel' }));
    await user.click(screen.getByRole('button', { name: 'Play logo carousel' }));
    expect(screen.getByRole('button', { name: 'Pause logo carousel' })).toBeVisible();
  });
});

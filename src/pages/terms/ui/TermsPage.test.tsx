import { screen } from '@testing-library/react';
import { site } from '@/shared/config';
import { renderWithProviders } from '@/shared/lib/test';
import { TermsPage } from './TermsPage';

describe('TermsPage', () => {
  it('states the effective date of 5 Jan 2024 and the main sections', () => {
    renderWithProviders(<TermsPage />, { route: '/terms-and-conditions' });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
    expect(screen.getByText(/Effective date:/)).toHaveTextContent('Effective date: 5 Jan 2024');
    for (const name of ['1. Your account', '2. Your wallet', '3. Purchases', '11. Governing law']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    expect(screen.getAllByText(new RegExp(site.brandName)).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  });
});

import { screen } from '@testing-library/react';
import { site } from '@/shared/config';
import { renderWithProviders } from '@/shared/lib/test';
import { ContactPage } from './ContactPage';

describe('ContactPage', () => {
  it('shows the address in Nigeria, the phone, the support e-mail and social links', () => {
    renderWithProviders(<ContactPage />, { route: '/contact' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(/Nigeria/, { selector: 'address' })).toBeVisible();
    expect(screen.getByRole('link', { name: site.supportPhone })).toHaveAttribute(
      'href',
      `tel:${site.supportPhone}`,
    );
    expect(screen.getByRole('link', { name: site.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${site.supportEmail}`,
    );
    for (const name of ['Facebook', 'Instagram', 'WhatsApp']) {
      expect(screen.getByRole('link', { name })).toHaveAttribute(
        'href',
        expect.stringMatching(/^https:\/\//),
      );
    }
  });
});

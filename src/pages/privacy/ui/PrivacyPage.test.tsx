import { screen } from '@testing-library/react';
import { site } from '@/shared/config';
import { renderWithProviders } from '@/shared/lib/test';
import { PrivacyPage } from './PrivacyPage';

describe('PrivacyPage', () => {
  it('explains what is collected, how it is used and how to get in touch', () => {
    renderWithProviders(<PrivacyPage />, { route: '/privacy-policy' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const name of [
      'Information we collect',
      'How we use your information',
      'Cookies',
      'Your rights',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    expect(screen.getByRole('link', { name: site.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${site.supportEmail}`,
    );
  });
});

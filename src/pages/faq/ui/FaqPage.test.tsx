import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { site } from '@/shared/config';
import { renderWithProviders } from '@/shared/lib/test';
import { FaqPage } from './FaqPage';

const answerOf = (question: string) => {
  const heading = screen.getByRole('heading', { name: question });
  const details = heading.closest('details');
  if (!details) throw new Error(`no accordion item for ${question}`);
  return details;
};

describe('FaqPage', () => {
  it('has one main heading and every question as an accordion item', () => {
    renderWithProviders(<FaqPage />, { route: '/faq' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('group').length).toBeGreaterThanOrEqual(8);
  });

  it('states the card minimum as ₦1,000 for every level, as the fund-by-card form enforces', () => {
    renderWithProviders(<FaqPage />, { route: '/faq' });
    const item = answerOf('What is the minimum amount I can fund?');
    expect(item).toHaveTextContent(
      'For card payments the minimum is ₦1,000 per payment, whatever your account level',
    );
    expect(item).not.toHaveTextContent(/depends on your account level/);
    expect(document.body).not.toHaveTextContent(/₦100 /);
  });

  it('gives the two ways to fund a wallet, and promises no manual transfer', () => {
    renderWithProviders(<FaqPage />, { route: '/faq' });
    const item = answerOf('How do I fund my wallet?');
    const ways = within(item)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(ways).toHaveLength(2);
    expect(ways[0]).toMatch(/by card/);
    expect(ways[1]).toMatch(/bank transfer to your personal virtual account/);
    expect(document.body).not.toHaveTextContent(/manual/i);
  });

  it('gives manual transfer as a third way, with the account, when the operator offers one', () => {
    site.manualTransfer = {
      bankName: 'Wema Bank',
      accountNumber: '0123456789',
      accountName: 'NairaTop Ltd',
    };
    try {
      renderWithProviders(<FaqPage />, { route: '/faq' });
      const ways = within(answerOf('How do I fund my wallet?')).getAllByRole('listitem');
      expect(ways).toHaveLength(3);
      expect(ways[2]).toHaveTextContent(
        'by manual transfer to NairaTop Ltd, Wema Bank, account number 0123456789, with your e-mail as the narration',
      );
    } finally {
      site.manualTransfer = null;
    }
  });

  it('says an account is needed to buy, the true best discount, and becoming an agent on the upgrade page', () => {
    renderWithProviders(<FaqPage />, { route: '/faq' });
    expect(answerOf('Do I need to register before I can buy?')).toHaveTextContent(
      /you need an account to buy.*without any extra fee.*track every transaction/,
    );
    // Every purchase is paid from the wallet: nothing can be bought without an account.
    expect(answerOf('Do I need to register before I can buy?')).not.toHaveTextContent(
      /not required/,
    );
    expect(answerOf('How much discount do I get?')).toHaveTextContent(/up to 2\.5%/);
    const agent = answerOf('How do I become an agent?');
    expect(within(agent).getByRole('link', { name: 'Account Upgrade' })).toHaveAttribute(
      'href',
      '/dashboard/upgrade',
    );
    expect(within(agent).getByRole('link', { name: site.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${site.supportEmail}`,
    );
  });

  it('opens and closes an answer from its question', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FaqPage />, { route: '/faq' });
    const item = answerOf('How do I become an agent?');
    expect(item).not.toHaveAttribute('open');
    await user.click(screen.getByRole('heading', { name: 'How do I become an agent?' }));
    expect(item).toHaveAttribute('open');
  });
});

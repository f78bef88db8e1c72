import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/shared/lib/test';
import { HomePage } from './HomePage';

describe('HomePage', () => {
  it('has one main heading and calls to register and log in', () => {
    renderWithProviders(<HomePage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      /airtime, data, cable TV and electricity/i,
    );
    expect(screen.getByRole('link', { name: 'Create a free account' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(
      screen.getByText(/up to 2.5% on airtime and no convenience fee on cable TV and electricity/),
    ).toBeVisible();
  });

  it('shows the three highlights', () => {
    renderWithProviders(<HomePage />);
    const highlights = screen.getByRole('region', { name: /why choose/i });
    for (const name of ['24/7 availability', 'Secure transactions', 'Payment options']) {
      expect(within(highlights).getByRole('heading', { name })).toBeVisible();
    }
  });

  it('shows the about block with a Discover More link to /about', () => {
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('link', { name: /discover more/i })).toHaveAttribute('href', '/about');
  });

  it("shows four service cards, each linking to its service's screen", () => {
    renderWithProviders(<HomePage />);
    const services = screen.getByRole('region', { name: 'Our services' });
    const cards = within(services).getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    const titles = cards.map((card) => within(card).getByRole('heading').textContent);
    expect(titles).toEqual(['Airtime', 'Data', 'Cable TV', 'Electricity']);
    expect(cards.map((card) => within(card).getByRole('link').getAttribute('href'))).toEqual([
      '/dashboard/purchase-airtime',
      '/dashboard/purchase-data',
      '/dashboard/pay-for-tv',
      '/dashboard/pay-for-electricity',
    ]);
  });

  it('shows the four getting-started steps in order', () => {
    renderWithProviders(<HomePage />);
    const steps = screen.getByRole('region', { name: /four simple steps/i });
    const items = within(steps).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Register',
      'Login',
      'Fund Wallet',
      'Start buying',
    ]);
  });

  it('offers to install NairaTop itself, explaining how where the browser has no install offer', async () => {
    renderWithProviders(<HomePage />);
    const app = screen.getByRole('region', { name: /everywhere/i });
    expect(within(app).queryByRole('link', { name: /app store/i })).not.toBeInTheDocument();
    await userEvent.click(within(app).getByRole('button', { name: /install on this phone/i }));
    expect(within(app).getByRole('status')).toHaveTextContent(/Add to Home screen/);
  });
});

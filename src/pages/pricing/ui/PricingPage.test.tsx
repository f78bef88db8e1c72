import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import type { PriceListItem } from '@contract/api';
import { apiUrl, mswServer, renderWithProviders } from '@/shared/lib/test';
import { PricingPage } from './PricingPage';

const prices: PriceListItem[] = [
  {
    title: 'MTN',
    image: '/media/logos/mtn.svg',
    category: { id: 1, name: 'Airtime', type: 'airtime' },
    products: [{ amount1: 1, amount2: 1.5, amount3: 2.5, amount4: 3 }],
  },
  {
    title: 'MTN SME',
    image: '/media/logos/mtn.svg',
    category: { id: 2, name: 'Data', type: 'data' },
    products: [
      {
        data: [
          { plan: 'MTN SME 1GB - 30 Days', amount1: 600, amount2: 590, amount3: 580, amount4: 570 },
          {
            plan: 'MTN SME 10GB - 30 Days',
            amount1: 5500,
            amount2: 5400,
            amount3: 5350,
            amount4: 5300,
          },
        ],
      },
    ],
  },
  {
    title: 'DSTV',
    image: '/media/logos/dstv.svg',
    category: { id: 3, name: 'Cable TV', type: 'cable' },
    products: [
      {
        data: [
          {
            plan: 'DStv Padi - 1 Month',
            amount1: 4400,
            amount2: 4378,
            amount3: 4356,
            amount4: 4334,
          },
        ],
      },
    ],
  },
  {
    title: 'IKEDC-Ikeja Electric',
    image: '/media/logos/ikedc.svg',
    category: { id: 4, name: 'Electricity', type: 'electricity' },
    products: [{ amount1: 0.5, amount2: 0.75, amount3: 1, amount4: 1.25 }],
  },
  {
    title: 'GLO',
    image: '/media/logos/glo.svg',
    category: { id: 5, name: 'Airtime to Cash', type: 'airtime-to-cash' },
    products: [{ amount1: 25, amount2: 23, amount3: 21, amount4: 20 }],
  },
  {
    title: 'WAEC',
    image: '/media/logos/waec.svg',
    category: { id: 6, name: 'Exam Pins', type: 'exam' },
    products: [
      {
        data: [
          {
            plan: 'WAEC Result Checker PIN',
            amount1: 3900,
            amount2: 3850,
            amount3: 3800,
            amount4: 3750,
          },
        ],
      },
    ],
  },
  {
    title: 'SMS',
    image: '/media/logos/sms.svg',
    category: { id: 10, name: 'Bulk SMS', type: 'sms' },
    products: [{ amount1: 3.5, amount2: 3.2, amount3: 3, amount4: 2.8 }],
  },
];

const section = (name: string) => screen.getByRole('region', { name });
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('PricingPage', () => {
  it('shows a spinner while the prices load, then the tables', async () => {
    mswServer.use(
      http.get(apiUrl('get-prices/'), async () => {
        await delay(50);
        return HttpResponse.json({ data: prices });
      }),
    );
    renderWithProviders(<PricingPage />, { route: '/pricing' });
    expect(screen.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading prices...');
    expect(await screen.findByRole('region', { name: 'Airtime' })).toBeVisible();
    expect(screen.queryByText('Loading prices...')).not.toBeInTheDocument();
  });

  it('shows the discount per tier for airtime and electricity', async () => {
    mswServer.use(http.get(apiUrl('get-prices/'), () => HttpResponse.json({ data: prices })));
    renderWithProviders(<PricingPage />, { route: '/pricing' });
    await screen.findByRole('region', { name: 'Airtime' });

    const airtime = within(section('Airtime')).getByRole('table');
    expect(
      within(airtime)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Provider', 'Normal', 'Agent', 'Reseller', 'API']);
    expect(cells(within(airtime).getByRole('row', { name: /MTN/ }))).toEqual([
      '1%',
      '1.5%',
      '2.5%',
      '3%',
    ]);

    const electricity = within(section('Electricity')).getByRole('table');
    expect(cells(within(electricity).getByRole('row', { name: /Ikeja Electric/ }))).toEqual([
      '0.5%',
      '0.75%',
      '1%',
      '1.25%',
    ]);
    // each table says what its numbers mean, and where no fee is added
    expect(
      within(section('Electricity')).getByText(
        'The discount you get on every electricity payment, by account level. No convenience fee.',
      ),
    ).toBeVisible();
    expect(
      within(section('Airtime')).getByText(
        'The discount you get on every airtime purchase, by account level.',
      ),
    ).toBeVisible();
  });

  it('lists data, cable and exam plans with naira prices per tier', async () => {
    mswServer.use(http.get(apiUrl('get-prices/'), () => HttpResponse.json({ data: prices })));
    renderWithProviders(<PricingPage />, { route: '/pricing' });
    await screen.findByRole('region', { name: 'Data' });

    const mtnSme = within(section('Data')).getByRole('article', { name: 'MTN SME' });
    expect(cells(within(mtnSme).getByRole('row', { name: /^10GB - 30 Days/ }))).toEqual([
      '₦5,500.00',
      '₦5,400.00',
      '₦5,350.00',
      '₦5,300.00',
    ]);
    const dstv = within(section('Cable TV')).getByRole('article', { name: 'DSTV' });
    expect(within(dstv).getByRole('row', { name: /Padi - 1 Month/ })).toHaveTextContent(
      '₦4,400.00',
    );
    const waec = within(section('Exam Pins')).getByRole('article', { name: 'WAEC' });
    expect(within(waec).getByRole('row', { name: /Result Checker PIN/ })).toHaveTextContent(
      '₦3,750.00',
    );
  });

  it('shows the airtime-to-cash commission and the SMS price per unit', async () => {
    mswServer.use(http.get(apiUrl('get-prices/'), () => HttpResponse.json({ data: prices })));
    renderWithProviders(<PricingPage />, { route: '/pricing' });
    await screen.findByRole('region', { name: 'Airtime to Cash' });

    expect(
      within(section('Airtime to Cash')).getByText(
        /commission kept when you convert airtime to cash/i,
      ),
    ).toBeVisible();
    expect(cells(within(section('Airtime to Cash')).getByRole('row', { name: /GLO/ }))).toEqual([
      '25%',
      '23%',
      '21%',
      '20%',
    ]);
    expect(cells(within(section('Bulk SMS')).getByRole('row', { name: /SMS/ }))).toEqual([
      '₦3.50',
      '₦3.20',
      '₦3.00',
      '₦2.80',
    ]);
  });

  it("gives every card a Buy Now link to its service's screen", async () => {
    mswServer.use(http.get(apiUrl('get-prices/'), () => HttpResponse.json({ data: prices })));
    renderWithProviders(<PricingPage />, { route: '/pricing' });
    await screen.findByRole('region', { name: 'Airtime' });

    const cards = screen.getAllByRole('article');
    // airtime, MTN SME, DSTV, electricity, airtime to cash, WAEC, SMS
    expect(cards).toHaveLength(7);
    const targets = cards.map((card) =>
      within(card)
        .getByRole('link', { name: /^Buy Now/ })
        .getAttribute('href'),
    );
    expect(targets).toEqual([
      '/dashboard/purchase-airtime',
      '/dashboard/purchase-data',
      '/dashboard/pay-for-tv',
      '/dashboard/pay-for-electricity',
      '/dashboard/airtime-to-cash',
      '/dashboard/purchase-exam-pins',
      '/dashboard/send-sms',
    ]);
  });

  it('logs a failed load and shows the page without prices', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mswServer.use(
      http.get(apiUrl('get-prices/'), () =>
        HttpResponse.json({ message: 'Server error', errors: [], data: {} }, { status: 500 }),
      ),
    );
    renderWithProviders(<PricingPage />, { route: '/pricing' });
    await waitFor(() =>
      expect(log).toHaveBeenCalledWith('Failed to load prices', expect.anything()),
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    log.mockRestore();
  });
});

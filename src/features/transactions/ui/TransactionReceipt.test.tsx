import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useReactToPrint } from 'react-to-print';
import type { Transaction } from '@contract/api';
import {
  apiUrl,
  buildTransaction,
  errorReply,
  mswServer,
  renderWithProviders,
  setupUser,
  buildBuyAgain,
} from '@/shared/lib/test';
import { TransactionReceipt } from './TransactionReceipt';

// The print machinery's boundary: the library opens the browser's print dialog.
jest.mock('react-to-print', () => ({ useReactToPrint: jest.fn() }));
const useReactToPrintMock = jest.mocked(useReactToPrint);

/** get-transaction-by-id/`id`/ answers `tx`, after `gate` when given; requests are counted. */
function serveTransaction(id: number, tx: Transaction, gate?: Promise<void>) {
  const sent: string[] = [];
  mswServer.use(
    http.get(apiUrl(`get-transaction-by-id/${id}/`), async ({ request }) => {
      sent.push(request.url);
      await gate;
      return HttpResponse.json({ data: [tx] });
    }),
  );
  return sent;
}

const row = (label: string) =>
  screen.getByText(label, { selector: 'th, th *' }).closest('tr') as HTMLElement;
/** The codes of a row (reference, token, PINs, vouchers) as read: grouped, each with its Copy. */
const codes = (label: string) =>
  within(row(label))
    .getAllByRole('code')
    .map((code) => code.textContent);

/** The receipt's row labels, in order. */
const labels = () =>
  Array.from(document.querySelectorAll('.ant-descriptions-item-label')).map(
    (label) => label.textContent,
  );

const print = jest.fn();
beforeEach(() => {
  print.mockReset();
  useReactToPrintMock.mockReset().mockReturnValue(print);
});

it('shows a spinner while fetching, then only the rows the transaction has', async () => {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  serveTransaction(90, buildTransaction({ card_no: null, token: null, status: 'reversed' }), gate);
  renderWithProviders(<TransactionReceipt id={90} />);

  expect(await screen.findByRole('status', { name: 'Loading...' })).toBeInTheDocument();
  release();

  expect(await screen.findByRole('heading', { name: 'Transaction Receipt' })).toBeInTheDocument();
  expect(screen.queryByRole('status', { name: 'Loading...' })).not.toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'MTN' })).toBeInTheDocument();
  expect(labels()).toEqual(['Ref', 'Description', 'Phone', 'Amount', 'Status', 'Date', 'Reason']);
  expect(codes('Ref')).toEqual(['TX-90']);
  expect(within(row('Description')).getByText('MTN ₦100 airtime')).toBeInTheDocument();
  expect(within(row('Amount')).getByText('₦98.00')).toBeInTheDocument();
  expect(within(row('Status')).getByText('Reversed')).toBeInTheDocument();
  expect(within(row('Date')).getByText(/^20th Nov, 2026, /)).toBeInTheDocument();
});

it('shows the token, units, PINs, cards and vouchers the purchase produced', async () => {
  serveTransaction(
    5,
    buildTransaction({
      id: 5,
      plan: '',
      description: 'Exam pins',
      card_no: '0123456789',
      token: '1111-2222-3333, PIN-A, PIN-B, Serial SN1 PIN 4455, VOUCH-1',
      result: {
        token: '1111-2222-3333',
        units: '79.9 kWh',
        pins: ['PIN-A', 'PIN-B'],
        cards: [{ serial: 'SN1', pin: '4455' }],
        vouchers: ['VOUCH-1'],
        customer_name: 'Ada Okafor',
      },
    }),
  );
  renderWithProviders(<TransactionReceipt id={5} />);

  await screen.findByRole('heading', { name: 'Transaction Receipt' });
  expect(within(row('Description')).getByText('Exam pins')).toBeInTheDocument();
  expect(within(row('Card No')).getByText('0123456789')).toBeInTheDocument();
  expect(codes('Token')).toEqual(['1111-2222-3333']);
  expect(within(row('Token')).getByRole('button', { name: 'Copy Token' })).toBeInTheDocument();
  expect(within(row('Units')).getByText('79.9 kWh')).toBeInTheDocument();
  expect(codes('PINs')).toEqual(['PIN-A', 'PIN-B']);
  expect(codes('Card')).toEqual(['Serial SN1, PIN 4455']);
  expect(codes('Voucher')).toEqual(['VOUCH-1']);
  expect(within(row('Customer Name')).getByText('Ada Okafor')).toBeInTheDocument();
});

it('shows the items the service declared, and opens a certificate or link in a new tab', async () => {
  serveTransaction(
    6,
    buildTransaction({
      id: 6,
      token: null,
      result: {
        certificate_url: 'https://insurer.example/cert/PA-1.pdf',
        items: [
          { label: 'Policy number', values: ['POL-77'], code: true },
          { label: 'Schedule', values: ['https://insurer.example/s.pdf'], link: true },
        ],
      },
    }),
  );
  renderWithProviders(<TransactionReceipt id={6} />);

  await screen.findByRole('heading', { name: 'Transaction Receipt' });
  expect(codes('Policy number')).toEqual(['POL-77']);
  expect(within(row('Certificate')).getByRole('link')).toHaveAttribute(
    'href',
    'https://insurer.example/cert/PA-1.pdf',
  );
  const schedule = within(row('Schedule')).getByRole('link', {
    name: 'https://insurer.example/s.pdf',
  });
  expect(schedule).toHaveAttribute('target', '_blank');
  expect(schedule).toHaveAttribute('rel', 'noopener noreferrer');
});

it('says when the transaction is missing (404) and links back to the list', async () => {
  mswServer.use(
    http.get(apiUrl('get-transaction-by-id/404/'), () => errorReply(404, 'Transaction not found')),
  );
  renderWithProviders(<TransactionReceipt id={404} />);
  expect(await screen.findByText('Transaction not found')).toBeInTheDocument();
  expect(
    screen.getByText('It may belong to another account or the link is wrong.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to your transactions' })).toHaveAttribute(
    'href',
    '/dashboard/transactions',
  );
});

it('asks nothing for an id that is not one, and says it is missing', () => {
  renderWithProviders(<TransactionReceipt id={undefined} />);
  expect(screen.getByText('Transaction not found')).toBeInTheDocument();
});

it('only logs other failures; the spinner stops', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  mswServer.use(http.get(apiUrl('get-transaction-by-id/9/'), () => errorReply(503, 'Unavailable')));
  renderWithProviders(<TransactionReceipt id={9} />);
  await waitFor(() =>
    expect(logged).toHaveBeenCalledWith('Failed to load the transaction', expect.anything()),
  );
  expect(screen.queryByRole('status', { name: 'Loading...' })).not.toBeInTheDocument();
  expect(screen.queryByText('Transaction not found')).not.toBeInTheDocument();
  logged.mockRestore();
});

it("prints the receipt area alone, titled 'Transaction Receipt'", async () => {
  serveTransaction(90, buildTransaction());
  const user = setupUser();
  renderWithProviders(<TransactionReceipt id={90} />);
  await screen.findByRole('heading', { name: 'Transaction Receipt' });
  // the print code arrives after the receipt has drawn; its button waits for it
  await waitFor(() => expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled());

  const options = useReactToPrintMock.mock.lastCall?.[0];
  expect(options?.documentTitle).toBe('Transaction Receipt');
  const area = options?.contentRef?.current as HTMLElement;
  expect(within(area).getByRole('heading', { name: 'Transaction Receipt' })).toBeInTheDocument();
  expect(within(area).queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
  // the printed receipt names who issued it and how to reach them
  expect(within(area).getByText('NairaTop')).toBeInTheDocument();
  expect(within(area).getByText(/Support: 08031234567, support@nairatop\.ng/)).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Print' }));
  expect(print).toHaveBeenCalledTimes(1);
});

it('shows the refund of a failed purchase: why, how much came back and the balance after it', async () => {
  serveTransaction(
    7,
    buildTransaction({
      id: 7,
      status: 'failed',
      response: 'Transaction failed (Sender name must be 3 to 11 characters): Bulk SMS.',
      initial_balance: 1000,
      new_balance: 902,
      refund: { amount: 98, balance_after: 1000, refunded_at: '2026-11-20T10:00:05.000Z' },
    }),
  );
  renderWithProviders(<TransactionReceipt id={7} />);
  await screen.findByRole('heading', { name: 'Transaction Receipt' });
  expect(
    within(row('Reason')).getByText(/Sender name must be 3 to 11 characters/),
  ).toBeInTheDocument();
  expect(within(row('Refund')).getByText(/^₦98\.00 returned to your wallet/)).toBeInTheDocument();
  expect(within(row('Balance after refund')).getByText('₦1,000.00')).toBeInTheDocument();
});

describe('Share', () => {
  const electricity = buildTransaction({ id: 12, token: '1234-5678-9012-3456-7890' });

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
  });

  it("sends the receipt's text, token included, to the device's share sheet", async () => {
    const share = jest.fn<Promise<void>, [ShareData]>().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    serveTransaction(12, electricity);
    const user = setupUser();
    renderWithProviders(<TransactionReceipt id={12} />);

    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledTimes(1);
    const sent = share.mock.calls[0]?.[0];
    expect(sent?.title).toBe('Transaction Receipt');
    expect(sent?.text).toContain('Token: 1234-5678-9012-3456-7890');
    expect(sent?.text).toContain('Ref: TX-90');
    expect(sent?.text).toMatch(/^NairaTop Transaction Receipt\n/);
  });

  it('offers a WhatsApp link with the same text where the browser cannot share', async () => {
    expect('share' in navigator).toBe(false);
    serveTransaction(12, electricity);
    renderWithProviders(<TransactionReceipt id={12} />);

    const link = await screen.findByRole('link', { name: 'Share on WhatsApp' });
    const href = new URL(link.getAttribute('href') ?? '');
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/');
    const text = href.searchParams.get('text') ?? '';
    expect(text).toContain('Token: 1234-5678-9012-3456-7890');
    expect(text).toContain('Support: 08031234567, support@nairatop.ng');
    expect(link).toHaveAttribute('target', '_blank');
  });
});

it('offers "Buy again" with the purchase in the address of its screen', async () => {
  serveTransaction(
    91,
    buildTransaction({
      id: 91,
      plan: 'Ikeja Electric ₦1,000',
      buy_again: buildBuyAgain({
        service: 'electricity',
        package_id: 41,
        service_id: 'ikeja-electric',
        number: '1111111111111',
        amount: 1000,
        meter_type: 'prepaid',
      }),
    }),
  );
  renderWithProviders(<TransactionReceipt id={91} />);
  const link = await screen.findByRole('link', { name: 'Buy again: Ikeja Electric ₦1,000' });
  const address = new URL(link.getAttribute('href') ?? '', 'http://localhost');
  expect(address.pathname).toBe('/dashboard/pay-for-electricity');
  expect(Object.fromEntries(address.searchParams)).toEqual({
    number: '1111111111111',
    package: '41',
    service_id: 'ikeja-electric',
    amount: '1000',
    phone: '08031234567',
    meter_type: 'prepaid',
  });
});

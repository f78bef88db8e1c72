import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Package } from '@contract/api';
import type {
  BulkPurchase,
  BulkPurchaseSummary,
  CreateBulkPurchaseRequest,
} from '@contract/api/bulk-purchases';
import { PURCHASE_MESSAGES } from '@contract/rules';
import { BULK_MESSAGES } from '@contract/rules/bulk-purchase';
import { writeAccessToken } from '@/shared/api';
import { CATEGORY_IDS } from '@contract/constants';
import {
  TEST_PIN,
  apiUrl,
  choose,
  confirmDialog,
  mswServer,
  renderWithProviders,
  serveCategoryPackages,
  setupUser,
} from '@/shared/lib/test';
import { HEADER_MISSING, parseSheet } from '../model/parse';
import { planCodeRows, templateCsv } from './PlanCodes';
import { BulkTopUp } from './BulkTopUp';

const mtnAirtime: Package = {
  id: 1,
  title: 'MTN',
  image: '/media/logos/mtn.svg',
  description: '',
  network_type: null,
  service_id: 'mtn',
  products: { discount: 2 },
};
const gloData: Package = {
  id: 9,
  title: 'GLO Gifting',
  image: '/media/logos/glo.svg',
  description: '',
  network_type: 'GLO',
  service_id: 'glo-data',
  products: [{ id: 50, title: 'GLO Gifting 1GB - 3 Days', amount: 350, code: 'glo-1gb' }],
};

// Row 3's number is too short; row 4's prefix is no network's (the sandbox number).
const SHEET = [
  'Phone,Amount,Plan,Network',
  '08031234567,500,,',
  '08051234567,,glo-1gb,',
  '0803123,100,,',
  '08011111111,100,,',
].join('\n');

/** The customer's past batches, as bulk-purchases/ lists them (none unless a test says). */
const servePastBatches = (batches: BulkPurchaseSummary[] = []) =>
  mswServer.use(http.get(apiUrl('bulk-purchases/'), () => HttpResponse.json({ data: batches })));

beforeEach(() => {
  writeAccessToken('token-1');
  serveCategoryPackages(CATEGORY_IDS.airtime, [mtnAirtime]);
  serveCategoryPackages(CATEGORY_IDS.data, [gloData]);
  servePastBatches();
});

it('lists the data plan codes the plan column takes, and a template that names a real one', async () => {
  const user = setupUser();
  renderWithProviders(<BulkTopUp />);
  await user.click(await screen.findByText(/^Data plan codes for the plan column/));
  const codes = await screen.findByRole('table');
  await waitFor(() => expect(within(codes).getByText('glo-1gb')).toBeInTheDocument());
  const line = within(codes).getByText('glo-1gb').closest('tr') as HTMLElement;
  expect(line).toHaveTextContent('GLO Gifting 1GB - 3 Days');
  expect(line).toHaveTextContent('₦350.00');
  expect(templateCsv(planCodeRows([gloData])).split('\n')).toEqual([
    'phone,amount,plan,network',
    '08031234567,500,,',
    '08051234567,,glo-1gb,',
    '',
  ]);
  // the template, read back by the sheet parser, is a valid sheet
  expect(parseSheet(templateCsv(planCodeRows([gloData]))).error).toBeUndefined();
});

it('lists past batches with their totals and results; View opens one again', async () => {
  const past: BulkPurchaseSummary = {
    id: 12,
    created_at: '2026-11-28T09:30:00.000Z',
    row_count: 40,
    total: 3960,
    lines_left_out: 0,
    counts: { queued: 0, pending: 0, confirmed: 38, failed: 2 },
    done: true,
  };
  servePastBatches([past]);
  mswServer.use(
    http.get(apiUrl('bulk-purchases/12/'), () =>
      HttpResponse.json({ data: { ...past, rows: [], left_out: [] } }),
    ),
  );
  const user = setupUser();
  renderWithProviders(<BulkTopUp />);
  const list = await screen.findByRole('region', { name: 'Your batches' });
  expect(list).toHaveTextContent('₦3,960.00');
  expect(list).toHaveTextContent('38 delivered, 2 failed');
  expect(list).toHaveTextContent('40');
  await user.click(within(list).getByRole('button', { name: 'View' }));
  expect(
    await screen.findByText(/All 40 rows are done: 38 delivered, 2 failed/),
  ).toBeInTheDocument();
});

const rowOf = (n: number) =>
  screen
    .getAllByRole('row')
    .find((row) => within(row).queryAllByRole('cell')[0]?.textContent === String(n))!;

async function upload(user: ReturnType<typeof setupUser>, text: string) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  await user.upload(input, new File([text], 'lines.csv', { type: 'text/csv' }));
}

it('previews an uploaded sheet: each line checked and priced, the problems named, the total', async () => {
  const user = setupUser();
  renderWithProviders(<BulkTopUp />);
  await upload(user, SHEET);

  expect(
    await screen.findByText('4 numbers: 2 ready, 2 with problems (left out)'),
  ).toBeInTheDocument();
  // ₦500 of MTN airtime less 2%, and the GLO plan's price.
  expect(screen.getByText('Total: ₦840.00')).toBeInTheDocument();
  expect(within(rowOf(1)).getByText('₦490.00')).toBeInTheDocument();
  expect(within(rowOf(2)).getByText('GLO Gifting 1GB - 3 Days')).toBeInTheDocument();
  expect(within(rowOf(3)).getByText(PURCHASE_MESSAGES.phoneInvalid)).toBeInTheDocument();
  expect(within(rowOf(4)).getByText(BULK_MESSAGES.networkUnknown)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Buy for ₦840.00' })).toBeEnabled();
});

it('refuses a sheet without its header row', async () => {
  const user = setupUser();
  renderWithProviders(<BulkTopUp />);
  await user.type(screen.getByLabelText('Or paste the lines'), '08031234567');
  await user.click(screen.getByRole('button', { name: 'Preview' }));
  expect(await screen.findByText(HEADER_MISSING)).toBeInTheDocument();
});

it('buys the ready lines, a ported number on the chosen network, after one PIN; then each result', async () => {
  const sent: Array<{ body: CreateBulkPurchaseRequest & { pin?: string }; key: string | null }> =
    [];
  const batch: BulkPurchase = {
    id: 7,
    created_at: '2026-11-26T10:00:00.000Z',
    row_count: 3,
    lines_left_out: 1,
    total: 938,
    counts: { queued: 0, pending: 0, confirmed: 2, failed: 1 },
    done: true,
    rows: [
      {
        row: 1,
        service: 'airtime',
        phone: '08031234567',
        network: 'mtn',
        amount: 500,
        plan: null,
        plan_title: null,
        charge: 490,
        status: 'confirmed',
        tx_ref: 'NT1',
        message: 'Transaction successful',
      },
      {
        row: 2,
        service: 'data',
        phone: '08051234567',
        network: 'glo',
        amount: null,
        plan: 'glo-1gb',
        plan_title: 'GLO Gifting 1GB - 3 Days',
        charge: 350,
        status: 'failed',
        tx_ref: 'NT2',
        message: 'Transaction failed, ₦350.00 refunded',
      },
      {
        row: 4,
        service: 'airtime',
        phone: '08011111111',
        network: 'mtn',
        amount: 100,
        plan: null,
        plan_title: null,
        charge: 98,
        status: 'confirmed',
        tx_ref: 'NT3',
        message: 'Transaction successful',
      },
    ],
    left_out: [{ line: 3, phone: '0803123', reason: PURCHASE_MESSAGES.phoneInvalid }],
  };
  mswServer.use(
    http.post(apiUrl('bulk-purchases/'), async ({ request }) => {
      sent.push({
        body: (await request.json()) as CreateBulkPurchaseRequest,
        key: request.headers.get('idempotency-key'),
      });
      return HttpResponse.json(
        { message: 'Batch accepted', data: { ...batch, done: false } },
        { status: 202 },
      );
    }),
    http.get(apiUrl('bulk-purchases/7/'), () => HttpResponse.json({ data: batch })),
  );
  const user = setupUser();
  renderWithProviders(<BulkTopUp />);
  await upload(user, SHEET);
  await screen.findByText('Total: ₦840.00');

  await choose(user, 'Network of row 4', 'MTN');
  expect(await screen.findByText('Total: ₦938.00')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Buy for ₦938.00' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Top up 3 numbers for ₦938.00.')).toBeInTheDocument();
  expect(within(dialog).getByText('Left out, with problems: row 3.')).toBeInTheDocument();
  await confirmDialog(user, 'Yes');

  expect(await screen.findByText(/All 3 rows are done: 2 delivered, 1 failed/)).toBeInTheDocument();
  expect(sent).toEqual([
    {
      body: {
        // each line keeps its number in the sheet; the left-out line is sent with why
        rows: [
          { phone: '08031234567', amount: 500, line: 1 },
          { phone: '08051234567', plan: 'glo-1gb', line: 2 },
          { phone: '08011111111', network: 'mtn', amount: 100, line: 4 },
        ],
        left_out: [{ line: 3, phone: '0803123', reason: PURCHASE_MESSAGES.phoneInvalid }],
        pin: TEST_PIN,
      },
      key: expect.stringMatching(/^[0-9a-f]{32}$/),
    },
  ]);
  expect(within(rowOf(2)).getByText('Transaction failed, ₦350.00 refunded')).toBeInTheDocument();
  // the results follow the sheet: line 3 is listed, left out, with why; line 4 keeps its number
  expect(rowOf(3)).toHaveTextContent('Left out');
  expect(within(rowOf(3)).getByText(PURCHASE_MESSAGES.phoneInvalid)).toBeInTheDocument();
  expect(within(rowOf(4)).getByText('08011111111')).toBeInTheDocument();
  expect(screen.getByText(/Left out 1/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Download results as CSV' })).toBeInTheDocument();
});

import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { EpinCard } from '@contract/api';
import { writeAccessToken } from '@/shared/api';
import { EPIN_MESSAGES as M } from '@contract/services/epins';
import {
  apiUrl,
  captureDownloads,
  enterText,
  errorReply,
  mswServer,
  renderWithProviders,
  setupUser,
} from '@/shared/lib/test';
import { EpinBatchDetail } from './EpinBatchDetail';
import { buildBatch, buildCards, SELLER } from './test-batches';

const saved = captureDownloads();

interface Served {
  /** the purpose of each read of the batch's cards */
  opened: string[];
  /** each mark posted: which mark and its body */
  marks: { mark: string; body: unknown }[];
}

/** The batch's cards (24 MTN ₦100), the seller, and the marks, which the server applies. */
function serveBatch(seller = SELLER, cards: EpinCard[] = buildCards(24)): Served {
  const served: Served = { opened: [], marks: [] };
  let batch = buildBatch();
  mswServer.use(
    http.get(apiUrl('epins/seller/'), () => HttpResponse.json({ data: seller })),
    http.put(apiUrl('epins/seller/'), async ({ request }) => {
      seller = (await request.json()) as typeof SELLER;
      return HttpResponse.json({ data: seller });
    }),
    http.get(apiUrl('epins/batches/5/cards/'), ({ request }) => {
      served.opened.push(new URL(request.url).searchParams.get('purpose') ?? '');
      return HttpResponse.json({ data: { batch, cards, seller } });
    }),
    http.post(apiUrl('epins/batches/5/:mark/'), async ({ request, params }) => {
      const body = (await request.json()) as { card_ids: number[]; marked: boolean };
      const mark = String(params.mark);
      served.marks.push({ mark, body });
      const field = mark === 'sold' ? 'sold_at' : 'printed_at';
      cards = cards.map((card) =>
        body.card_ids.includes(card.id)
          ? { ...card, [field]: body.marked ? '2026-11-21T10:00:00.000Z' : null }
          : card,
      );
      batch = {
        ...batch,
        sold: cards.filter((card) => card.sold_at).length,
        printed: cards.filter((card) => card.printed_at).length,
      };
      return HttpResponse.json({ data: { changed: body.card_ids.length, batch } });
    }),
  );
  return served;
}

async function setup() {
  const user = setupUser();
  renderWithProviders(<EpinBatchDetail id={5} />);
  const list = await screen.findByRole('list', { name: 'Cards' });
  return { user, list, rows: () => within(list).getAllByRole('listitem') };
}

const button = (name: string) => screen.getByRole('button', { name });

const realPrint = window.print;
beforeEach(() => writeAccessToken('token-1'));
afterEach(() => {
  window.print = realPrint;
});

it('shows the batch and its cards with the PINs hidden until shown, read once for viewing', async () => {
  const served = serveBatch();
  const { user, rows } = await setup();
  expect(screen.getByText('MTN ₦100 airtime')).toBeInTheDocument();
  expect(screen.getByText('24 of 24')).toBeInTheDocument();
  expect(rows()).toHaveLength(24);
  const first = within(rows()[0]!);
  expect(first.getByText('Serial SN00000001')).toBeInTheDocument();
  const pin = '5550000000007919';
  expect(document.body).not.toHaveTextContent(pin.slice(0, 8));
  expect(first.getByText('•••• •••• 7919')).toBeInTheDocument();
  await user.click(first.getByRole('button', { name: 'Show PIN of card SN00000001' }));
  expect(first.getByText('5550 0000 0000 7919')).toBeInTheDocument();
  await user.click(first.getByRole('button', { name: 'Hide PIN of card SN00000001' }));
  expect(first.queryByText('5550 0000 0000 7919')).not.toBeInTheDocument();
  expect(served.opened).toEqual(['view']);
});

it('marks the selected cards sold and unsold, without reading the PINs again', async () => {
  const served = serveBatch();
  const { user, rows } = await setup();
  expect(button('Mark sold')).toBeDisabled();
  for (const serial of ['SN00000001', 'SN00000002', 'SN00000003', 'SN00000004', 'SN00000005'])
    await user.click(screen.getByRole('checkbox', { name: `Select card ${serial}` }));
  await user.click(button('Mark sold'));
  expect(await screen.findByText('5 cards marked sold')).toBeInTheDocument();
  expect(served.marks).toEqual([
    { mark: 'sold', body: { card_ids: [1, 2, 3, 4, 5], marked: true } },
  ]);
  expect(rows().filter((row) => within(row).queryByText('Sold'))).toHaveLength(5);
  // the selection is cleared; the batch's count follows
  expect(screen.getByRole('checkbox', { name: 'Select card SN00000001' })).not.toBeChecked();
  expect(screen.getByText('Prints or downloads the 19 cards not marked sold.')).toBeInTheDocument();

  await user.click(screen.getByRole('checkbox', { name: 'Select card SN00000002' }));
  await user.click(button('Mark unsold'));
  expect(await screen.findByText('1 card marked unsold')).toBeInTheDocument();
  expect(served.marks[1]).toEqual({ mark: 'sold', body: { card_ids: [2], marked: false } });
  expect(rows().filter((row) => within(row).queryByText('Sold'))).toHaveLength(4);
  expect(served.opened).toEqual(['view']);
});

it('selects all cards at once, and none again', async () => {
  serveBatch();
  const { user } = await setup();
  const all = screen.getByRole('checkbox', { name: 'Select all 24 cards' });
  await user.click(all);
  expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(25);
  expect(screen.getByText('Prints or downloads the 24 cards selected.')).toBeInTheDocument();
  await user.click(all);
  expect(screen.queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
});

it('prints the unsold cards on an A4 sheet read for printing, then marks them printed', async () => {
  const served = serveBatch(SELLER, [
    ...buildCards(22),
    ...buildCards(2, { sold_at: '2026-11-21T09:00:00.000Z' }).map((card, index) => ({
      ...card,
      id: 23 + index,
      serial: `SN000000${23 + index}`,
    })),
  ]);
  const print = jest.fn(() => window.dispatchEvent(new Event('afterprint')));
  window.print = print;
  const { user } = await setup();
  await user.click(button('Print sheet'));
  const preview = await screen.findByRole('dialog', { name: '22 cards on A4 paper' });
  expect(served.opened).toEqual(['view', 'print']);
  const sheet = within(preview).getByRole('list', { name: '22 e-PIN cards from Ade Phones' });
  expect(sheet.querySelectorAll('[data-page]')).toHaveLength(1);
  await user.click(within(preview).getByRole('radio', { name: '12 a page' }));
  expect(sheet.querySelectorAll('[data-page]')).toHaveLength(2);
  expect(within(sheet).getAllByRole('listitem')[0]).toHaveTextContent('5550 0000 0000 7919');

  await user.click(within(preview).getByRole('button', { name: 'Print' }));
  expect(print).toHaveBeenCalledTimes(1);
  expect(await screen.findByText('22 cards marked printed')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(served.marks).toEqual([
    {
      mark: 'printed',
      body: { card_ids: Array.from({ length: 22 }, (_, index) => index + 1), marked: true },
    },
  ]);
});

it('shows the selected cards on a 58 mm roll; Save as PDF reads them for download and marks nothing', async () => {
  const served = serveBatch();
  window.print = jest.fn(() => window.dispatchEvent(new Event('afterprint')));
  const { user } = await setup();
  await user.click(screen.getByRole('checkbox', { name: 'Select card SN00000003' }));
  await user.click(button('Print thermal (58 mm)'));
  const roll = await screen.findByRole('dialog', { name: '1 card on a 58 mm thermal roll' });
  expect(within(roll).getAllByRole('listitem')).toHaveLength(1);
  expect(within(roll).queryByRole('radio')).not.toBeInTheDocument();
  await user.click(within(roll).getByRole('button', { name: 'Close' }));

  expect(button('Save as PDF')).toHaveAccessibleDescription(
    'Save as PDF opens the print view: in Chrome, choose "Save as PDF" as the printer.',
  );
  await user.click(button('Save as PDF'));
  const pdf = await screen.findByRole('dialog', { name: '1 card on A4 paper' });
  expect(pdf).toHaveTextContent('choose "Save as PDF" as the printer');
  await user.click(within(pdf).getByRole('button', { name: 'Save as PDF' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(served.opened).toEqual(['view', 'print', 'download']);
  expect(served.marks).toEqual([]);
});

it('downloads the cards as CSV, read for download', async () => {
  const served = serveBatch();
  const { user } = await setup();
  await user.click(button('Download CSV'));
  expect(await screen.findByText('24 cards saved as CSV')).toBeInTheDocument();
  expect(served.opened).toEqual(['view', 'download']);
  expect(saved.map((file) => file.name)).toEqual(['recharge-cards-TX-90.csv']);
  const lines = (await saved[0]!.text()).split('\r\n');
  expect(lines[1]).toBe(
    'mtn,airtime,100,,5550000000007919,SN00000001,B-2026-005,Ade Phones,08031234567',
  );
});

it('asks for the business name and phone before printing when they are not set', async () => {
  serveBatch({ business_name: '', phone: '' });
  const { user } = await setup();
  expect(button('Print sheet')).toBeDisabled();
  expect(
    screen.getByText('Add the business name and phone printed on your cards before printing.'),
  ).toBeInTheDocument();
  await enterText(user, screen.getByLabelText('Business name'), 'Ade Phones');
  await enterText(user, screen.getByLabelText('Phone printed on cards'), '08031234567');
  await user.click(button('Save name and phone'));
  await waitFor(() => expect(button('Print sheet')).toBeEnabled());
  expect(screen.getByText(/Printed with Ade Phones · 08031234567/)).toBeInTheDocument();
});

it('says so when the batch is not the customer’s', async () => {
  mswServer.use(
    http.get(apiUrl('epins/seller/'), () => HttpResponse.json({ data: SELLER })),
    http.get(apiUrl('epins/batches/9/cards/'), () => errorReply(404, 'Not found')),
  );
  renderWithProviders(<EpinBatchDetail id={9} />);
  expect(await screen.findByText(M.batchNotFound)).toBeInTheDocument();
});

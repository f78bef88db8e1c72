import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { BulkPurchase, BulkPurchaseSummary } from '@contract/api/bulk-purchases';
import { writeAccessToken } from '@/shared/api';
import { apiUrl, mswServer, renderWithProviders } from '@/shared/lib/test';
import { BatchResults } from './BatchResults';

type Counts = BulkPurchaseSummary['counts'];

const row = (n: number, status: BulkPurchase['rows'][number]['status']) => ({
  row: n,
  service: 'airtime' as const,
  phone: `0803123456${n}`,
  network: 'mtn' as const,
  amount: 100,
  plan: null,
  plan_title: null,
  charge: 99,
  status,
  tx_ref: status === 'queued' ? null : `NT${n}`,
  message: null,
});

/** The batch as the server holds it at `counts` (rows 1-3 in the statuses the counts say). */
function batchAt(counts: Counts): BulkPurchase {
  const statuses: BulkPurchase['rows'][number]['status'][] = [
    ...Array<'confirmed'>(counts.confirmed).fill('confirmed'),
    ...Array<'failed'>(counts.failed).fill('failed'),
    ...Array<'pending'>(counts.pending).fill('pending'),
    ...Array<'queued'>(counts.queued).fill('queued'),
  ];
  return {
    id: 9,
    created_at: '2026-11-29T10:00:00.000Z',
    row_count: 3,
    lines_left_out: 0,
    total: 297,
    counts,
    done: counts.queued === 0 && counts.pending === 0,
    rows: statuses.map((status, index) => row(index + 1, status)),
    left_out: [],
  };
}

beforeEach(() => writeAccessToken('token-1'));

it('follows a running batch by its counts, reads the rows only when they change, and stops when done', async () => {
  const start: Counts = { queued: 2, pending: 1, confirmed: 0, failed: 0 };
  const midway: Counts = { queued: 0, pending: 1, confirmed: 2, failed: 0 };
  const done: Counts = { queued: 0, pending: 0, confirmed: 2, failed: 1 };
  // what each poll of the counts finds, the last one repeating
  const polls = [start, start, midway, midway, done];
  let now = start;
  let rowReads = 0;
  let countReads = 0;
  mswServer.use(
    http.get(apiUrl('bulk-purchases/9/'), () => {
      rowReads += 1;
      return HttpResponse.json({ data: batchAt(now) });
    }),
    http.get(apiUrl('bulk-purchases/9/summary/'), () => {
      now = polls[Math.min(countReads, polls.length - 1)] ?? done;
      countReads += 1;
      const { rows: _rows, ...summary } = batchAt(now);
      return HttpResponse.json({ data: summary });
    }),
  );
  renderWithProviders(<BatchResults id={9} onNew={() => undefined} refreshMs={30} />);

  expect(await screen.findByText(/Buying: 3 of 3 rows still in progress/)).toBeInTheDocument();
  expect(screen.getByText('Delivered 0 · Failed 0 · In progress 3 · of 3')).toBeInTheDocument();
  expect(await screen.findByText(/All 3 rows are done: 2 delivered, 1 failed/)).toBeInTheDocument();
  expect(screen.getByText('Delivered 2 · Failed 1 · In progress 0 · of 3')).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Batch progress' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  // the first read, then one for each change the counts showed (midway, done)
  expect(rowReads).toBe(3);
  const asked = countReads;
  await new Promise((resolve) => setTimeout(resolve, 150));
  await waitFor(() => expect(countReads).toBe(asked));
  expect(countReads).toBeGreaterThanOrEqual(polls.length);
});

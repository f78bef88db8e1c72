/*
 * Prints, as JSON, the times the server writes for people for one purchase made at
 * 2026-11-28T18:06:05Z (7:06:05 pm in Lagos), under whatever TZ this process was started with.
 * server/src/lagos-time.process.test.ts starts it under several.
 */
import type { Transaction } from '@contract/api';
import { testConfig } from '../src/config';
import { lagosDateTime } from '../src/lib/csv';
import { receiptMail } from '../src/modules/receipts/receipt-mail';
import { transactionsPage } from '../src/plugins/first-view/transactions';

const at = new Date('2026-11-28T18:06:05Z');
const purchase = {
  id: 1,
  tx_ref: 'NT-LAGOS-1',
  kind: 'purchase',
  plan: 'MTN Airtime',
  description: 'MTN airtime',
  phone_no: '08011111111',
  amount: 100,
  status: 'confirmed',
  created_at: at.toISOString(),
} as unknown as Transaction;

const config = testConfig();
process.stdout.write(
  JSON.stringify({
    localHour: at.getHours(),
    mail: receiptMail(config, 'ada@example.com', purchase).text,
    firstView: transactionsPage({ rows: [purchase], count: 1 }).body,
    csv: lagosDateTime(at),
  }),
);

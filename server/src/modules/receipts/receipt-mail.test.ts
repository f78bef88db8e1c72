import type { Transaction } from '@contract/api';
import { receiptMail } from './receipt-mail';

const config = { brandName: 'NairaTop', supportEmail: 'help@nairatop.ng', supportPhone: '0803' };
const transaction = (over: Partial<Transaction>): Transaction => ({
  id: 1,
  tx_ref: 'NT1',
  subcategory: null,
  category: null,
  plan: 'WAEC result checker x2',
  phone_no: '08011111111',
  card_no: null,
  description: 'WAEC result checker x2',
  response: null,
  amount: 1000,
  token: null,
  initial_balance: null,
  new_balance: null,
  status: 'confirmed',
  kind: 'purchase',
  result: null,
  refund: null,
  created_at: '2026-11-20T10:00:00.000Z',
  ...over,
});
const lines = (tx: Transaction) => receiptMail(config, 'ada@example.com', tx).text.split('\n');

it('lists what the customer keeps, the service’s own items too, after the description', () => {
  const text = lines(
    transaction({
      token: 'Serial WRN1 PIN 4455, Serial WRN2 PIN 6677, POL-77',
      result: {
        cards: [
          { serial: 'WRN1', pin: '4455' },
          { serial: 'WRN2', pin: '6677' },
        ],
        certificate_url: 'https://insurer.example/c.pdf',
        items: [{ label: 'Policy number', values: ['POL-77'], code: true }],
      },
    }),
  );
  expect(text.slice(2, 7)).toEqual([
    'Ref: NT1',
    'Description: WAEC result checker x2',
    'Cards: Serial WRN1, PIN 4455; Serial WRN2, PIN 6677',
    'Certificate: https://insurer.example/c.pdf',
    'Policy number: POL-77',
  ]);
  expect(text).not.toContainEqual(expect.stringMatching(/^Token:/));
});

it('shows the token column as the Token of a transaction whose result keeps no code', () => {
  expect(lines(transaction({ token: '1234-5678', result: null }))).toContain('Token: 1234-5678');
});

import { buildTransaction } from '@/shared/lib/test';
import { receiptRows, receiptText } from './receipt';

const labels = (rows: ReturnType<typeof receiptRows>) => rows.map((row) => row.label);

it('shows Card No, Token and Phone only when present', () => {
  const rows = receiptRows(buildTransaction({ phone_no: null, card_no: '', token: null }));
  expect(labels(rows)).toEqual(['Ref', 'Description', 'Amount', 'Status', 'Date']);
  expect(rows.find((row) => row.key === 'amount')?.value).toBe('₦98.00');
  expect(rows.find((row) => row.key === 'status')?.value).toBe('confirmed');
});

it('falls back to the description when the plan is empty', () => {
  const rows = receiptRows(buildTransaction({ plan: null, description: 'Wallet funding' }));
  expect(rows.find((row) => row.key === 'description')?.value).toBe('Wallet funding');
});

it('adds what the purchase produced', () => {
  const rows = receiptRows(
    buildTransaction({
      token: null,
      card_no: '45012345678',
      result: {
        token: '1234-5678-9012',
        units: '79.9 kWh',
        pins: ['111', '222'],
        cards: [{ serial: 'WRN1', pin: '999' }],
        vouchers: ['SHOW-1'],
        customer_name: 'Ada Okafor',
        customer_address: '1 Marina, Lagos',
      },
    }),
  );
  expect(rows.map((row) => [row.label, row.value])).toEqual([
    ['Ref', 'TX-90'],
    ['Description', 'MTN ₦100 airtime'],
    ['Card No', '45012345678'],
    ['Token', '1234-5678-9012'],
    ['Units', '79.9 kWh'],
    ['PINs', ['111', '222']],
    ['Card', 'Serial WRN1, PIN 999'],
    ['Voucher', 'SHOW-1'],
    ['Phone', '08031234567'],
    ['Amount', '₦98.00'],
    ['Status', 'confirmed'],
    ['Date', expect.stringMatching(/^20th Nov, 2026, /)],
    ['Customer Name', 'Ada Okafor'],
    ['Address', '1 Marina, Lagos'],
  ]);
});

it('shows the codes once: the token column stands for a token only when the result keeps none', () => {
  const exam = receiptRows(
    buildTransaction({ token: '111, 222', result: { pins: ['111', '222'], customer_name: 'Ada' } }),
  );
  expect(exam.filter((row) => row.key === 'token' || row.key === 'pins')).toEqual([
    { key: 'pins', label: 'PINs', value: ['111', '222'], code: true },
  ]);
  const recordedBefore = receiptRows(buildTransaction({ token: '1234-5678', result: null }));
  expect(recordedBefore.find((row) => row.key === 'token')?.value).toBe('1234-5678');
});

it('shows the items a service declared after the named ones, a link as a link', () => {
  const tx = buildTransaction({
    token: null,
    result: {
      certificate_url: 'https://insurer.example/cert/PA-1.pdf',
      items: [
        { label: 'Policy number', values: ['POL-77'], code: true },
        { label: 'Schedule', values: ['https://insurer.example/s.pdf'], link: true },
      ],
    },
  });
  const rows = receiptRows(tx);
  expect(
    rows
      .filter((row) => ['certificate', 'item-0', 'item-1'].includes(row.key))
      .map((row) => [row.label, row.value, !!row.code, !!row.link]),
  ).toEqual([
    ['Certificate', 'https://insurer.example/cert/PA-1.pdf', false, true],
    ['Policy number', 'POL-77', true, false],
    ['Schedule', 'https://insurer.example/s.pdf', false, true],
  ]);
  expect(receiptText(tx).split('\n')).toEqual(
    expect.arrayContaining(['Policy number: POL-77', 'Schedule: https://insurer.example/s.pdf']),
  );
});

it('says why a failed purchase failed, what was refunded and the balance after it', () => {
  const rows = receiptRows(
    buildTransaction({
      status: 'failed',
      response: 'Transaction failed: MTN airtime. ₦98.00 has been refunded to your wallet.',
      refund: { amount: 98, balance_after: 1000, refunded_at: '2026-11-20T10:00:05.000Z' },
    }),
  );
  expect(labels(rows)).toEqual([
    'Ref',
    'Description',
    'Phone',
    'Amount',
    'Status',
    'Date',
    'Reason',
    'Refund',
    'Balance after refund',
  ]);
  const value = (key: string) => rows.find((row) => row.key === key)?.value;
  expect(value('reason')).toBe(
    'Transaction failed: MTN airtime. ₦98.00 has been refunded to your wallet.',
  );
  expect(value('refund')).toMatch(/^₦98\.00 returned to your wallet on 20th Nov, 2026, /);
  expect(value('balance_after_refund')).toBe('₦1,000.00');
});

it('gives a reversed purchase without a message a plain reason', () => {
  const rows = receiptRows(buildTransaction({ status: 'reversed', response: null }));
  expect(rows.find((row) => row.key === 'reason')?.value).toBe(
    'The provider reversed the purchase.',
  );
});

it('writes the shared text with the brand, the token and the support contact', () => {
  const text = receiptText(
    buildTransaction({ token: '1234-5678-9012-3456-7890', status: 'confirmed' }),
  );
  const lines = text.split('\n');
  expect(lines[0]).toBe('NairaTop Transaction Receipt');
  expect(lines).toContain('Token: 1234-5678-9012-3456-7890');
  expect(lines).toContain('Status: Confirmed');
  expect(lines.at(-1)).toBe('Support: 08031234567, support@nairatop.ng');
});

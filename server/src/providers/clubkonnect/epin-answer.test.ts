import { classifyEpinAnswer } from './epin-answer';

/*
 * How ClubKonnect's e-PIN answers are read, answer by answer: only rows of complete cards settle
 * an order; every answer we cannot read for sure stays pending, never failed.
 */

const http = (body: unknown, status = 200) =>
  ({ kind: 'http', status, body: typeof body === 'string' ? body : JSON.stringify(body) }) as const;

const row = (index: number, extra: Record<string, string> = {}) => ({
  transactionid: String(6342727713 + index),
  transactiondate: '5/14/2020 11:00:00 AM',
  batchno: '203682',
  mobilenetwork: 'GLO',
  sno: String(680401306984254 + index),
  pin: `14629780333${String(index).padStart(4, '0')}`,
  amount: '100',
  ...extra,
});
const rows = (count: number) => Array.from({ length: count }, (_, index) => row(index));

it('delivers rows of every card asked for, and partial when fewer came', () => {
  const delivered = classifyEpinAnswer('pay', http({ TXN_EPIN: rows(3) }), 3);
  expect(delivered).toMatchObject({ state: 'delivered', ourFault: false, providerSide: false });
  expect(delivered.cards[0]).toEqual({
    serial: '680401306984254',
    pin: '146297803330000',
    batchNo: '203682',
    valueNaira: 100,
    providerTransactionId: '6342727713',
  });
  const partial = classifyEpinAnswer('pay', http({ TXN_EPIN: rows(2) }), 3);
  expect(partial).toMatchObject({ state: 'partial', cards: [{}, {}] });
});

it('reads data card rows under TXN_EPIN_DATABUNDLE, and a query completed with its rows', () => {
  const data = classifyEpinAnswer(
    'requery',
    http({
      orderid: '7000000001',
      statuscode: '200',
      status: 'ORDER_COMPLETED',
      TXN_EPIN_DATABUNDLE: [{ ...row(0), amount: undefined, productname: '1 GB - 30 days' }],
    }),
    1,
  );
  expect(data).toMatchObject({
    state: 'delivered',
    code: '200',
    providerTransactionId: '7000000001',
    cards: [{ productName: '1 GB - 30 days', valueNaira: 0 }],
  });
});

it.each([
  ['an HTML error page', http('<html><body>500 - Internal server error.</body></html>')],
  ['an error page with HTTP 503', http('Service Unavailable', 503)],
  ['an empty body', http('')],
  ['a status we do not know', http({ status: 'SOMETHING_NEW' })],
  ['an order received', http({ orderid: '1', statuscode: '100', status: 'ORDER_RECEIVED' })],
  ['a completed order without its rows', http({ statuscode: '200', status: 'ORDER_COMPLETED' })],
  ['rows beside an order still received', http({ status: 'ORDER_RECEIVED', TXN_EPIN: rows(2) })],
  ['rows beside a cancelled order', http({ status: 'ORDER_CANCELLED', TXN_EPIN: rows(2) })],
  ['a row without its PIN', http({ TXN_EPIN: [row(0), { ...row(1), pin: '' }] })],
  ['cards that are not a list', http({ TXN_EPIN: { pin: '146297803330000' } })],
  ['no answer in time', { kind: 'error', error: 'timed out', timedOut: true } as const],
])('keeps %s pending, without cards', (_name, answer) => {
  const outcome = classifyEpinAnswer('pay', answer, 2);
  expect(outcome).toMatchObject({
    state: 'pending',
    cards: [],
    ourFault: false,
    providerSide: false,
  });
  expect(outcome.raw).not.toMatch(/1462978033/);
});

it('fails the documented refusals only, and answers not found on a query', () => {
  expect(classifyEpinAnswer('pay', http({ status: 'INVALID_VALUE' }), 2)).toMatchObject({
    state: 'failed',
    ourFault: false,
    providerSide: true,
  });
  expect(classifyEpinAnswer('pay', http({ status: 'INVALID_CREDENTIALS' }), 2)).toMatchObject({
    state: 'failed',
    ourFault: true,
  });
  expect(classifyEpinAnswer('requery', http({ status: 'ORDER_NOT_FOUND' }), 2).state).toBe(
    'not_found',
  );
});

it('keeps the raw answer with every PIN redacted, and no longer than 2,000 characters', () => {
  const outcome = classifyEpinAnswer(
    'pay',
    http({ TXN_EPIN: rows(40), remark: `first card ${row(0).pin}` }),
    40,
  );
  expect(outcome.cards).toHaveLength(40);
  expect(outcome.raw.length).toBeLessThanOrEqual(2000);
  for (const card of outcome.cards) expect(outcome.raw).not.toContain(card.pin);
  expect(outcome.raw).toContain('"pin":"[redacted]"');
});

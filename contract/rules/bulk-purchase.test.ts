import { BULK_MESSAGES, checkBulkRows } from './bulk-purchase';
import { AMOUNT_MESSAGES, PURCHASE_MESSAGES } from './messages';
import type { Network } from './network';

const PLANS: Record<string, Network> = { 'glo-1gb': 'glo', 'mtn-1gb': 'mtn' };
const check = (rows: Parameters<typeof checkBulkRows>[0]) =>
  checkBulkRows(rows, (code) => PLANS[code]);

it('takes the network from the prefix unless chosen, and from the plan when the prefix is no network', () => {
  const [byPrefix, chosen, byPlan] = check([
    { phone: '+234 803 123 4567', amount: 100 },
    { phone: '08031234568', amount: 100, network: 'glo' },
    { phone: '08011111111', plan: 'glo-1gb' },
  ]);
  expect(byPrefix).toMatchObject({
    phone: '08031234567',
    network: 'mtn',
    detected: true,
    problems: {},
  });
  expect(chosen).toMatchObject({ network: 'glo', detected: false, problems: {} });
  expect(byPlan).toMatchObject({ service: 'data', network: 'glo', problems: {} });
});

it('names each problem of a line', () => {
  const rows = check([
    { phone: '', amount: 100 },
    { phone: '08011111111', amount: 100 },
    { phone: '08031234567', amount: 99.5 },
    { phone: '08031234568', plan: 'glo-1gb' },
    { phone: '08031234569', plan: 'nope' },
    { phone: '08031234567', amount: 200 },
    { phone: '08031234567', plan: 'mtn-1gb' },
    { phone: '08031234560', amount: Number.NaN },
    { phone: '08031234561', amount: 150.5 },
    { phone: '08031234562' },
  ]);
  expect(rows.map((row) => row.problems)).toEqual([
    { phone: PURCHASE_MESSAGES.airtime.phoneRequired },
    { network: BULK_MESSAGES.networkUnknown },
    { amount: PURCHASE_MESSAGES.airtime.minimum },
    { plan: BULK_MESSAGES.planOnOtherNetwork('mtn') },
    { plan: BULK_MESSAGES.planUnknown },
    // The same number twice for airtime; data is another service.
    { phone: BULK_MESSAGES.repeated(3) },
    {},
    // "abc" in the amount column: not a number, rather than missing
    { amount: AMOUNT_MESSAGES.notNumber },
    { amount: PURCHASE_MESSAGES.airtime.wholeNaira },
    { amount: PURCHASE_MESSAGES.airtime.amountRequired },
  ]);
});

import { randomUUID } from 'node:crypto';
import { bearer, signedInUser, type ErrorBody } from '../../../../test/accounts';
import { signedInStaff } from '../../../../test/console';
import { json, startTestApp, type TestContext } from '../../../../test/harness';
import { seedBalance, snapshot } from '../../../../test/wallet';
import { DEFAULT_CONSOLE_CONFIG } from '../../../console-config';
import { POLICY_MESSAGES } from '../money-policy/policy';

/*
 * Support's credits are capped per adjustment and per rolling 24 hours in total, summed in the
 * database under a lock on the staff member, so concurrent requests cannot slip past the total
 * together.
 */

const DAILY_NAIRA = 80_000;
/** naira credited by hand in these tests (the per-adjustment limit is ₦50,000) */
const AT_THE_LIMIT_NAIRA = 50_000;
const OVER_WHAT_IS_LEFT_NAIRA = 40_000;
const WHAT_IS_LEFT_NAIRA = 30_000;
const DEBIT_NAIRA = 20_000;
let ctx: TestContext;

beforeAll(async () => {
  ctx = await startTestApp({
    console: {
      ...DEFAULT_CONSOLE_CONFIG,
      supportCreditLimitKobo: 50_000_00,
      supportDailyCreditLimitKobo: DAILY_NAIRA * 100,
    },
  });
}, 120_000);
afterAll(() => ctx.close());

const adjust = (
  staff: { token: string },
  customerId: number,
  amount: number,
  direction: 'credit' | 'debit' = 'credit',
) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/console/customers/${customerId}/adjust`,
    headers: { ...bearer(staff.token), 'idempotency-key': randomUUID() },
    payload: { direction, amount, reason: 'Refund for a failed bank transfer' },
  });

it('refuses the credit that takes a support member past the day total; debits do not count', async () => {
  const support = await signedInStaff(ctx.app, 'support');
  const first = await signedInUser(ctx.app);
  const second = await signedInUser(ctx.app);
  await seedBalance(ctx.database.db, second.id, 'wallet', 100_000);

  expect((await adjust(support, first.id, AT_THE_LIMIT_NAIRA)).statusCode).toBe(200);
  const refused = await adjust(support, second.id, OVER_WHAT_IS_LEFT_NAIRA);
  expect({ status: refused.statusCode, message: json<ErrorBody>(refused).message }).toEqual({
    status: 403,
    message: POLICY_MESSAGES.daily('credit', DAILY_NAIRA * 100, 30_000_00),
  });
  expect(await snapshot(ctx.database.db, second.id)).toMatchObject({
    wallet: 100_000_00,
    transactions: 0,
  });
  // What is left still fits, debits are not counted, and another member has a total of their own.
  expect((await adjust(support, second.id, WHAT_IS_LEFT_NAIRA)).statusCode).toBe(200);
  expect((await adjust(support, second.id, DEBIT_NAIRA, 'debit')).statusCode).toBe(200);
  expect((await adjust(support, second.id, 1)).statusCode).toBe(403);
  const colleague = await signedInStaff(ctx.app, 'support');
  expect((await adjust(colleague, second.id, AT_THE_LIMIT_NAIRA)).statusCode).toBe(200);
  // Owners' own 24-hour limit (OWNER_DAILY_LIMIT) is far above this.
  const owner = await signedInStaff(ctx.app, 'owner');
  for (const amount of [AT_THE_LIMIT_NAIRA, AT_THE_LIMIT_NAIRA])
    expect((await adjust(owner, first.id, amount)).statusCode).toBe(200);
});

it('lets concurrent credits through only up to the day total', async () => {
  const support = await signedInStaff(ctx.app, 'support');
  const customers = await Promise.all(Array.from({ length: 4 }, () => signedInUser(ctx.app)));
  const answers = await Promise.all(
    Array.from({ length: 10 }, (_, n) =>
      adjust(support, customers[n % 4]?.id ?? 0, WHAT_IS_LEFT_NAIRA),
    ),
  );
  const statuses = answers.map((response) => response.statusCode);
  expect(statuses.filter((status) => status === 200)).toHaveLength(2);
  expect(statuses.filter((status) => status === 403)).toHaveLength(8);
  const wallets = await Promise.all(
    customers.map(async (customer) => (await snapshot(ctx.database.db, customer.id)).wallet ?? 0),
  );
  expect(wallets.reduce((sum, wallet) => sum + wallet, 0)).toBe(60_000_00);
});

import { ledgerSums } from './modules/wallet/ledger';
import { packages } from './db/schema';
import { signedInUser } from '../test/accounts';
import { signedInStaff } from '../test/console';
import { startTestApp, type TestContext } from '../test/harness';
import { seedBalance } from '../test/wallet';
import type { FieldHints } from '../test/fuzz/arbitraries';
import { fuzzOperation, partsFor, SETUP_BOUND_MS, TOTAL_REQUESTS } from '../test/fuzz/no-harm';
import { operationsOfRoutes, type Operation } from '../test/fuzz/operations';

/** each fuzzed customer's wallet, in naira */
const FUZZ_WALLET_NAIRA = 20_000;

/*
 * The operator console, kept out of the OpenAPI document, fuzzed from its routes' own schemas as
 * an owner (who may call every one). Ids are the rows a test database has, but never the owner's
 * own, so a generated suspension or sign-out does not end the run's session. FUZZ_CONSOLE_RUNS
 * sets the number of requests (a fifth of FUZZ_RUNS: 200 in `npm test`, 1,000 in CI).
 */
const CONSOLE_REQUESTS = Number(process.env.FUZZ_CONSOLE_RUNS ?? Math.ceil(TOTAL_REQUESTS / 5));
const CONSOLE_TESTS = partsFor(CONSOLE_REQUESTS);

describe('every console operation under generated and hostile input', () => {
  let ctx: TestContext;
  let owner: Awaited<ReturnType<typeof signedInStaff>>;
  let hints: FieldHints;
  let operations: Operation[];
  const answered = new Map<string, Map<number, number>>();

  beforeAll(async () => {
    ctx = await startTestApp();
    for (let customer = 0; customer < 3; customer += 1) {
      const user = await signedInUser(ctx.app);
      await seedBalance(ctx.database.db, user.id, 'wallet', FUZZ_WALLET_NAIRA);
    }
    await signedInStaff(ctx.app, 'support');
    owner = await signedInStaff(ctx.app, 'owner');
    const rows = await ctx.database.db.select({ id: packages.id }).from(packages);
    hints = {
      packageIds: rows.map((row) => row.id),
      ids: Array.from({ length: 60 }, (_, index) => index + 1).filter((id) => id !== owner.id),
    };
    operations = operationsOfRoutes(ctx.app.consoleRoutes);
  }, SETUP_BOUND_MS);

  afterAll(async () => {
    const lines = [...answered].map(
      ([operation, statuses]) =>
        `${operation}: ${[...statuses].map(([status, n]) => `${status}×${n}`).join(' ')}`,
    );
    console.log(`console answers by operation\n${lines.join('\n')}`);
    await ctx?.close();
  });

  const count = (operation: Operation, status: number) => {
    const key = `${operation.method} ${operation.path}`;
    const statuses = answered.get(key) ?? new Map<number, number>();
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    answered.set(key, statuses);
  };

  test.each(Array.from({ length: CONSOLE_TESTS }, (_, part) => part + 1))(
    'part %i: no 5xx, and a refusal moves no money',
    async () => {
      const runs = Math.ceil(CONSOLE_REQUESTS / CONSOLE_TESTS / operations.length);
      for (const operation of operations)
        await fuzzOperation(ctx, operation, hints, owner.headers, runs, count);
    },
  );

  test('every console route was sent requests, the ledger balances and the owner is still signed in', async () => {
    expect(answered.size).toBe(ctx.app.consoleRoutes.length);
    expect((await ledgerSums(ctx.database.db)).mismatches).toEqual([]);
    const me = await ctx.app.inject({ url: '/api/v1/console/me', headers: owner.headers });
    expect(me.statusCode).toBe(200);
  });
});

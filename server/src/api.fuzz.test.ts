import { CATEGORY_IDS } from '@contract/services';
import { packages } from './db/schema';
import { PURCHASE_SERVICES } from './services';
import { ledgerSums } from './modules/wallet/ledger';
import { bearer, signedInUser } from '../test/accounts';
import { startTestApp, type TestContext } from '../test/harness';
import { seedBalance } from '../test/wallet';
import type { FieldHints } from '../test/fuzz/arbitraries';
import { fuzzOperation, partsFor, SETUP_BOUND_MS, TOTAL_REQUESTS } from '../test/fuzz/no-harm';
import { operationsOf, type Operation } from '../test/fuzz/operations';

/*
 * Every /api/v1 operation of the OpenAPI document, fed generated requests: plausible ones that reach
 * the debits, and hostile ones (control characters, "1e309", wrong types, long text). No answer may
 * be a 5xx, every refusal carries the error envelope, and a refused request moves no money and
 * writes no row (test/fuzz/no-harm.ts). FUZZ_RUNS sets the number of requests (at least 1,000 by
 * default; CI sends 5,000). The console's operations are fuzzed in console.fuzz.test.ts, beside this
 * suite on another jest worker.
 */

const TESTS = partsFor(TOTAL_REQUESTS);

const CATEGORY_BY_PATH: [string, number][] = [
  // every purchase route sells its service's packages
  ...Object.values(PURCHASE_SERVICES).map((service): [string, number] => [
    service.route.url,
    CATEGORY_IDS[service.key],
  ]),
  ['verify-card', CATEGORY_IDS.cable],
  ['verify-meter', CATEGORY_IDS.electricity],
  ['convert-airtime-to-cash', CATEGORY_IDS.airtimeToCash],
  ['send-sms', CATEGORY_IDS.sms],
];

describe('every API operation under generated and hostile input', () => {
  let ctx: TestContext;
  let token: string;
  let packagesByCategory: Map<number, number[]>;
  let operations: Operation[];
  const answered = new Map<string, Map<number, number>>();
  const took = new Map<string, number>();

  beforeAll(async () => {
    ctx = await startTestApp();
    const user = await signedInUser(ctx.app);
    token = user.token;
    await seedBalance(ctx.database.db, user.id, 'wallet', 200_000);
    await seedBalance(ctx.database.db, user.id, 'bonus', 5_000);
    const rows = await ctx.database.db
      .select({ id: packages.id, categoryId: packages.categoryId })
      .from(packages);
    packagesByCategory = new Map();
    for (const { id, categoryId } of rows)
      packagesByCategory.set(categoryId, [...(packagesByCategory.get(categoryId) ?? []), id]);
    operations = operationsOf(ctx.app.swagger(), '/api/v1/');
  }, SETUP_BOUND_MS);

  afterAll(async () => {
    const lines = [...answered].map(
      ([operation, statuses]) =>
        `${operation} (${Math.round(took.get(operation) ?? 0)} ms): ` +
        [...statuses].map(([status, n]) => `${status}×${n}`).join(' '),
    );
    const sent = [...answered.values()].flatMap((statuses) => [...statuses.values()]);
    const total = sent.reduce((sum, n) => sum + n, 0);
    console.log(`${total} requests; answers by operation\n${lines.join('\n')}`);
    await ctx?.close();
  });

  const count = (operation: Operation, status: number) => {
    const key = `${operation.method} ${operation.path}`;
    const statuses = answered.get(key) ?? new Map<number, number>();
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    answered.set(key, statuses);
  };

  /** The packages of the operation's own category, so a plausible request can succeed. */
  function hintsFor(operation: Operation): FieldHints {
    const category = CATEGORY_BY_PATH.find(([part]) => operation.path.includes(part))?.[1];
    const ids = category ? packagesByCategory.get(category) : undefined;
    return { packageIds: ids ?? [...packagesByCategory.values()].flat() };
  }

  /**
   * Operations that end the caller's own session get a session of their own, so a generated
   * sign-out does not end the run's (every later request would be a 401).
   */
  const ENDS_OWN_SESSION = ['/auth/logout/', '/auth/sign-out-everywhere/'];
  const tokenFor = async (operation: Operation) =>
    ENDS_OWN_SESSION.some((path) => operation.path.endsWith(path))
      ? (await signedInUser(ctx.app)).token
      : token;

  const fuzz = async (operation: Operation, runs: number) =>
    fuzzOperation(
      ctx,
      operation,
      hintsFor(operation),
      bearer(await tokenFor(operation)),
      runs,
      count,
    );

  test.each(Array.from({ length: TESTS }, (_, part) => part + 1))(
    'part %i: no 5xx, and a refusal moves no money',
    async () => {
      const runs = Math.ceil(TOTAL_REQUESTS / TESTS / operations.length);
      for (const operation of operations) {
        const started = performance.now();
        await fuzz(operation, runs);
        const key = `${operation.method} ${operation.path}`;
        took.set(key, (took.get(key) ?? 0) + performance.now() - started);
      }
    },
  );

  test('the money paths were reached, the ledger still balances and the session still works', async () => {
    const purchases = [...answered]
      .filter(([operation]) => operation.includes('/purchase-'))
      .flatMap(([, statuses]) => [...statuses]);
    expect(purchases.some(([status]) => status === 200)).toBe(true);
    expect((await ledgerSums(ctx.database.db)).mismatches).toEqual([]);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/get-user/',
      headers: bearer(token),
    });
    expect(me.statusCode).toBe(200);
  });
});

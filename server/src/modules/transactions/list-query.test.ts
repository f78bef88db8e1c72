import type { Transaction, TransactionsPage } from '@contract/api';
import { TRANSACTION_ORDERING_FIELDS, type TransactionOrderingField } from '@contract/constants';
import { transactions } from '../../db/schema';
import { bearer, signedInUser, type ErrorBody } from '../../../test/accounts';
import { json, startTestApp, type TestContext } from '../../../test/harness';
import { QUERY_MESSAGES, SEARCH_COUNT_CAP } from './service';

type NewRow = typeof transactions.$inferInsert;
type Status = NewRow['status'];

let ctx: TestContext;
let owner: { id: number; token: string };
let ids: number[] = [];
let seeded: NewRow[] = [];
beforeAll(async () => {
  ctx = await startTestApp();
  owner = await signedInUser(ctx.app);
  const other = await signedInUser(ctx.app);
  // Lower-case letters and digits only, so the database's collation and a JS sort agree; ties and
  // nulls in every column so the id tie-break and null placement are exercised.
  const statuses: Status[] = ['pending', 'confirmed', 'failed', 'ignored', 'reversed'];
  const rows: NewRow[] = Array.from({ length: 23 }, (_, i) => ({
    userId: owner.id,
    txRef: `ntref${String(i).padStart(3, '0')}`,
    kind: 'purchase',
    plan: i % 4 === 0 ? null : `plan${i % 5}`,
    phoneNo: i % 3 === 0 ? null : `0803000${i % 6}`,
    cardNo: i % 2 === 0 ? null : `card${i % 4}`,
    description: `desc${(i * 7) % 9}`,
    response: i % 5 === 0 ? null : `resp${i % 3}`,
    amountKobo: ((i * 13) % 7) * 100,
    token: i % 6 === 0 ? `tok${i % 4}` : null,
    initialBalanceKobo: i % 7 === 0 ? null : ((i * 5) % 4) * 1000,
    newBalanceKobo: i % 8 === 0 ? null : ((i * 3) % 5) * 1000,
    status: statuses[i % statuses.length] ?? 'confirmed',
    // some share a time, so created_at ties are broken by id too
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, Math.floor(i / 2))),
  }));
  seeded = rows;
  const inserted = await ctx.database.db.insert(transactions).values(rows).returning();
  ids = inserted.map((row) => row.id);
  // someone else's rows with the same words must never show
  await ctx.database.db
    .insert(transactions)
    .values(rows.slice(0, 5).map((row, i) => ({ ...row, userId: other.id, txRef: `other${i}` })));
});
afterAll(() => ctx.close());

const get = (query: string, token = owner.token) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/v1/get-transactions/${query}`,
    headers: bearer(token),
  });

async function page(query: string): Promise<TransactionsPage> {
  const response = await get(query);
  expect(response.statusCode).toBe(200);
  return json<TransactionsPage>(response);
}

/** Every page of size `size` in turn, concatenated, checking the meta on the way. */
async function allPages(params: string, size: number): Promise<Transaction[]> {
  const seen: Transaction[] = [];
  for (let n = 1; ; n += 1) {
    const body = await page(`?${params}&page=${n}&page_size=${size}`);
    expect(body.meta).toMatchObject({ count: ids.length, page: n, page_size: size });
    if (body.data.length === 0) break;
    seen.push(...body.data);
  }
  return seen;
}

const sortValue = (t: Transaction, field: TransactionOrderingField): string | number | null => {
  const value = t[field];
  return typeof value === 'string' || typeof value === 'number' ? value : null;
};

/** PostgreSQL's default: null above every value; ties by id in the same direction. */
function expectedOrder(rows: Transaction[], field: TransactionOrderingField, descending: boolean) {
  const sorted = [...rows].sort((a, b) => {
    const x = sortValue(a, field);
    const y = sortValue(b, field);
    const c =
      x === null || y === null ? (x === y ? 0 : x === null ? 1 : -1) : x < y ? -1 : x > y ? 1 : 0;
    return c !== 0 ? c : a.id - b.id;
  });
  return (descending ? sorted.reverse() : sorted).map((t) => t.id);
}

describe('get-transactions/ paging', () => {
  it('pages through every row once, whatever the page size', async () => {
    for (const size of [1, 4, 5, 10, 23, 100]) {
      const rows = await allPages('ordering=-created_at', size);
      expect(rows.map((t) => t.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    }
  });

  it('answers a page past the end with no rows and the count', async () => {
    const body = await page('?page=7&page_size=4');
    expect(body.data).toEqual([]);
    expect(body.meta).toEqual({ count: 23, page: 7, page_size: 4, ordering: '-created_at' });
    const far = await page('?page=1000000&page_size=100');
    expect(far).toMatchObject({ data: [], meta: { count: 23 } });
  });

  it('defaults to page 1 of 100, newest first', async () => {
    const body = await page('');
    expect(body.meta).toEqual({ count: 23, page: 1, page_size: 100, ordering: '-created_at' });
    const all = body.data;
    expect(all.map((t) => t.id)).toEqual(expectedOrder(all, 'created_at', true));
    expect(all).toHaveLength(23);
  });
});

describe('get-transactions/ ordering', () => {
  let all: Transaction[] = [];
  beforeAll(async () => {
    all = (await page('?page_size=100')).data;
  });

  it.each(TRANSACTION_ORDERING_FIELDS.flatMap((f) => [f, `-${f}`]))(
    'orders by %s, ties by id, the same on every page',
    async (ordering) => {
      const descending = ordering.startsWith('-');
      const field = (descending ? ordering.slice(1) : ordering) as TransactionOrderingField;
      const expected = expectedOrder(all, field, descending);
      const whole = await page(`?ordering=${ordering}&page_size=100`);
      expect(whole.meta.ordering).toBe(ordering);
      expect(whole.data.map((t) => t.id)).toEqual(expected);
      // pages of 4: the later ones are read from the other end of the index
      expect((await allPages(`ordering=${ordering}`, 4)).map((t) => t.id)).toEqual(expected);
    },
  );
});

describe('get-transactions/ search', () => {
  const refsFor = async (search: string, token = owner.token) => {
    const response = await get(`?search=${encodeURIComponent(search)}`, token);
    expect(response.statusCode).toBe(200);
    const body = json<TransactionsPage>(response);
    expect(body.meta.count).toBe(body.data.length);
    return body.data.map((t) => t.tx_ref).sort();
  };

  // each term occurs in one field only; the expected rows are found here by a plain JS search
  it.each([
    ['txRef', 'NTREF007'],
    ['plan', 'Plan3'],
    ['phoneNo', '08030004'],
    ['cardNo', 'CARD3'],
    ['description', 'DESC8'],
    ['response', 'rEsP2'],
    ['token', 'TOK2'],
  ] as const)('finds a substring of %s, case-insensitively', async (field, term) => {
    const expected = seeded
      .filter((row) => (row[field] ?? '').toLowerCase().includes(term.toLowerCase()))
      .map((row) => row.txRef)
      .sort();
    expect(expected.length).toBeGreaterThan(0);
    expect(await refsFor(term)).toEqual(expected);
  });

  it('trims the term; an empty term is no search', async () => {
    expect(await refsFor('  ntref007 ')).toEqual(['ntref007']);
    expect(await refsFor('   ')).toHaveLength(23);
    expect(await refsFor('')).toHaveLength(23);
  });

  it('matches % _ and \\ literally', async () => {
    const [row] = await ctx.database.db
      .insert(transactions)
      .values({
        userId: owner.id,
        txRef: 'ntwild',
        kind: 'purchase',
        plan: '50%_off\\deal',
        amountKobo: 1,
        status: 'confirmed',
      })
      .returning();
    try {
      expect(await refsFor('50%')).toEqual(['ntwild']);
      expect(await refsFor('%_o')).toEqual(['ntwild']);
      expect(await refsFor('%_off\\d')).toEqual(['ntwild']);
      expect(await refsFor('50_')).toEqual([]);
      expect(await refsFor('n_ref')).toEqual([]);
    } finally {
      const { eq } = await import('drizzle-orm');
      if (row) await ctx.database.db.delete(transactions).where(eq(transactions.id, row.id));
    }
  });

  it('never matches across two fields', async () => {
    // ntref001: plan 'plan1', phone '08030001'; joined they read 'plan1<US>08030001'. The
    // separator itself, a control character, is refused like any other.
    const separator = await get(`?search=${encodeURIComponent('plan1\u001f0803')}`, owner.token);
    expect(separator.statusCode).toBe(400);
    expect(json<ErrorBody>(separator).data.search).toBe(
      'Search must not contain control characters.',
    );
    expect(await refsFor('plan1 0803')).toEqual([]);
    expect(await refsFor('ntref001plan1')).toEqual([]);
  });

  it("searches only the caller's rows", async () => {
    expect(await refsFor('other')).toEqual([]);
    const stranger = await signedInUser(ctx.app);
    expect(await refsFor('ntref', stranger.token)).toEqual([]);
  });

  it('pages a search with its own count', async () => {
    const body = await page('?search=plan&page=2&page_size=5&ordering=plan');
    expect(body.meta.count).toBe(ids.filter((_, i) => i % 4 !== 0).length);
    expect(body.data).toHaveLength(5);
  });
});

describe('get-transactions/ search count cap', () => {
  it(`counts a search up to ${SEARCH_COUNT_CAP} and says so past it`, async () => {
    const user = await signedInUser(ctx.app);
    const extra = 5;
    await ctx.database.db.insert(transactions).values(
      Array.from({ length: SEARCH_COUNT_CAP + extra }, (_, i) => ({
        userId: user.id,
        txRef: `capref${user.id}x${i}`,
        kind: 'purchase',
        plan: 'Broad plan',
        amountKobo: i,
        status: 'confirmed' as const,
      })),
    );
    const ask = async (query: string) => {
      const response = await get(query, user.token);
      expect(response.statusCode).toBe(200);
      return json<TransactionsPage>(response);
    };
    const first = await ask('?search=broad&page_size=10');
    expect(first.meta).toEqual({
      count: SEARCH_COUNT_CAP,
      count_capped: true,
      page: 1,
      page_size: 10,
      ordering: '-created_at',
    });
    // pages past the cap still answer
    const past = await ask(
      `?search=broad&page_size=10&page=${SEARCH_COUNT_CAP / 10 + 1}&ordering=amount`,
    );
    expect(past.data.map((t) => Math.round(t.amount * 100))).toEqual(
      Array.from({ length: extra }, (_, i) => SEARCH_COUNT_CAP + i),
    );
    // without a search the count is exact, and a narrower search is not capped
    expect((await ask('?page_size=1')).meta).toMatchObject({ count: SEARCH_COUNT_CAP + extra });
    expect((await ask('?page_size=1')).meta.count_capped).toBeUndefined();
    expect((await ask(`?search=capref${user.id}x100`)).meta).toEqual(
      // x100 and x1000 to x1004
      expect.objectContaining({ count: 6 }),
    );
  });
});

describe('get-transactions/ bad queries', () => {
  it.each([
    ['ordering=foo', 'ordering', QUERY_MESSAGES.ordering],
    ['ordering=-', 'ordering', QUERY_MESSAGES.ordering],
    ['ordering=tx_ref', 'ordering', QUERY_MESSAGES.ordering],
    ['page=0', 'page', QUERY_MESSAGES.page],
    ['page=abc', 'page', QUERY_MESSAGES.page],
    ['page=1.5', 'page', QUERY_MESSAGES.page],
    ['page=-1', 'page', QUERY_MESSAGES.page],
    ['page_size=1000', 'page_size', QUERY_MESSAGES.page_size],
    ['page_size=0', 'page_size', QUERY_MESSAGES.page_size],
    [`search=${'x'.repeat(101)}`, 'search', QUERY_MESSAGES.search],
    ['search=ab', 'search', QUERY_MESSAGES.searchTooShort],
    ['search=%20%20x%20', 'search', QUERY_MESSAGES.searchTooShort],
  ])('%s is a 400 in the envelope', async (query, field, message) => {
    const response = await get(`?${query}`);
    expect(response.statusCode).toBe(400);
    const body = json<ErrorBody>(response);
    expect(body.message).toBe(message);
    expect(body.data).toEqual({ [field]: message });
    expect(body.errors).toEqual([{ field, detail: message }]);
  });

  it('names every bad parameter', async () => {
    const response = await get('?page=0&page_size=1000&ordering=foo');
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).data).toEqual({
      page: QUERY_MESSAGES.page,
      page_size: QUERY_MESSAGES.page_size,
      ordering: QUERY_MESSAGES.ordering,
    });
  });
});

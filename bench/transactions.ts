/*
 * Transaction history latency through the real HTTP routes (app.inject: routing, auth, validation,
 * queries, serialisation). Seeds one user with 100,000 transactions (and other users' rows beside
 * them), then times the first page, page sizes, deep and last pages, every ordering both ways (first
 * and middle page), searches and the receipt. Prints p50/p95/p99 and PASS/MISS against p95 <= 50 ms.
 *
 *   npm run bench:transactions                                  (PGlite in memory)
 *   DATABASE_URL=postgres://... npm run bench:transactions      (a schema of its own, dropped after)
 *
 * BENCH_ROWS (default 100000) rows for the user, BENCH_ITERATIONS (default 30) timed requests per
 * case after 3 untimed; BENCH_EXPLAIN=1 also prints EXPLAIN ANALYZE of the main queries. Exits 1
 * only when a request is not answered 200 or a count or page length is wrong.
 */
import { benchApp } from './lib/bench-app';
import { indexScans, reportIndexUse } from './lib/index-usage';
import { availableParallelism, cpus } from 'node:os';
import { sql } from 'drizzle-orm';
import { TRANSACTION_ORDERING_FIELDS } from '../contract/constants/transactions';
import type { App } from '../server/src/app';
import type { Database } from '../server/src/db/client';
import { bearer, login, registerUser } from '../server/test/accounts';
import { SEARCH_COUNT_CAP } from '../server/src/modules/transactions/service';

const rows = Number(process.env.BENCH_ROWS ?? 100_000);
const iterations = Number(process.env.BENCH_ITERATIONS ?? 30);
const warmup = 3;
const targetP95Ms = 50;
const otherUsers = 3;
const otherRows = 5_000;

interface Case {
  label: string;
  url: string;
  /** the count meta must report, when known */
  expectCount?: number;
  /** rows data must hold, when known */
  expectRows?: number;
}

interface Result extends Case {
  p50: number;
  p95: number;
  p99: number;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;

async function signIn(app: App): Promise<{ id: number; token: string }> {
  const user = await registerUser(app);
  const response = await login(app, user.email, user.password);
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const token = (JSON.parse(response.body) as { data: { access: string } }).data.access;
  return { id: user.id, token };
}

/**
 * `count` rows for a user in one INSERT ... SELECT: the seeded packages in turn (airtime, data,
 * cable, electricity, exam, airtime to cash, SMS), plans and descriptions from them, a phone from a
 * pool of 5,000, card numbers for cable and meters for electricity, tokens for electricity, every
 * status, balances that move, one row every 5 minutes back from now.
 */
async function seed(database: Database, userId: number, count: number, salt: number) {
  await database.db.execute(sql`
    WITH pk AS (
      SELECT p.id, p.category_id, p.title, c.type, row_number() OVER (ORDER BY p.id) - 1 AS n,
             count(*) OVER () AS total
      FROM packages p JOIN categories c ON c.id = p.category_id
    )
    INSERT INTO transactions (user_id, tx_ref, category_id, package_id, kind, plan, phone_no,
      card_no, description, response, amount_kobo, token, initial_balance_kobo, new_balance_kobo,
      status, created_at, updated_at)
    SELECT ${userId},
      'NT' || (1763700000000 + g * 1000 + ${salt})::text || upper(substr(md5((g + ${salt} * 1000003)::text), 1, 8)),
      pk.category_id, pk.id, 'purchase',
      pk.title || CASE pk.type
        WHEN 'data' THEN ' ' || (1 + g % 20)::text || 'GB ' || (1 + g % 30)::text || ' days'
        ELSE ' ₦' || (100 * (1 + g % 50))::text END,
      '080' || lpad(((g * 7919) % 5000)::text, 8, '0'),
      CASE WHEN pk.type IN ('cable', 'electricity') THEN lpad(((g * 104729) % 100000000000)::text, 11, '0') END,
      pk.title || ' purchase for ' || '080' || lpad(((g * 7919) % 5000)::text, 8, '0'),
      CASE g % 7 WHEN 0 THEN 'Transaction failed at the provider; your wallet was refunded'
        WHEN 1 THEN 'Awaiting the provider' ELSE 'Transaction successful' END,
      10000 * (1 + g % 500),
      CASE WHEN pk.type = 'electricity' THEN lpad(((g * 2654435761) % 10000000000000000000)::text, 20, '0') END,
      5000000 + (g * 37) % 1000000,
      5000000 + (g * 37) % 1000000 - 10000 * (1 + g % 500),
      (ARRAY['confirmed', 'confirmed', 'confirmed', 'confirmed', 'pending', 'failed', 'reversed', 'ignored'])[(1 + g % 8)::int],
      now() - make_interval(mins => (5 * (${count} - g))::int),
      now() - make_interval(mins => (5 * (${count} - g))::int)
    FROM generate_series(1::bigint, ${count}) g
    JOIN pk ON pk.n = g % pk.total
  `);
}

async function timeCase(app: App, token: string, c: Case): Promise<Result> {
  const latencies: number[] = [];
  for (let i = 0; i < warmup + iterations; i += 1) {
    const t0 = performance.now();
    const response = await app.inject({ method: 'GET', url: c.url, headers: bearer(token) });
    const elapsed = performance.now() - t0;
    if (response.statusCode !== 200)
      throw new Error(`${c.label}: ${response.statusCode} ${response.body.slice(0, 300)}`);
    if (i === 0) {
      const body = JSON.parse(response.body) as { data: unknown[]; meta?: { count: number } };
      if (c.expectCount !== undefined && body.meta?.count !== c.expectCount)
        throw new Error(`${c.label}: count ${body.meta?.count} != ${c.expectCount}`);
      if (c.expectRows !== undefined && body.data.length !== c.expectRows)
        throw new Error(`${c.label}: ${body.data.length} rows != ${c.expectRows}`);
    }
    if (i >= warmup) latencies.push(elapsed);
  }
  latencies.sort((a, b) => a - b);
  return {
    ...c,
    p50: quantile(latencies, 0.5),
    p95: quantile(latencies, 0.95),
    p99: quantile(latencies, 0.99),
  };
}

async function main(): Promise<number> {
  const bench = await benchApp();
  const { app, database, databaseUrl } = bench;
  let failed = false;
  try {
    console.log(
      `transaction list bench on ${databaseUrl ? 'PostgreSQL (own schema)' : 'PGlite in memory'}; ` +
        `Node ${process.version}, ${availableParallelism()} CPUs (${cpus()[0]?.model ?? '?'}); ` +
        `${rows} rows for the user, ${iterations} timed requests per case`,
    );
    if (databaseUrl) {
      const [row] = await database.withSession((session) => session.rows('select version() as v'));
      console.log(`  ${String(row?.v ?? '').split(',')[0]}`);
    }
    const user = await signIn(app);
    const t0 = performance.now();
    for (let u = 0; u < otherUsers; u += 1) {
      const other = await signIn(app);
      await seed(database, other.id, otherRows, 7 + u);
    }
    await seed(database, user.id, rows, 0);
    const seeded = performance.now() - t0;
    // What autovacuum does on a server after a bulk load: statistics and the visibility map (for
    // index-only scans). PGlite has no autovacuum; run it explicitly there.
    const t1 = performance.now();
    await database.withSession((session) => session.exec('VACUUM ANALYZE transactions'));
    console.log(
      `  seeded ${rows + otherUsers * otherRows} rows in ${(seeded / 1000).toFixed(1)} s, ` +
        `VACUUM ANALYZE ${((performance.now() - t1) / 1000).toFixed(1)} s`,
    );

    const rowsOf = (statement: string) =>
      database.withSession((session) => session.rows(statement));
    const [found] = await rowsOf(
      `select id, tx_ref, phone_no from transactions where user_id = ${user.id} ` +
        'order by id desc offset 777 limit 1',
    );
    if (!found) throw new Error('no seeded row');
    const sample = {
      id: Number(found.id),
      tx_ref: String(found.tx_ref),
      phone_no: String(found.phone_no),
    };
    const fields = ['tx_ref', 'plan', 'phone_no', 'card_no', 'description', 'response', 'token'];
    const [mtnRow] = await rowsOf(
      `select count(*)::int as n from transactions where user_id = ${user.id} and (` +
        fields.map((f) => `${f} ilike '%mtn%'`).join(' or ') +
        ')',
    );
    const mtn = mtnRow ? { n: Number(mtnRow.n) } : undefined;

    const list = '/api/v1/get-transactions/';
    const middle = Math.floor(rows / 10 / 2);
    const last = Math.ceil(rows / 10);
    const cases: Case[] = [
      {
        label: 'default (no params: page 1 of 100)',
        url: list,
        expectCount: rows,
        expectRows: 100,
      },
      ...[10, 25, 50, 100].map((size) => ({
        label: `page 1, page_size ${size}`,
        url: `${list}?page=1&page_size=${size}`,
        expectRows: size,
      })),
      {
        label: `deep page ${middle} of ${last} (size 10)`,
        url: `${list}?page=${middle}&page_size=10`,
        expectRows: 10,
      },
      {
        label: `last page ${last} (size 10)`,
        url: `${list}?page=${last}&page_size=10`,
        expectRows: rows - (last - 1) * 10,
      },
      {
        label: `deep page ${Math.floor(middle / 10)} (size 100)`,
        url: `${list}?page=${Math.floor(middle / 10)}&page_size=100`,
        expectRows: 100,
      },
      {
        label: 'past the end (page 20000, size 10)',
        url: `${list}?page=20000&page_size=10`,
        expectRows: 0,
      },
    ];
    for (const field of TRANSACTION_ORDERING_FIELDS) {
      for (const ordering of [field, `-${field}`]) {
        cases.push({
          label: `ordering ${ordering}, page 1 (size 25)`,
          url: `${list}?ordering=${ordering}&page_size=25`,
          expectRows: 25,
        });
        cases.push({
          label: `ordering ${ordering}, page ${middle} (size 10)`,
          url: `${list}?ordering=${ordering}&page=${middle}&page_size=10`,
          expectRows: 10,
        });
      }
    }
    const q = encodeURIComponent;
    cases.push(
      {
        label: 'search: a tx_ref',
        url: `${list}?search=${q(sample.tx_ref)}&page_size=10`,
        expectCount: 1,
      },
      {
        label: 'search: a phone number',
        url: `${list}?search=${q(sample.phone_no)}&page_size=10`,
      },
      {
        label: `search: 'MTN' (${mtn?.n ?? '?'} rows), page 1 size 10`,
        url: `${list}?search=MTN&page_size=10`,
        expectCount: mtn ? Math.min(mtn.n, SEARCH_COUNT_CAP) : undefined,
      },
      {
        label: "search: 'MTN', -amount, page 100 size 10",
        url: `${list}?search=MTN&ordering=-amount&page=100&page_size=10`,
      },
      { label: "search: 'electric' size 100", url: `${list}?search=electric&page_size=100` },
      { label: "search: '080' (3 characters, most rows)", url: `${list}?search=080&page_size=10` },
      { label: 'search: no match', url: `${list}?search=zzqx-no-such-thing`, expectCount: 0 },
      {
        label: "search: 'qzx' (3 characters, no match)",
        url: `${list}?search=qzx`,
        expectCount: 0,
      },
      {
        label: 'receipt: get-transaction-by-id',
        url: `/api/v1/get-transaction-by-id/${sample.id}/`,
      },
    );

    if (process.env.BENCH_EXPLAIN) {
      // The plans behind a few cases (the SQL the repository sends, with the values inlined).
      const mine = `user_id = ${user.id}`;
      const like = (term: string) => `search_text like lower('%${term}%')`;
      const plans: [string, string][] = [
        ['count, no search', `select count(*) from transactions where ${mine}`],
        [
          'page ids, -created_at, page 5000 of 10 (read from the end: offset 49990 ascending)',
          `select id from transactions where ${mine} order by created_at, id limit 10 offset 49990`,
        ],
        [
          'page ids, description, offset 49990',
          `select id from transactions where ${mine} order by description_sort, id limit 10 offset 49990`,
        ],
        ...['mtn', 'electric', '080', 'qzx'].map((term): [string, string] => [
          `capped count, search '${term}'`,
          `select count(*) from (select 1 from transactions where ${mine} and ${like(term)} ` +
            `limit ${SEARCH_COUNT_CAP + 1}) m`,
        ]),
        [
          "page ids, search 'mtn', -amount, offset 990",
          `select id from transactions where ${mine} and ${like('mtn')} ` +
            'order by amount_kobo desc, id desc limit 10 offset 990',
        ],
      ];
      for (const [label, statement] of plans) {
        const plan = await rowsOf(`explain (analyze, costs off) ${statement}`);
        console.log(`\n-- ${label}\n${plan.map((r) => String(Object.values(r)[0])).join('\n')}`);
      }
    }

    const scansBefore = await indexScans(database, 'transactions');
    const results: Result[] = [];
    for (const c of cases) {
      try {
        results.push(await timeCase(app, user.token, c));
      } catch (error) {
        failed = true;
        console.error(`FAIL ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    const width = Math.max(...results.map((r) => r.label.length));
    console.log(`\n${'case'.padEnd(width)}     p50      p95      p99`);
    for (const r of results) {
      const fmt = (v: number) => `${v.toFixed(1).padStart(6)} ms`;
      console.log(
        `${r.label.padEnd(width)}  ${fmt(r.p50)} ${fmt(r.p95)} ${fmt(r.p99)}  ` +
          `${r.p95 <= targetP95Ms ? 'PASS' : 'MISS'}`,
      );
    }
    const misses = results.filter((r) => r.p95 > targetP95Ms).length;
    console.log(
      `\n${misses ? 'MISS' : 'PASS'} ${results.length - misses} of ${results.length} cases ` +
        `within p95 <= ${targetP95Ms} ms`,
    );
    console.log(
      `\n${reportIndexUse('transactions', scansBefore, await indexScans(database, 'transactions'))}`,
    );
  } finally {
    await bench.close();
  }
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('transaction bench failed:', error);
    process.exit(1);
  },
);

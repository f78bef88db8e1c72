import { eq } from 'drizzle-orm';
import { AIRTIME_TO_CASH_MESSAGES } from '@contract/rules';
import { staffAudit, transactions, users } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { enqueueTransactionWebhook } from '../modules/webhooks';
import { webhookDeliveries } from '../modules/webhooks/tables';
import { ledgerSums } from '../modules/wallet/ledger';
import { reviewAirtimeToCash, type ReviewDeps } from '../modules/airtime-to-cash/review';
import { json, startTestApp, type TestContext } from '../../test/harness';
import { signedInUser, type ErrorBody } from '../../test/accounts';
import { buy, packageId, transactionByRef } from '../../test/purchases';
import { entriesOf, snapshot } from '../../test/wallet';
import { age, HELP, runOps, type OpsIo } from './cli';
import { OPS_AS_HEADER, OPS_TOKEN_HEADER } from '../modules/console/ops-command';
import { signedInStaff } from '../../test/console';

let ctx: TestContext;
let url: string;
beforeAll(async () => {
  ctx = await startTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  url = `http://127.0.0.1:${address.port}`;
}, 120_000);
afterAll(async () => {
  await ctx.close();
});

const db = () => ctx.database.db;
const deps = (): ReviewDeps => ({ db: db(), onFinal: enqueueTransactionWebhook });

let phoneCounter = 0;
/** A signed-in user with one pending ₦5,000 MTN request (payout ₦4,000 at the normal level). */
async function pendingRequest(webhookUrl?: string) {
  const user = await signedInUser(ctx.app);
  if (webhookUrl) await db().update(users).set({ webhookUrl }).where(eq(users.id, user.id));
  phoneCounter += 1;
  const response = await buy(ctx.app, user.token, 'convert-airtime-to-cash', {
    package_id: await packageId(db(), 'mtn-airtime-to-cash'),
    phone_number: `0803${String(phoneCounter).padStart(7, '0')}`,
    amount_transferred: 5000,
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  const ref = json<{ data: { transaction: { tx_ref: string } } }>(response).data.transaction.tx_ref;
  return { user, ref };
}

async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`);
  return error;
}

describe('confirming and rejecting airtime to cash (review.ts)', () => {
  it('credits the payout exactly once when two confirms race, and records the operator', async () => {
    const { user, ref } = await pendingRequest('https://example.com/hook');
    const results = await Promise.allSettled([
      reviewAirtimeToCash(deps(), ref, 'alice', { action: 'confirm' }),
      reviewAirtimeToCash(deps(), ref, 'bob', { action: 'confirm' }),
    ]);
    const done = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter((result) => result.status === 'rejected');
    expect(done).toHaveLength(1);
    expect(refused).toHaveLength(1);
    const reason: unknown = refused[0]?.status === 'rejected' ? refused[0].reason : undefined;
    expect(reason).toBeInstanceOf(HttpError);
    expect((reason as HttpError).statusCode).toBe(409);
    expect((reason as HttpError).message).toMatch(
      new RegExp(`^${ref} was already confirmed by (alice|bob) at \\d{4}-`),
    );

    expect((await snapshot(db(), user.id)).wallet).toBe(400_000);
    const credits = await entriesOf(db(), user.id, 'airtime_to_cash');
    expect(credits.map((entry) => [entry.amountKobo, entry.reference])).toEqual([[400_000, ref]]);
    expect((await ledgerSums(db(), [user.id])).mismatches).toEqual([]);
    const row = await transactionByRef(db(), ref);
    expect(row).toMatchObject({
      status: 'confirmed',
      initialBalanceKobo: 0,
      newBalanceKobo: 400_000,
      response: AIRTIME_TO_CASH_MESSAGES.confirmed('₦4,000.00'),
    });
    expect(['alice', 'bob']).toContain(row.reviewedBy);
    expect(row.reviewedAt).toBeInstanceOf(Date);
    expect(row.settledAt).toBeInstanceOf(Date);
    const hooks = await db()
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.transactionId, row.id));
    expect(hooks.map((hook) => hook.event)).toEqual(['transaction.confirmed']);
  });

  it('refuses a reject after the confirm, crediting nothing more', async () => {
    const { user, ref } = await pendingRequest();
    await reviewAirtimeToCash(deps(), ref, 'alice', { action: 'confirm' });
    const error = await refusal(
      reviewAirtimeToCash(deps(), ref, 'bob', { action: 'reject', reason: 'late' }),
    );
    expect(error.statusCode).toBe(409);
    expect(error.message).toMatch(/already confirmed by alice at/);
    expect((await snapshot(db(), user.id)).wallet).toBe(400_000);
    expect((await transactionByRef(db(), ref)).reviewNote).toBeNull();
  });

  it('rejects without money: status ignored, who, when and why recorded; no confirm after', async () => {
    const { user, ref } = await pendingRequest('https://example.com/hook');
    const row = await reviewAirtimeToCash(deps(), ref, 'carol', {
      action: 'reject',
      reason: 'no airtime arrived',
    });
    expect(row).toMatchObject({
      status: 'ignored',
      reviewedBy: 'carol',
      reviewNote: 'no airtime arrived',
      response: AIRTIME_TO_CASH_MESSAGES.rejected,
    });
    const hooks = await db()
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.transactionId, row.id));
    expect(hooks.map((hook) => hook.event)).toEqual(['transaction.ignored']);
    const error = await refusal(reviewAirtimeToCash(deps(), ref, 'dan', { action: 'confirm' }));
    expect(error.message).toMatch(/already rejected by carol at/);
    const after = await snapshot(db(), user.id);
    expect(after.wallet).toBe(0);
    expect(after.entries).toBe(0);
  });

  it('refuses an unknown reference (404), another kind of transaction, and a missing operator', async () => {
    expect(
      (await refusal(reviewAirtimeToCash(deps(), 'NT0', 'a', { action: 'confirm' }))).statusCode,
    ).toBe(404);
    const { ref } = await pendingRequest();
    await db().update(transactions).set({ kind: 'purchase' }).where(eq(transactions.txRef, ref));
    expect(
      (await refusal(reviewAirtimeToCash(deps(), ref, 'a', { action: 'confirm' }))).statusCode,
    ).toBe(404);
    expect(
      (await refusal(reviewAirtimeToCash(deps(), ref, ' ', { action: 'confirm' }))).statusCode,
    ).toBe(400);
  });
});

// The ops command's reviews are console routes that take the operator token (the review routes
// under /api/v1/ops are gone); a missing token is the console's 401, a wrong one 401 too.
describe('the console endpoints the ops command calls', () => {
  const pending = (headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: '/api/v1/console/airtime-to-cash', headers });

  it('refuse a missing token (401) and a wrong one (401) in the error envelope', async () => {
    const missing = await pending();
    expect(missing.statusCode).toBe(401);
    expect(json<ErrorBody>(missing).message).toBe('Authentication credentials were not provided.');
    const wrong = await pending({ [OPS_TOKEN_HEADER]: 'not-the-token' });
    expect(wrong.statusCode).toBe(401);
    expect(json<ErrorBody>(wrong).errors).toEqual([{ detail: 'The operator token is not valid.' }]);
    const confirm = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/console/airtime-to-cash/NT1/confirm',
      headers: { [OPS_TOKEN_HEADER]: 'nope' },
      payload: { reason: 'seen it' },
    });
    expect(confirm.statusCode).toBe(401);
    const gone = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/ops/airtime-to-cash/pending',
      headers: { [OPS_TOKEN_HEADER]: ctx.config.opsToken },
    });
    expect(gone.statusCode).toBe(404);
  });

  it('answer with the right token and a staff member, and stay out of the public API docs', async () => {
    const support = await signedInStaff(ctx.app, 'support');
    const ok = await pending({
      [OPS_TOKEN_HEADER]: ctx.config.opsToken,
      [OPS_AS_HEADER]: encodeURIComponent(support.email),
    });
    expect(ok.statusCode).toBe(200);
    const docs = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    const paths = Object.keys(json<{ paths: Record<string, unknown> }>(docs).paths);
    expect(paths).toContain('/api/v1/convert-airtime-to-cash/');
    expect(paths).toContain('/api/v1/send-sms/');
    expect(paths.filter((path) => path.includes('/ops/') || path.includes('/console/'))).toEqual(
      [],
    );
  });
});

describe('npm run ops (cli.ts) against the running server', () => {
  function io(now = new Date()): OpsIo & { lines: string[]; errors: string[] } {
    const lines: string[] = [];
    const errors: string[] = [];
    return {
      fetch,
      out: (line) => lines.push(line),
      err: (line) => errors.push(line),
      now: () => now,
      lines,
      errors,
    };
  }
  const env = () => ({ OPS_TOKEN: ctx.config.opsToken, PUBLIC_URL: url });
  let alice: { email: string; id: number };
  let bob: { email: string; id: number };
  beforeAll(async () => {
    alice = await signedInStaff(ctx.app, 'support');
    bob = await signedInStaff(ctx.app, 'support');
  });

  it('lists pending requests, confirms one, and refuses a second confirm with who and when', async () => {
    const { user, ref } = await pendingRequest();
    const listing = io(new Date(Date.now() + 5 * 60_000));
    expect(await runOps(['a2c', 'list', '--as', alice.email], env(), listing)).toBe(0);
    expect(listing.lines[0]).toMatch(/^REF\s+USER\s+NETWORK\s+PHONE\s+TRANSFERRED\s+PAYOUT\s+AGE$/);
    const line = listing.lines.find((text) => text.startsWith(ref));
    expect(line).toMatch(
      new RegExp(`${user.email}\\s+MTN\\s+0803\\d{7}\\s+₦5,000\\.00\\s+₦4,000\\.00\\s+5m$`),
    );

    const first = io();
    const confirm = ['a2c', 'confirm', ref, '--reason', 'airtime seen on the SIM'];
    expect(await runOps([...confirm, '--as', alice.email], env(), first)).toBe(0);
    expect(first.lines).toEqual([
      `Confirmed ${ref}: ₦4,000.00 credited to ${user.email} by ${alice.email}`,
    ]);
    // Through the console's API: audited under the staff member the command named, with its reason.
    const audit = await db().select().from(staffAudit).where(eq(staffAudit.subjectId, ref));
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'airtime_to_cash.confirm',
        staffUserId: alice.id,
        staffEmail: alice.email,
        reason: 'airtime seen on the SIM',
      }),
    ]);
    const second = io();
    expect(await runOps([...confirm, '--as', bob.email], env(), second)).toBe(1);
    expect(second.errors[0]).toMatch(
      new RegExp(`^${ref} was already confirmed by ${alice.email} at `),
    );
    expect((await snapshot(db(), user.id)).wallet).toBe(400_000);
  });

  it('rejects with a reason', async () => {
    const { user, ref } = await pendingRequest();
    const out = io();
    const code = await runOps(
      ['a2c', 'reject', ref, '--as', bob.email, '--reason', 'not received'],
      env(),
      out,
    );
    expect(code).toBe(0);
    expect(out.lines).toEqual([
      `Rejected ${ref} (₦4,000.00 to ${user.email}) by ${bob.email}: not received`,
    ]);
    expect((await transactionByRef(db(), ref)).status).toBe('ignored');
  });

  it('exits non-zero on a wrong token, an unreachable server and bad usage; --help is 0', async () => {
    const list = ['a2c', 'list', '--as', alice.email];
    const wrong = io();
    expect(await runOps(list, { ...env(), OPS_TOKEN: 'wrong' }, wrong)).toBe(1);
    expect(wrong.errors).toEqual(['The operator token is not valid.']);
    const away = io();
    expect(await runOps([...list, '--url', 'http://127.0.0.1:1'], env(), away)).toBe(1);
    expect(away.errors[0]).toMatch(/^Could not reach the server at http:\/\/127\.0\.0\.1:1\//);
    const noOne = io();
    expect(await runOps(['a2c', 'confirm', 'NT1', '--reason', 'seen'], env(), noOne)).toBe(2);
    expect(noOne.errors[0]).toBe('Name the staff account you act as with --as <e-mail>.');
    const oldFlag = io();
    expect(await runOps(['a2c', 'confirm', 'NT1', '--by', 'alice'], env(), oldFlag)).toBe(2);
    expect(oldFlag.errors[0]).toBe('--by is gone: name your own staff account with --as <e-mail>.');
    const noReason = io();
    expect(await runOps(['a2c', 'confirm', 'NT1', '--as', alice.email], env(), noReason)).toBe(2);
    expect(noReason.errors[0]).toBe('a2c confirm needs --reason <text> (kept in the audit log)');
    const notStaff = io();
    expect(await runOps(['a2c', 'list', '--as', 'someone@example.com'], env(), notStaff)).toBe(1);
    expect(notStaff.errors[0]).toBe(
      'someone@example.com is not a staff member: the ops command acts as staff only.',
    );
    expect(
      await runOps(['a2c', 'settle', 'NT1', '--as', alice.email, '--reason', 'x'], env(), io()),
    ).toBe(2);
    expect(await runOps([...list, '--bogus'], env(), io())).toBe(2);
    const help = io();
    expect(await runOps(['--help'], env(), help)).toBe(0);
    expect(help.lines).toEqual([HELP]);
    const noToken = io();
    expect(await runOps(list, { DATA_DIR: '/nonexistent-dir' }, noToken)).toBe(1);
    expect(noToken.errors[0]).toMatch(/^No operator token: set OPS_TOKEN/);
  });

  it('shows ages in minutes, hours and days', () => {
    const now = new Date('2026-01-02T12:00:00Z');
    expect(age(new Date('2026-01-02T11:58:30Z'), now)).toBe('1m');
    expect(age(new Date('2026-01-02T09:55:00Z'), now)).toBe('2h 5m');
    expect(age(new Date('2025-12-29T11:00:00Z'), now)).toBe('4d 1h');
  });
});

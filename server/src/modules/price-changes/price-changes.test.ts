import { and, asc, eq, sql } from 'drizzle-orm';
import type { ConsoleCatalogue } from '@contract/api/console';
import { formatNaira } from '@contract/format';
import { apiKeys, levels, planPrices, users } from '../../db/schema';
import { bearer, PASSWORD, signedInUser } from '../../../test/accounts';
import { signedInStaff } from '../../../test/console';
import { anotherInstance, json, startTestApp, type TestContext } from '../../../test/harness';
import { packageId } from '../../../test/purchases';
import { deliverDueWebhooks, ensureWebhookSecret, signWebhookBody } from '../webhooks';
import { webhookDeliveries } from '../webhooks/tables';
import { sendPriceChangeNotices, type PlanWebhookPayload } from './notices';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof signedInStaff>>;
beforeAll(async () => {
  ctx = await startTestApp();
  owner = await signedInStaff(ctx.app, 'owner');
  // each test sees only the changes it makes
  await db().execute(sql`UPDATE price_changes SET sent_at = now() WHERE sent_at IS NULL`);
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const consolePut = (url: string, payload: object) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/v1/console${url}`,
    headers: owner.headers,
    payload,
  });

const run = (app = ctx.app) =>
  sendPriceChangeNotices({ db: app.db, mailer: app.mailer, config: ctx.config, log: app.log }, 500);

type KeyState = 'active' | 'revoked' | 'signed-out' | 'none';

/** A customer at a level, with an API key in the given state and a webhook URL or none. */
async function customer(levelId: number, key: KeyState, webhook = true) {
  const user = await signedInUser(ctx.app);
  await db()
    .update(users)
    .set({ levelId, webhookUrl: webhook ? `https://hooks.example.com/${user.id}` : null })
    .where(eq(users.id, user.id));
  if (key !== 'none') {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/api-keys/',
      headers: bearer(user.token),
      payload: { name: 'shop', password: PASSWORD },
    });
    expect(created.statusCode).toBe(201);
  }
  if (key === 'revoked')
    await db().update(apiKeys).set({ revokedAt: new Date() }).where(eq(apiKeys.userId, user.id));
  // "sign out everywhere": the key's token_version no longer matches
  if (key === 'signed-out')
    await db()
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, user.id));
  return user;
}

const deliveriesTo = (userId: number) =>
  db()
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.userId, userId))
    .orderBy(asc(webhookDeliveries.id));
const payloadsTo = async (userId: number) =>
  (await deliveriesTo(userId)).map((row) => JSON.parse(row.payload) as PlanWebhookPayload);
const isPriceMail = (mail: { subject: string }) => mail.subject.endsWith('plan price changes');
const mailsTo = (email: string) =>
  ctx.outbox.filter((mail) => mail.to === email && isPriceMail(mail));

async function priceOf(planId: number, levelId: number) {
  const [row] = await db()
    .select({ kobo: planPrices.priceKobo })
    .from(planPrices)
    .where(and(eq(planPrices.planId, planId), eq(planPrices.levelId, levelId)));
  if (!row) throw new Error('no price');
  return row.kobo / 100;
}
async function levelName(id: number) {
  const [row] = await db().select({ name: levels.name }).from(levels).where(eq(levels.id, id));
  return row!.name;
}

/** A package of the catalogue with its plans, as the console lists it. */
async function consolePackage(slug: string) {
  const id = await packageId(db(), slug);
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/console/catalogue',
    headers: owner.headers,
  });
  return json<{ data: ConsoleCatalogue }>(response).data.packages.find((pkg) => pkg.id === id)!;
}

describe('a plan price changed in the console', () => {
  it('is sent once to each API reseller at that level: a signed webhook and an e-mail with the old and new price', async () => {
    const pkg = await consolePackage('mtn-data-sme');
    const plan = pkg.plans[0]!;
    const oldPrice = await priceOf(plan.id, 3);
    const newPrice = oldPrice + 10;

    const hooked = await customer(3, 'active');
    const mailOnly = await customer(3, 'active', false);
    const otherLevel = await customer(2, 'active');
    const noKey = await customer(3, 'none');
    const revoked = await customer(3, 'revoked');
    const signedOut = await customer(3, 'signed-out');

    const edit = await consolePut(`/catalogue/plans/${plan.id}/price`, {
      level_id: 3,
      price: newPrice,
      reason: 'MTN raised SME prices',
    });
    expect(edit.statusCode).toBe(200);
    expect(await run()).toBe(1);

    const [delivery, ...more] = await deliveriesTo(hooked.id);
    expect(more).toEqual([]);
    expect(delivery).toMatchObject({ event: 'plan.price_changed', transactionId: null });
    expect(JSON.parse(delivery!.payload)).toEqual({
      id: delivery!.id,
      event: 'plan.price_changed',
      created_at: expect.any(String),
      data: {
        plan_id: plan.id,
        variation_code: plan.code,
        plan: plan.title,
        package: pkg.title,
        level: await levelName(3),
        old_price: oldPrice,
        new_price: newPrice,
      },
    });
    const [mail, ...moreMail] = mailsTo(hooked.email);
    expect(moreMail).toEqual([]);
    expect(mail?.text).toContain(`${formatNaira(oldPrice)} -> ${formatNaira(newPrice)}`);
    expect(mail?.text).toContain(plan.title);

    // no webhook URL: the e-mail only
    expect(await deliveriesTo(mailOnly.id)).toEqual([]);
    expect(mailsTo(mailOnly.email)).toHaveLength(1);
    // another level, no key, a revoked key, a key signed out: nothing
    for (const user of [otherLevel, noKey, revoked, signedOut]) {
      expect(await deliveriesTo(user.id)).toEqual([]);
      expect(mailsTo(user.email)).toEqual([]);
    }

    // a second pass sends nothing more
    const mails = ctx.outbox.length;
    expect(await run()).toBe(0);
    expect(await deliveriesTo(hooked.id)).toHaveLength(1);
    expect(ctx.outbox.length).toBe(mails);

    // sent by the webhooks job, signed as the transaction webhooks are
    const fetchImpl = jest.fn<ReturnType<typeof fetch>, Parameters<typeof fetch>>(() =>
      Promise.resolve(new Response('ok', { status: 200 })),
    );
    await deliverDueWebhooks(db(), {
      allowPrivate: true,
      timeoutMs: 2_000,
      maxAttempts: 3,
      fetchImpl,
    });
    const call = fetchImpl.mock.calls.find(([url]) => String(url) === delivery!.url);
    const headers = new Headers(call?.[1]?.headers);
    expect(headers.get('x-nairatop-event')).toBe('plan.price_changed');
    expect(headers.get('x-nairatop-signature')).toBe(
      signWebhookBody((await ensureWebhookSecret(db(), hooked.id))!, delivery!.payload),
    );
  });

  it('sends nothing for a plan that is not on sale', async () => {
    const pkg = await consolePackage('mtn-data-sme');
    const plan = pkg.plans[1]!;
    const reseller = await customer(1, 'active');
    await db().execute(sql`UPDATE plans SET active = false WHERE id = ${plan.id}`);
    await run();
    const withdrawn = (await payloadsTo(reseller.id)).length;
    await db().execute(
      sql`UPDATE plan_prices SET price_kobo = price_kobo + 100 WHERE plan_id = ${plan.id}`,
    );
    await run();
    expect(await payloadsTo(reseller.id)).toHaveLength(withdrawn);
    await db().execute(sql`UPDATE plans SET active = true WHERE id = ${plan.id}`);
  });
});

describe('a plan withdrawn', () => {
  it('is sent to the API resellers of every level, each with the price at their level', async () => {
    const pkg = await consolePackage('mtn-data-sme');
    const plan = pkg.plans[2]!;
    const first = await customer(1, 'active');
    const third = await customer(3, 'active');

    const off = await consolePut(`/catalogue/plans/${plan.id}/active`, {
      active: false,
      reason: 'MTN stopped it',
    });
    expect(off.statusCode).toBe(200);
    await run();

    for (const [user, levelId] of [
      [first, 1],
      [third, 3],
    ] as const) {
      const payloads = await payloadsTo(user.id);
      expect(payloads.map(({ event, data }) => [event, data.plan_id])).toEqual([
        ['plan.withdrawn', plan.id],
      ]);
      expect(payloads[0]?.data).toMatchObject({
        level: await levelName(levelId),
        old_price: await priceOf(plan.id, levelId),
        new_price: null,
      });
      const [mail] = mailsTo(user.email);
      expect(mail?.text).toContain(
        `${plan.title} (${plan.code}): withdrawn, was ${formatNaira(await priceOf(plan.id, levelId))}`,
      );
    }
    expect(await run()).toBe(0);
    await consolePut(`/catalogue/plans/${plan.id}/active`, { active: true, reason: 'back' });
  });

  it('by disabling its package withdraws each of its plans on sale, in one e-mail', async () => {
    const pkg = await consolePackage('glo-data-gifting');
    const onSale = pkg.plans.filter((plan) => plan.active);
    expect(onSale.length).toBeGreaterThan(1);
    const reseller = await customer(2, 'active');

    const off = await consolePut(`/catalogue/packages/${pkg.id}/active`, {
      active: false,
      reason: 'Glo gifting paused',
    });
    expect(off.statusCode).toBe(200);
    await run();

    const payloads = await payloadsTo(reseller.id);
    expect(payloads.map(({ event, data }) => [event, data.plan_id]).sort()).toEqual(
      onSale.map((plan) => ['plan.withdrawn', plan.id]).sort(),
    );
    const mails = mailsTo(reseller.email);
    expect(mails).toHaveLength(1);
    for (const plan of onSale) expect(mails[0]?.text).toContain(plan.title);
    await consolePut(`/catalogue/packages/${pkg.id}/active`, { active: true, reason: 'back' });
  });
});

describe('the job in two processes', () => {
  it('sends each change once to each reseller when both run at once, whatever wrote the price', async () => {
    const pkg = await consolePackage('mtn-data-sme');
    const plan = pkg.plans[0]!;
    const reseller = await customer(4, 'active');
    const other = await anotherInstance(ctx);
    try {
      // not through the console: any statement that changes a price is caught
      await db().execute(
        sql`UPDATE plan_prices SET price_kobo = price_kobo - 500 WHERE plan_id = ${plan.id} AND level_id = 4`,
      );
      const claimed = await Promise.all([run(), run(other), run(), run(other)]);
      expect(claimed.reduce((sum, n) => sum + n, 0)).toBe(1);
      expect(await deliveriesTo(reseller.id)).toHaveLength(1);
      const mails = [...ctx.outbox, ...other.mailer.outbox].filter(
        (mail) => mail.to === reseller.email && isPriceMail(mail),
      );
      expect(mails).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});

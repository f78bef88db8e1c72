import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { AdjustmentSentForApproval } from '@contract/api/console';
import { GUARDRAIL_MESSAGES } from '@contract/rules';
import type { App } from '../../../app';
import { levels } from '../../../db/schema';
import { ledgerSums } from '../../wallet/ledger';
import { bearer, signedInUser, type ErrorBody } from '../../../../test/accounts';
import { signedInStaff } from '../../../../test/console';
import { anotherInstance, json, startTestApp, type TestContext } from '../../../../test/harness';
import {
  bringToAttention,
  buy,
  contradictSettlement,
  packageId,
  SANDBOX,
} from '../../../../test/purchases';
import { settleByOperator } from '../../purchases/settle';
import { seedBalance, snapshot } from '../../../../test/wallet';
import { holdWallet, pendingReview, verifiedNumbers } from '../../../../test/kyc-console';
import { DEFAULT_CONSOLE_CONFIG } from '../../../console-config';
import { MONEY_MOVEMENTS, MOVEMENT_KINDS, type MovementKind } from './movements';
import { POLICY_MESSAGES } from './policy';

/*
 * The money policy, walked over every kind of staff money movement through the real routes:
 * each kind against each rule (own account, a staff member's account, the per-action limit, the
 * 24-hour limit counted across kinds, the per-customer approval threshold that splitting cannot
 * avoid, approvals and withdrawal). The list of kinds comes from the registry, and every mutating
 * console route must say which movement it makes: a new route that moves money without saying so,
 * or a new kind without a driver here, fails the first tests.
 */

const NAIRA = 100;
const LIMITS = {
  supportCreditLimitKobo: 50_000 * NAIRA,
  supportDailyCreditLimitKobo: 60_000 * NAIRA,
  supportDailyDebitLimitKobo: 60_000 * NAIRA,
  ownerDailyLimitKobo: 300_000 * NAIRA,
  approvalThresholdKobo: 100_000 * NAIRA,
};

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp({ console: { ...DEFAULT_CONSOLE_CONFIG, ...LIMITS } });
}, 120_000);
afterAll(() => ctx.close());

type Person = Awaited<ReturnType<typeof signedInUser>> & { headers?: Record<string, string> };
type Staff = Awaited<ReturnType<typeof signedInStaff>>;

const db = () => ctx.database.db;
const post = (
  url: string,
  staff: { token: string },
  payload: object,
  method: InjectOptions['method'] = 'POST',
) =>
  ctx.app.inject({
    method,
    url: `/api/v1/console${url}`,
    headers: { ...bearer(staff.token), 'idempotency-key': randomUUID() },
    payload,
  });
const reason = 'Checked with the customer on the phone';

/** ₦ of airtime whose airtime-to-cash payout (80% at the normal level) is `naira`. */
const transferredFor = (naira: number) => Math.round((naira * 5) / 4);

/** A pending airtime purchase of `naira` (charged 99% of it), to the simulator's pending number. */
async function pendingAirtime(user: Person, naira: number) {
  await seedBalance(db(), user.id, 'wallet', naira);
  const response = await buy(ctx.app, user.token, 'purchase-airtime', {
    network: 'MTN',
    phone_number: SANDBOX.pending,
    amount: naira,
    package_id: await packageId(db(), 'mtn-airtime'),
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return json<{ data: { transaction: { tx_ref: string } } }>(response).data.transaction.tx_ref;
}

/** A delivered airtime purchase of `naira` (charged 99% of it). */
async function deliveredAirtime(user: Person, naira: number) {
  await seedBalance(db(), user.id, 'wallet', naira);
  const response = await buy(ctx.app, user.token, 'purchase-airtime', {
    network: 'MTN',
    phone_number: SANDBOX.success,
    amount: naira,
    package_id: await packageId(db(), 'mtn-airtime'),
  });
  if (response.statusCode !== 200) throw new Error(response.body);
  return json<{ data: { transaction: { tx_ref: string } } }>(response).data.transaction.tx_ref;
}

/**
 * For each kind: who may make it at all, and how to prepare one of about `naira` on `customer`'s
 * account, answering the request that makes it as `staff`. `satisfies` keeps a driver per kind.
 */
interface Driver {
  lowestRole: 'support' | 'owner';
  prepare(
    customer: Person,
    naira: number,
  ): Promise<(staff: Staff) => Promise<LightMyRequestResponse>>;
}

const DRIVERS = {
  manual_credit: {
    lowestRole: 'support',
    prepare: async (customer, naira) => (staff) =>
      post(`/customers/${customer.id}/adjust`, staff, {
        direction: 'credit',
        amount: naira,
        reason,
      }),
  },
  manual_debit: {
    lowestRole: 'support',
    prepare: async (customer, naira) => {
      await seedBalance(db(), customer.id, 'wallet', naira);
      return (staff) =>
        post(`/customers/${customer.id}/adjust`, staff, {
          direction: 'debit',
          amount: naira,
          reason,
        });
    },
  },
  airtime_to_cash: {
    lowestRole: 'support',
    prepare: async (customer, naira) => {
      const response = await buy(ctx.app, customer.token, 'convert-airtime-to-cash', {
        package_id: await packageId(db(), 'mtn-airtime-to-cash'),
        phone_number: `0813${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
        amount_transferred: transferredFor(naira),
      });
      if (response.statusCode !== 201) throw new Error(response.body);
      const ref = json<{ data: { transaction: { tx_ref: string } } }>(response).data.transaction
        .tx_ref;
      return (staff) => post(`/airtime-to-cash/${ref}/confirm`, staff, { reason });
    },
  },
  operator_refund: {
    lowestRole: 'support',
    prepare: async (customer, naira) => {
      const ref = await pendingAirtime(customer, naira);
      await bringToAttention(ctx.app, ref);
      return (staff) => post(`/transactions/${ref}/refund`, staff, { reason });
    },
  },
  operator_delivered: {
    lowestRole: 'support',
    prepare: async (customer, naira) => {
      const ref = await pendingAirtime(customer, naira);
      await bringToAttention(ctx.app, ref);
      return (staff) => post(`/transactions/${ref}/mark-delivered`, staff, { reason });
    },
  },
  dispute_refund: {
    lowestRole: 'owner',
    prepare: async (customer, naira) => {
      const ref = await deliveredAirtime(customer, naira);
      return (staff) => post(`/transactions/${ref}/dispute-refund`, staff, { reason });
    },
  },
  conflict_refund: {
    lowestRole: 'owner',
    prepare: async (customer, naira) => {
      const ref = await deliveredAirtime(customer, naira);
      await contradictSettlement(db(), ref, 'failed');
      return (staff) =>
        post(`/conflicts/${ref}/resolve`, staff, {
          outcome: 'provider_refunded',
          evidence: 'VTpass requery: reversed',
          reason,
        });
    },
  },
  conflict_keep: {
    lowestRole: 'owner',
    prepare: async (customer, naira) => {
      const ref = await pendingAirtime(customer, naira);
      await settleByOperator({ db: db() }, ref, {
        as: 'refunded',
        by: 'set-up',
        reason: 'refunded before the provider answered',
        early: true,
      });
      await contradictSettlement(db(), ref, 'delivered');
      return (staff) =>
        post(`/conflicts/${ref}/resolve`, staff, {
          outcome: 'provider_delivered',
          evidence: 'VTpass requery: delivered',
          reason,
        });
    },
  },
  level_given: {
    lowestRole: 'support',
    prepare: async (customer, naira) => {
      // The API level is priced at `naira` for this movement: giving it free credits its price.
      await db()
        .update(levels)
        .set({ upgradePriceKobo: naira * NAIRA })
        .where(eq(levels.name, 'api'));
      const [api] = await db().select().from(levels).where(eq(levels.name, 'api'));
      return (staff) =>
        post(`/customers/${customer.id}/level`, staff, { level_id: api?.id, reason }, 'PUT');
    },
  },
  identity_approved: {
    lowestRole: 'owner',
    prepare: async (customer) => {
      await verifiedNumbers(db(), customer.id);
      const review = await pendingReview(db(), ctx.config.identityKey, customer.id);
      return (staff) => post(`/kyc/reviews/${review}/approve`, staff, { reason });
    },
  },
  hold_released: {
    lowestRole: 'owner',
    prepare: async (customer) => {
      await holdWallet(db(), customer.id);
      return (staff) => post(`/customers/${customer.id}/kyc/release-hold`, staff, { reason });
    },
  },
} satisfies Record<MovementKind, Driver> as Record<MovementKind, Driver>;

/** The kinds that move money (the others are decisions: only the account rules apply). */
const MONEY_KINDS = MOVEMENT_KINDS.filter((kind) => MONEY_MOVEMENTS[kind].direction !== null);
const SUPPORT_KINDS = MONEY_KINDS.filter((kind) => DRIVERS[kind].lowestRole === 'support');
const OWNER_KINDS = MOVEMENT_KINDS;

const message = (response: { body: string }) => json<ErrorBody>(response).message;
const walletOf = async (id: number) => (await snapshot(db(), id)).wallet ?? 0;

describe('the registry of staff money movements', () => {
  it('knows, for every mutating console route, which movement it makes (or that it makes none)', () => {
    const mutating = ctx.app.consoleRoutes.filter((route) => route.method !== 'GET');
    expect(mutating.length).toBeGreaterThan(10);
    const undeclared = mutating
      .filter((route) => route.money === undefined)
      .map((route) => `${route.method} ${route.url}`);
    expect(undeclared).toEqual([]);
  });

  it('has a route for every kind, and every kind a route names is in the registry', () => {
    const named = new Set(
      ctx.app.consoleRoutes.flatMap((route) =>
        route.money === undefined || route.money === false || route.money === 'approval'
          ? []
          : [route.money].flat(),
      ),
    );
    expect([...named].sort()).toEqual([...MOVEMENT_KINDS].sort());
    expect(
      ctx.app.consoleRoutes.filter((route) => route.money === 'approval').map((r) => r.url),
    ).toEqual(['/api/v1/console/approvals/:id/approve']);
  });
});

describe.each(OWNER_KINDS)('%s', (kind) => {
  const driver = DRIVERS[kind];
  const roles =
    driver.lowestRole === 'support' ? (['support', 'owner'] as const) : (['owner'] as const);

  it.each(roles)('refuses a %s on their own account, moving nothing', async (role) => {
    const staff = await signedInStaff(ctx.app, role);
    const act = await driver.prepare(staff, 4_000);
    const before = await walletOf(staff.id);
    const response = await act(staff);
    expect({ status: response.statusCode, message: message(response) }).toEqual({
      status: 403,
      message: MONEY_MOVEMENTS[kind].self,
    });
    expect(await walletOf(staff.id)).toBe(before);
  });

  it("refuses it on another staff member's account (support on support, owner on owner)", async () => {
    const pairs = [
      ...(driver.lowestRole === 'support'
        ? [['support', 'support', GUARDRAIL_MESSAGES.supportOnStaff] as const]
        : []),
      ['owner', 'owner', GUARDRAIL_MESSAGES.ownerOnOwner] as const,
    ];
    for (const [actorRole, targetRole, refusal] of pairs) {
      const actor = await signedInStaff(ctx.app, actorRole);
      const target = await signedInStaff(ctx.app, targetRole);
      const act = await driver.prepare(target, 4_000);
      const before = await walletOf(target.id);
      const response = await act(actor);
      expect({ status: response.statusCode, message: message(response) }).toEqual({
        status: 403,
        message: refusal,
      });
      expect(await walletOf(target.id)).toBe(before);
    }
  });
});

describe.each(SUPPORT_KINDS)('%s by support', (kind) => {
  const driver = DRIVERS[kind];
  const direction = MONEY_MOVEMENTS[kind].direction ?? 'credit';

  it('refuses one movement over the per-action limit', async () => {
    const support = await signedInStaff(ctx.app, 'support');
    const customer = await signedInUser(ctx.app);
    const act = await driver.prepare(customer, 60_000);
    const before = await walletOf(customer.id);
    const response = await act(support);
    expect({ status: response.statusCode, message: message(response) }).toEqual({
      status: 403,
      message: POLICY_MESSAGES.overLimit(LIMITS.supportCreditLimitKobo),
    });
    expect(await walletOf(customer.id)).toBe(before);
  });

  it('counts the 24-hour limit across every kind of movement, per direction', async () => {
    const support = await signedInStaff(ctx.app, 'support');
    const first = await signedInUser(ctx.app);
    const manual = await DRIVERS[direction === 'credit' ? 'manual_credit' : 'manual_debit'].prepare(
      first,
      40_000,
    );
    expect((await manual(support)).statusCode).toBe(200);
    const second = await signedInUser(ctx.app);
    const over = await driver.prepare(second, 30_000);
    const before = await walletOf(second.id);
    const refused = await over(support);
    expect(refused.statusCode).toBe(403);
    expect(message(refused)).toMatch(
      new RegExp(`^Support staff can ${direction} at most ₦60,000\\.00 in any 24 hours in total`),
    );
    expect(await walletOf(second.id)).toBe(before);
    // What is left still fits.
    const third = await signedInUser(ctx.app);
    const within = await driver.prepare(third, 15_000);
    expect((await within(support)).statusCode).toBe(200);
  });
});

describe.each(MONEY_KINDS)('%s past the approval threshold', (kind) => {
  const driver = DRIVERS[kind];
  const direction = MONEY_MOVEMENTS[kind].direction ?? 'credit';

  it("waits for another owner when the customer's 24 hours would pass it, however split", async () => {
    const owner = await signedInStaff(ctx.app, 'owner');
    const other = await signedInStaff(ctx.app, 'owner');
    const customer = await signedInUser(ctx.app);
    const manual = await DRIVERS[direction === 'credit' ? 'manual_credit' : 'manual_debit'].prepare(
      customer,
      60_000,
    );
    expect((await manual(owner)).statusCode).toBe(200);
    const act = await driver.prepare(customer, 50_000);
    const before = await walletOf(customer.id);
    const waiting = await act(owner);
    expect(waiting.statusCode).toBe(202);
    const { approval } = json<AdjustmentSentForApproval>(waiting).data;
    expect(approval).toMatchObject({ kind, status: 'pending', direction });
    expect(json<AdjustmentSentForApproval>(waiting).message).toContain(
      POLICY_MESSAGES.customerThreshold(direction, LIMITS.approvalThresholdKobo),
    );
    expect(await walletOf(customer.id)).toBe(before);

    // The requester cannot approve it; another owner does, once.
    const own = await post(`/approvals/${approval.id}/approve`, owner, {});
    expect({ status: own.statusCode, message: message(own) }).toEqual({
      status: 403,
      message: 'You cannot approve or decline your own request: another owner must.',
    });
    const approved = await post(`/approvals/${approval.id}/approve`, other, {});
    expect(approved.statusCode).toBe(200);
    const moved = (await walletOf(customer.id)) - before;
    const amountKobo = approval.amount * NAIRA;
    expect(moved).toBe(
      kind === 'level_given' ? 0 : direction === 'credit' ? amountKobo : -amountKobo,
    );
    expect((await post(`/approvals/${approval.id}/approve`, other, {})).statusCode).toBe(409);
    expect((await ledgerSums(db(), [customer.id])).mismatches).toEqual([]);
  });
});

it('lets the requester withdraw a request, and nobody else; nothing moves', async () => {
  const owner = await signedInStaff(ctx.app, 'owner');
  const other = await signedInStaff(ctx.app, 'owner');
  const customer = await signedInUser(ctx.app);
  const response = await post(`/customers/${customer.id}/adjust`, owner, {
    direction: 'credit',
    amount: 150_000,
    reason,
  });
  expect(response.statusCode).toBe(202);
  const { approval } = json<AdjustmentSentForApproval>(response).data;
  const byOther = await post(`/approvals/${approval.id}/withdraw`, other, {});
  expect(byOther.statusCode).toBe(403);
  const withdrawn = await post(`/approvals/${approval.id}/withdraw`, owner, {});
  expect(withdrawn.statusCode).toBe(200);
  expect(json<{ data: { status: string } }>(withdrawn).data.status).toBe('withdrawn');
  expect((await post(`/approvals/${approval.id}/approve`, other, {})).statusCode).toBe(409);
  expect(await walletOf(customer.id)).toBe(0);
});

it("holds an owner's own 24 hours: past OWNER_DAILY_LIMIT each movement waits for approval", async () => {
  const owner = await signedInStaff(ctx.app, 'owner');
  const customers = await Promise.all(Array.from({ length: 4 }, () => signedInUser(ctx.app)));
  const answers = [];
  for (const customer of customers)
    answers.push(
      (
        await post(`/customers/${customer.id}/adjust`, owner, {
          direction: 'credit',
          amount: 90_000,
          reason,
        })
      ).statusCode,
    );
  // ₦270,000 fits in ₦300,000; the fourth would pass it.
  expect(answers).toEqual([200, 200, 200, 202]);
});

it("keeps an owner's airtime-to-cash cap on a customer, approved payouts included", async () => {
  const owner = await signedInStaff(ctx.app, 'owner');
  const support = await signedInStaff(ctx.app, 'support');
  const customer = await signedInUser(ctx.app);
  const capped = await post(
    `/customers/${customer.id}/airtime-to-cash-cap`,
    owner,
    { daily_cap: 10_000, reason },
    'PUT',
  );
  expect(capped.statusCode).toBe(200);
  expect(json<{ data: { airtime_to_cash_cap: number } }>(capped).data.airtime_to_cash_cap).toBe(
    10_000,
  );
  const bySupport = await post(
    `/customers/${customer.id}/airtime-to-cash-cap`,
    support,
    { daily_cap: null, reason },
    'PUT',
  );
  expect(bySupport.statusCode).toBe(403);
  expect((await (await DRIVERS.airtime_to_cash.prepare(customer, 8_000))(support)).statusCode).toBe(
    200,
  );
  const over = await (await DRIVERS.airtime_to_cash.prepare(customer, 4_000))(support);
  expect({ status: over.statusCode, message: message(over) }).toEqual({
    status: 403,
    message: POLICY_MESSAGES.airtimeToCashCap(10_000 * NAIRA, 2_000 * NAIRA),
  });
  expect(await walletOf(customer.id)).toBe(8_000 * NAIRA);

  // An owner removes the cap: null is no cap, not a cap of ₦0.
  const removed = await post(
    `/customers/${customer.id}/airtime-to-cash-cap`,
    owner,
    { daily_cap: null, reason },
    'PUT',
  );
  expect(removed.statusCode).toBe(200);
  expect(
    json<{ data: { airtime_to_cash_cap: number | null } }>(removed).data.airtime_to_cash_cap,
  ).toBeNull();
});

describe('two server processes on one database', () => {
  let second: App;
  beforeAll(async () => {
    second = await anotherInstance(ctx);
  }, 120_000);
  afterAll(() => second.close());

  it('let one support member pass the 24-hour limit in neither, racing', async () => {
    const support = await signedInStaff(ctx.app, 'support');
    const customers = await Promise.all(Array.from({ length: 5 }, () => signedInUser(ctx.app)));
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        (n % 2 ? second : ctx.app).inject({
          method: 'POST',
          url: `/api/v1/console/customers/${customers[n % 5]?.id ?? 0}/adjust`,
          headers: { ...bearer(support.token), 'idempotency-key': randomUUID() },
          payload: { direction: 'credit', amount: 25_000, reason },
        }),
      ),
    );
    const statuses = answers.map((response) => response.statusCode).sort();
    // ₦60,000 in 24 hours: two credits of ₦25,000 fit, the third would pass it.
    expect(statuses).toEqual([200, 200, 403, 403, 403, 403, 403, 403, 403, 403]);
    const wallets = await Promise.all(customers.map((customer) => walletOf(customer.id)));
    expect(wallets.reduce((sum, wallet) => sum + wallet, 0)).toBe(50_000 * NAIRA);
  });
});

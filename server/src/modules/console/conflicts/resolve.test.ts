import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type {
  ConflictItem,
  ConflictResolveResponse,
  ConsoleTransactionDetail,
} from '@contract/api/console';
import { staffAudit } from '../../../db/schema';
import { bearer, signedInUser, type ErrorBody } from '../../../../test/accounts';
import { signedInStaff } from '../../../../test/console';
import { json, startTestApp, type TestContext } from '../../../../test/harness';
import {
  buy,
  contradictSettlement,
  packageId,
  SANDBOX,
  transactionByRef,
} from '../../../../test/purchases';
import { entriesOf, seedBalance, snapshot } from '../../../../test/wallet';
import { ledgerSums } from '../../wallet/ledger';
import { CONFLICT_RECHARGE, settleByOperator } from '../../purchases/settle';
import { CONFLICT_MESSAGES } from './resolve';

/*
 * An owner resolves a conflict with the provider's answer as evidence: the money its state calls
 * for moves once (a refunded purchase the provider delivered is charged again; a kept one it
 * refunded is refunded), nothing moves when the resolution agrees with the settlement, and the
 * transaction's page shows the provider's real word and the loss until then.
 */

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof signedInStaff>>;
let support: Awaited<ReturnType<typeof signedInStaff>>;
beforeAll(async () => {
  ctx = await startTestApp();
  owner = await signedInStaff(ctx.app, 'owner');
  support = await signedInStaff(ctx.app, 'support');
}, 120_000);
afterAll(() => ctx.close());

const db = () => ctx.database.db;
/** ₦1,000 of MTN airtime is charged ₦990 at the normal level. */
const CHARGE_KOBO = 99_000;

async function airtime(phone: string) {
  const customer = await signedInUser(ctx.app);
  await seedBalance(db(), customer.id, 'wallet', 2_000);
  const response = await buy(ctx.app, customer.token, 'purchase-airtime', {
    network: 'MTN',
    phone_number: phone,
    amount: 1000,
    package_id: await packageId(db(), 'mtn-airtime'),
  });
  const ref = json<{ data: { transaction: { tx_ref: string } } }>(response).data.transaction.tx_ref;
  return { customer, ref };
}

/** A pending purchase an owner refunded early, which the provider then says it delivered. */
async function refundedButDelivered() {
  const made = await airtime(SANDBOX.pending);
  await settleByOperator({ db: db() }, made.ref, {
    as: 'refunded',
    by: owner.email,
    reason: 'the customer said nothing arrived',
    early: true,
  });
  await contradictSettlement(db(), made.ref, 'delivered');
  return made;
}

const resolve = (
  ref: string,
  outcome: 'provider_delivered' | 'provider_refunded',
  staff: { token: string } = owner,
) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/console/conflicts/${ref}/resolve`,
    headers: { ...bearer(staff.token), 'idempotency-key': randomUUID() },
    payload: { outcome, evidence: 'VTpass ticket 4471: delivered 7:06 pm', reason: 'checked' },
  });

const detail = async (ref: string, staff: { token: string }) =>
  json<{ data: ConsoleTransactionDetail }>(
    await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/console/transactions/${ref}`,
      headers: bearer(staff.token),
    }),
  ).data;

it('charges a refunded purchase again once when the provider delivered it, and shows the loss till then', async () => {
  const { customer, ref } = await refundedButDelivered();
  expect((await snapshot(db(), customer.id)).wallet).toBe(200_000);

  // Before: the page says what the provider really said, and the owner sees what it costs us.
  const before = await detail(ref, owner);
  expect(before.conflict).toMatchObject({ provider_state: 'delivered', resolution: null });
  expect(before.conflict?.loss).toBeGreaterThan(0);
  expect((await detail(ref, support)).conflict?.loss).toBeNull();

  const response = await resolve(ref, 'provider_delivered');
  expect(response.statusCode).toBe(200);
  const body = json<ConflictResolveResponse>(response);
  expect(body.message).toBe(CONFLICT_MESSAGES.kept(ref, CHARGE_KOBO, true));
  expect(body.data).toMatchObject<Partial<ConflictItem>>({
    resolution: 'provider_delivered',
    resolved_by: owner.email,
    evidence: 'VTpass ticket 4471: delivered 7:06 pm',
    status: 'confirmed',
    loss: null,
  });
  expect((await snapshot(db(), customer.id)).wallet).toBe(200_000 - CHARGE_KOBO);
  expect(await entriesOf(db(), customer.id, CONFLICT_RECHARGE)).toHaveLength(1);
  expect((await transactionByRef(db(), ref)).status).toBe('confirmed');
  const audit = await db()
    .select()
    .from(staffAudit)
    .where(and(eq(staffAudit.action, 'conflict.resolve'), eq(staffAudit.subjectId, ref)));
  expect(audit).toEqual([expect.objectContaining({ staffUserId: owner.id, reason: 'checked' })]);

  const again = await resolve(ref, 'provider_delivered');
  expect(again.statusCode).toBe(409);
  expect(json<ErrorBody>(again).message).toBe(CONFLICT_MESSAGES.alreadyResolved(ref, owner.email));
  expect(await entriesOf(db(), customer.id, CONFLICT_RECHARGE)).toHaveLength(1);
  expect((await ledgerSums(db(), [customer.id])).mismatches).toEqual([]);
});

it('refunds a kept purchase once when the provider refunded it', async () => {
  const { customer, ref } = await airtime(SANDBOX.success);
  await contradictSettlement(db(), ref, 'failed');
  const response = await resolve(ref, 'provider_refunded');
  expect(response.statusCode).toBe(200);
  expect(json<ConflictResolveResponse>(response).message).toBe(
    CONFLICT_MESSAGES.refunded(ref, CHARGE_KOBO, true),
  );
  expect((await snapshot(db(), customer.id)).wallet).toBe(200_000);
  expect((await transactionByRef(db(), ref)).status).toBe('reversed');
  expect((await ledgerSums(db(), [customer.id])).mismatches).toEqual([]);
});

it('moves nothing when the resolution agrees with how it was settled', async () => {
  const { customer, ref } = await airtime(SANDBOX.success);
  await contradictSettlement(db(), ref, 'failed');
  const response = await resolve(ref, 'provider_delivered');
  expect(response.statusCode).toBe(200);
  expect(json<ConflictResolveResponse>(response).message).toBe(
    CONFLICT_MESSAGES.kept(ref, CHARGE_KOBO, false),
  );
  expect((await snapshot(db(), customer.id)).wallet).toBe(200_000 - CHARGE_KOBO);
  expect((await transactionByRef(db(), ref)).status).toBe('confirmed');
});

it('refuses support, a purchase with no conflict, and a charge the wallet cannot cover', async () => {
  const conflicted = await refundedButDelivered();
  expect((await resolve(conflicted.ref, 'provider_delivered', support)).statusCode).toBe(403);
  const plain = await airtime(SANDBOX.success);
  expect((await resolve(plain.ref, 'provider_refunded')).statusCode).toBe(404);

  // The customer spent the refund: charging again is refused and nothing is written.
  const { customer, ref } = await refundedButDelivered();
  const spent = await buy(ctx.app, customer.token, 'purchase-airtime', {
    network: 'MTN',
    phone_number: SANDBOX.success,
    amount: 2000,
    package_id: await packageId(db(), 'mtn-airtime'),
  });
  expect(spent.statusCode).toBe(200);
  const refused = await resolve(ref, 'provider_delivered');
  expect(refused.statusCode).toBeGreaterThanOrEqual(400);
  expect(refused.statusCode).toBeLessThan(500);
  expect((await transactionByRef(db(), ref)).status).toBe('failed');
  expect((await detail(ref, owner)).conflict?.resolution).toBeNull();
});

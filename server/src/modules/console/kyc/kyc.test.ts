import { and, eq } from 'drizzle-orm';
import type {
  ConsoleCustomerKyc,
  HeldWallets,
  KycDecisionResponse,
  KycLimits,
  KycReviewsPage,
} from '@contract/api/console';
import { KYC_LIMIT_MESSAGES } from '@contract/rules/kyc-limits';
import { staffAudit, users } from '../../../db/schema';
import { bearer, signedInUser, type ErrorBody } from '../../../../test/accounts';
import { signedInStaff } from '../../../../test/console';
import { json, startTestApp, type TestContext } from '../../../../test/harness';
import {
  TINY_PNG_BASE64,
  holdWallet,
  pendingReview,
  verifiedNumbers,
} from '../../../../test/kyc-console';
import { seedBalance } from '../../../../test/wallet';
import { kycChecks } from '../../kyc/tables';
import { kycStatus } from '../../kyc/status';
import { KYC_DECISION_MESSAGES } from './decide';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof signedInStaff>>;
let support: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  ctx = await startTestApp();
  owner = await signedInStaff(ctx.app, 'owner');
  support = await signedInStaff(ctx.app, 'support');
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const call = (
  staff: { token: string },
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  payload?: object,
) =>
  ctx.app.inject({
    method,
    url: `/api/v1/console/${path}`,
    headers: bearer(staff.token),
    ...(payload ? { payload } : {}),
  });
const message = (response: { body: string }) => json<ErrorBody>(response).message;

/** A customer at tier 2 with a pending tier-3 review. */
async function customerWithReview() {
  const customer = await signedInUser(ctx.app);
  await verifiedNumbers(db(), customer.id);
  const reviewId = await pendingReview(db(), ctx.config.identityKey, customer.id);
  return { customer, reviewId };
}

const auditRows = (action: string, subjectId: number) =>
  db()
    .select()
    .from(staffAudit)
    .where(and(eq(staffAudit.action, action), eq(staffAudit.subjectId, String(subjectId))));

const tierOf = async (id: number) =>
  (await db().select({ tier: users.kycTier }).from(users).where(eq(users.id, id)))[0]?.tier;

const REASON = 'Passport matches the verified NIN name';

describe("a customer's identity on the console", () => {
  it('shows support and owners the tier, verified numbers, hold, review and checks', async () => {
    const { customer, reviewId } = await customerWithReview();
    await holdWallet(db(), customer.id, 'Over the daily limit');
    await db()
      .insert(kycChecks)
      .values({
        userId: customer.id,
        kind: 'bvn',
        outcome: 'mismatch',
        mismatched: ['date_of_birth'],
        numberHash: 'hash',
        numberLast4: '9012',
        provider: 'monnify',
      });
    for (const staff of [support, owner]) {
      const response = await call(staff, 'GET', `customers/${customer.id}/kyc`);
      expect(response.statusCode).toBe(200);
      const { data } = json<{ data: ConsoleCustomerKyc }>(response);
      expect(data).toMatchObject({
        tier: 2,
        tier_label: 'Tier 2',
        nin: { last4: '1234' },
        bvn: { last4: '5678' },
        hold: { reason: 'Over the daily limit' },
        review: {
          id: reviewId,
          status: 'pending',
          id_type_label: 'International passport',
          document_name: 'passport.png',
        },
        checks: [
          { kind: 'bvn', outcome: 'mismatch', mismatched: ['date_of_birth'], last4: '9012' },
        ],
      });
      expect(response.body).not.toContain(TINY_PNG_BASE64.slice(0, 20));
    }
  });

  it('answers 404 for a customer who does not exist', async () => {
    expect((await call(owner, 'GET', 'customers/999999/kyc')).statusCode).toBe(404);
  });
});

describe('the tier-3 review queue', () => {
  it('lists pending reviews to support and owners, without the document', async () => {
    const { reviewId } = await customerWithReview();
    const response = await call(support, 'GET', 'kyc/reviews?page_size=100');
    expect(response.statusCode).toBe(200);
    const page = json<KycReviewsPage>(response);
    expect(page.data.map((row) => row.id)).toContain(reviewId);
    expect(page.data.every((row) => row.status === 'pending')).toBe(true);
    expect(response.body).not.toContain('v1:');
  });

  it('refuses support the document, the decisions, the release and the limits', async () => {
    const { customer, reviewId } = await customerWithReview();
    await holdWallet(db(), customer.id);
    const refused = await Promise.all([
      call(support, 'GET', `kyc/reviews/${reviewId}/document`),
      call(support, 'POST', `kyc/reviews/${reviewId}/approve`, { reason: REASON }),
      call(support, 'POST', `kyc/reviews/${reviewId}/reject`, { reason: REASON }),
      call(support, 'POST', `customers/${customer.id}/kyc/release-hold`, { reason: REASON }),
      call(support, 'PUT', 'kyc/limits', { tiers: [], reason: REASON }),
    ]);
    expect(refused.map((response) => response.statusCode)).toEqual([403, 403, 403, 403, 403]);
    expect(await tierOf(customer.id)).toBe(2);
    expect(await auditRows('kyc.document_view', reviewId)).toEqual([]);
  });

  it("answers an owner the document's bytes, never cached, and audits the view", async () => {
    const { reviewId } = await customerWithReview();
    const response = await call(owner, 'GET', `kyc/reviews/${reviewId}/document`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.equals(Buffer.from(TINY_PNG_BASE64, 'base64'))).toBe(true);
    const audit = await auditRows('kyc.document_view', reviewId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ staffEmail: owner.email, subjectType: 'kyc_review' });
  });

  it('approves: the customer is tier 3, audited with the reason; a second decision is 409', async () => {
    const { customer, reviewId } = await customerWithReview();
    const response = await call(owner, 'POST', `kyc/reviews/${reviewId}/approve`, {
      reason: REASON,
    });
    expect(response.statusCode).toBe(200);
    const body = json<KycDecisionResponse>(response);
    expect(body.message).toBe(KYC_DECISION_MESSAGES.approved(3));
    expect(body.data).toMatchObject({ status: 'approved', reviewed_by: owner.email });
    expect(await tierOf(customer.id)).toBe(3);
    const [audit] = await db()
      .select()
      .from(staffAudit)
      .where(
        and(
          eq(staffAudit.action, 'kyc.review_approve'),
          eq(staffAudit.subjectId, String(customer.id)),
        ),
      );
    expect(audit).toMatchObject({ reason: REASON, after: { tier: 3, status: 'approved' } });
    for (const again of ['approve', 'reject']) {
      const twice = await call(owner, 'POST', `kyc/reviews/${reviewId}/${again}`, {
        reason: REASON,
      });
      expect({ status: twice.statusCode, message: message(twice) }).toEqual({
        status: 409,
        message: KYC_DECISION_MESSAGES.decided('approved'),
      });
    }
    const approved = json<KycReviewsPage>(
      await call(owner, 'GET', 'kyc/reviews?status=approved&page_size=100'),
    );
    expect(approved.data.map((row) => row.id)).toContain(reviewId);
  });

  it('rejects: the customer stays tier 2 and reads the reason in their status', async () => {
    const { customer, reviewId } = await customerWithReview();
    const reason = 'The photo is blurred: send a clearer one';
    const response = await call(owner, 'POST', `kyc/reviews/${reviewId}/reject`, { reason });
    expect(response.statusCode).toBe(200);
    expect(await tierOf(customer.id)).toBe(2);
    const status = await kycStatus(db(), customer.id);
    expect(status.review).toMatchObject({ status: 'rejected', reason });
  });

  it('refuses to approve a customer below tier 2, changing nothing', async () => {
    const customer = await signedInUser(ctx.app);
    await verifiedNumbers(db(), customer.id, 1);
    const reviewId = await pendingReview(db(), ctx.config.identityKey, customer.id);
    const response = await call(owner, 'POST', `kyc/reviews/${reviewId}/approve`, {
      reason: REASON,
    });
    expect({ status: response.statusCode, message: message(response) }).toEqual({
      status: 409,
      message: KYC_DECISION_MESSAGES.belowTier2,
    });
    expect(await tierOf(customer.id)).toBe(1);
    const after = await call(owner, 'GET', `customers/${customer.id}/kyc`);
    expect(json<{ data: ConsoleCustomerKyc }>(after).data.review?.status).toBe('pending');
  });

  it('refuses a reason too short, before anything is written', async () => {
    const { customer, reviewId } = await customerWithReview();
    const response = await call(owner, 'POST', `kyc/reviews/${reviewId}/approve`, {
      reason: ' a ',
    });
    expect(response.statusCode).toBe(400);
    expect(await tierOf(customer.id)).toBe(2);
  });
});

describe('held wallets', () => {
  it('lists held customers with reason, since and balance, and an owner releases one', async () => {
    const customer = await signedInUser(ctx.app);
    await seedBalance(db(), customer.id, 'wallet', 70_000);
    await holdWallet(db(), customer.id, 'Over the balance limit');
    const list = json<HeldWallets>(await call(support, 'GET', 'kyc/holds?page_size=100'));
    expect(list.data.find((row) => row.customer.id === customer.id)).toMatchObject({
      reason: 'Over the balance limit',
      balance: 70_000,
    });
    const released = await call(owner, 'POST', `customers/${customer.id}/kyc/release-hold`, {
      reason: 'Customer sent proof of the source of funds',
    });
    expect(released.statusCode).toBe(200);
    expect(json<{ data: ConsoleCustomerKyc }>(released).data.hold).toBeNull();
    const [row] = await db()
      .select({ reason: users.kycHoldReason, at: users.kycHeldAt })
      .from(users)
      .where(eq(users.id, customer.id));
    expect(row).toEqual({ reason: null, at: null });
    expect(await auditRows('kyc.hold_release', customer.id)).toHaveLength(1);
    const again = await call(owner, 'POST', `customers/${customer.id}/kyc/release-hold`, {
      reason: 'Again',
    });
    expect({ status: again.statusCode, message: message(again) }).toEqual({
      status: 409,
      message: KYC_DECISION_MESSAGES.notHeld,
    });
  });
});

describe('the tier limits', () => {
  const current = async () =>
    json<{ data: KycLimits }>(await call(support, 'GET', 'kyc/limits')).data;
  const put = (tiers: object[], reason = 'CBN circular of this month') =>
    call(owner, 'PUT', 'kyc/limits', { tiers, reason });

  it('refuses an amount with three decimals or of zero, naming the field', async () => {
    const before = await current();
    const { tiers } = before;
    const response = await put(
      tiers.map((row) =>
        row.tier === 1
          ? { ...row, daily_inflow: 100.005 }
          : row.tier === 2
            ? { ...row, balance: 0 }
            : row,
      ),
    );
    expect(response.statusCode).toBe(400);
    const fields = json<ErrorBody & { errors: unknown }>(response);
    expect(response.body).toContain('tiers.1.daily_inflow');
    expect(response.body).toContain('tiers.2.balance');
    expect(fields.message).toBe(KYC_LIMIT_MESSAGES.format);
    expect(await current()).toEqual(before);
  });

  it('refuses a higher tier below a lower one, naming the field, and writes nothing', async () => {
    const before = await current();
    const response = await put(
      before.tiers.map((row) => (row.tier === 2 ? { ...row, single_deposit: 10_000 } : row)),
    );
    expect(response.statusCode).toBe(400);
    expect(message(response)).toBe(KYC_LIMIT_MESSAGES.belowLower('single_deposit', 0, 20_000_00));
    expect(response.body).toContain('tiers.2.single_deposit');
    expect(await current()).toEqual(before);
  });

  it('saves all four tiers in naira, empty as no limit, audited before and after', async () => {
    const tiers = [
      { tier: 0, single_deposit: 10_000.5, daily_inflow: 20_000, balance: 20_000 },
      { tier: 1, single_deposit: 50_000, daily_inflow: 50_000, balance: 300_000 },
      { tier: 2, single_deposit: 100_000, daily_inflow: 200_000, balance: 500_000 },
      { tier: 3, single_deposit: null, daily_inflow: 5_000_000, balance: null },
    ];
    const response = await put(tiers);
    expect(response.statusCode).toBe(200);
    const saved = await current();
    expect(saved).toMatchObject({ tiers, updated_by: owner.email });
    const [audit] = await db()
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.action, 'kyc.limits_change'));
    expect(audit).toMatchObject({ reason: 'CBN circular of this month', after: tiers });
    expect((audit?.before as { tier: number }[]).map((row) => row.tier)).toEqual([0, 1, 2, 3]);
  });
});

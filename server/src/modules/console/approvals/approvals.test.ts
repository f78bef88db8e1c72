import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type {
  AdjustmentSentForApproval,
  ApprovalDecisionResponse,
  ApprovalList,
} from '@contract/api/console';
import type { TransactionsPage } from '@contract/api';
import { staffAudit } from '../../../db/schema';
import { bearer, signedInUser, type ErrorBody } from '../../../../test/accounts';
import { signedInStaff } from '../../../../test/console';
import { json, startTestApp, type TestContext } from '../../../../test/harness';
import { csvRecords } from '../../../../test/csv';
import { snapshot } from '../../../../test/wallet';
import { POLICY_MESSAGES } from '../money-policy/policy';
import { REQUEST_MESSAGES } from './request';
import { APPROVAL_MESSAGES } from './service';

/*
 * An adjustment above CREDIT_APPROVAL_THRESHOLD (₦500,000 by default, owners included) moves no
 * money until another owner approves it; the approval credits once, through the ledger.
 */

let ctx: TestContext;
let requester: Awaited<ReturnType<typeof signedInStaff>>;
let approver: Awaited<ReturnType<typeof signedInStaff>>;
let thirdOwner: Awaited<ReturnType<typeof signedInStaff>>;
let support: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  ctx = await startTestApp();
  requester = await signedInStaff(ctx.app, 'owner');
  approver = await signedInStaff(ctx.app, 'owner');
  thirdOwner = await signedInStaff(ctx.app, 'owner');
  support = await signedInStaff(ctx.app, 'support');
}, 120_000);
afterAll(() => ctx.close());

const adjust = (
  staff: { token: string },
  customerId: number,
  amount: number,
  key = randomUUID(),
  direction: 'credit' | 'debit' = 'credit',
) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/console/customers/${customerId}/adjust`,
    headers: { ...bearer(staff.token), 'idempotency-key': key },
    payload: { direction, amount, reason: 'Agent float top-up, paid by transfer' },
  });

const decide = (staff: { token: string }, id: number, decision: 'approve' | 'decline') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/console/approvals/${id}/${decision}`,
    headers: bearer(staff.token),
    payload: {},
  });

const list = async (state: 'pending' | 'decided') =>
  json<ApprovalList>(
    await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/console/approvals?state=${state}`,
      headers: bearer(approver.token),
    }),
  ).data;

const untouched = { wallet: 0, entries: 0, transactions: 0 };

it('answers 202 above the threshold and moves no money; a repeated click is one request', async () => {
  const customer = await signedInUser(ctx.app);
  const key = randomUUID();
  const first = await adjust(requester, customer.id, 600_000, key);
  const again = await adjust(requester, customer.id, 600_000, key);
  expect([first.statusCode, again.statusCode]).toEqual([202, 202]);
  const sent = json<AdjustmentSentForApproval>(first);
  expect(sent.message).toBe(
    REQUEST_MESSAGES.sent(
      'manual_credit',
      600_000_00,
      POLICY_MESSAGES.customerThreshold('credit', 500_000_00),
    ),
  );
  expect(sent.data.approval).toMatchObject({
    status: 'pending',
    amount: 600_000,
    direction: 'credit',
    customer: { id: customer.id, email: customer.email },
    requested_by: { id: requester.id, email: requester.email },
  });
  expect(json<AdjustmentSentForApproval>(again).data.approval.id).toBe(sent.data.approval.id);
  expect(await snapshot(ctx.database.db, customer.id)).toMatchObject(untouched);
  const pending = await list('pending');
  expect(pending.filter((row) => row.customer.id === customer.id)).toHaveLength(1);
  // Exactly at the threshold needs no approval.
  expect((await adjust(requester, customer.id, 500_000)).statusCode).toBe(200);
});

it('lets neither the requester nor support decide; another owner approves, credited once', async () => {
  const customer = await signedInUser(ctx.app);
  const { id } = json<AdjustmentSentForApproval>(await adjust(requester, customer.id, 600_000)).data
    .approval;

  const own = await decide(requester, id, 'approve');
  expect({ status: own.statusCode, message: json<ErrorBody>(own).message }).toEqual({
    status: 403,
    message: APPROVAL_MESSAGES.ownRequest,
  });
  expect((await decide(support, id, 'approve')).statusCode).toBe(403);
  expect(await snapshot(ctx.database.db, customer.id)).toMatchObject(untouched);

  const answers = await Promise.all(
    Array.from({ length: 10 }, (_, n) => decide(n % 2 ? thirdOwner : approver, id, 'approve')),
  );
  const statuses = answers.map((response) => response.statusCode).sort();
  expect(statuses).toEqual([200, ...Array(9).fill(409)]);
  const approved = answers.find((response) => response.statusCode === 200);
  const decision = json<ApprovalDecisionResponse>(approved ?? { body: '{}' });
  expect(decision.data).toMatchObject({ status: 'approved', requested_by: { id: requester.id } });
  expect(await snapshot(ctx.database.db, customer.id)).toMatchObject({
    wallet: 600_000_00,
    entries: 1,
    transactions: 1,
  });

  const history = json<TransactionsPage>(
    await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/get-transactions/',
      headers: bearer(customer.token),
    }),
  );
  expect(history.data).toEqual([
    expect.objectContaining({
      kind: 'manual_credit',
      amount: 600_000,
      tx_ref: decision.data.tx_ref,
    }),
  ]);
  const [audit] = await ctx.database.db
    .select()
    .from(staffAudit)
    .where(
      and(eq(staffAudit.subjectId, String(customer.id)), eq(staffAudit.action, 'customer.credit')),
    );
  expect(audit).toMatchObject({
    staffEmail: decision.data.decided_by?.email,
    after: expect.objectContaining({
      approval_id: id,
      requested_by: requester.email,
      approved_by: decision.data.decided_by?.email,
    }),
  });
  expect((await list('decided')).map((row) => row.id)).toContain(id);
  expect((await list('pending')).map((row) => row.id)).not.toContain(id);

  const file = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/console/approvals?state=decided',
    headers: { ...bearer(approver.token), accept: 'text/csv' },
  });
  expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(csvRecords(file.body)).toContainEqual(
    expect.objectContaining({
      Status: 'approved',
      Direction: 'credit',
      'Amount (NGN)': '600000.00',
      'Customer e-mail': customer.email,
      'Requested by': requester.email,
      'Decided by': decision.data.decided_by?.email,
      Reference: decision.data.tx_ref,
    }),
  );
});

it('declines with no money moved, and a decided request cannot be decided again', async () => {
  const customer = await signedInUser(ctx.app);
  const { id } = json<AdjustmentSentForApproval>(await adjust(requester, customer.id, 750_000)).data
    .approval;
  const declined = await decide(approver, id, 'decline');
  expect(declined.statusCode).toBe(200);
  expect(json<ApprovalDecisionResponse>(declined)).toMatchObject({
    message: APPROVAL_MESSAGES.declined,
    data: { status: 'declined', decided_by: { id: approver.id }, tx_ref: null },
  });
  for (const [staff, decision] of [
    [thirdOwner, 'approve'],
    [approver, 'decline'],
  ] as const) {
    const response = await decide(staff, id, decision);
    expect({ status: response.statusCode, message: json<ErrorBody>(response).message }).toEqual({
      status: 409,
      message: APPROVAL_MESSAGES.alreadyDecided('declined', approver.email),
    });
  }
  expect(await snapshot(ctx.database.db, customer.id)).toMatchObject(untouched);
});

it('refuses a large adjustment of an owner before any request is made', async () => {
  const response = await adjust(requester, approver.id, 600_000);
  expect(response.statusCode).toBe(403);
  expect((await list('pending')).filter((row) => row.customer.id === approver.id)).toEqual([]);
});

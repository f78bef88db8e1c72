import { and, count, eq } from 'drizzle-orm';
import type { WebhookDeliveriesPage, WebhookRetryResponse } from '@contract/api/console';
import { staffAudit } from '../../../db/schema';
import { webhookDeliveries } from '../../webhooks/tables';
import type { ErrorBody } from '../../../../test/accounts';
import { signedInStaff } from '../../../../test/console';
import { json, startTestApp, type TestContext } from '../../../../test/harness';
import { purchaseNeedingAttention } from '../../../../test/console-transactions';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

it("lists a customer's deliveries with status and last answer, and retries a failed one once", async () => {
  const owner = await signedInStaff(ctx.app, 'owner');
  const { user, ref } = await purchaseNeedingAttention(ctx.app);
  await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/console/transactions/${ref}/refund`,
    headers: owner.headers,
    payload: { reason: 'never arrived' },
  });
  const [delivery] = await ctx.app.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.userId, user.id));
  if (!delivery) throw new Error('no delivery queued');
  await ctx.app.db
    .update(webhookDeliveries)
    .set({
      status: 'failed',
      attempts: 9,
      lastStatusCode: 500,
      lastError: 'HTTP 500',
      nextAttemptAt: null,
    })
    .where(eq(webhookDeliveries.id, delivery.id));

  const listed = json<WebhookDeliveriesPage>(
    await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/console/webhooks?email=${encodeURIComponent(user.email)}&status=failed`,
      headers: owner.headers,
    }),
  );
  expect(listed.meta.count).toBe(1);
  expect(listed.data[0]).toMatchObject({
    id: delivery.id,
    tx_ref: ref,
    event: 'transaction.failed',
    status: 'failed',
    attempts: 9,
    last_status_code: 500,
    last_error: 'HTTP 500',
  });

  const retry = (key: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/v1/console/webhooks/${delivery.id}/retry`,
      headers: { ...owner.headers, 'idempotency-key': key },
      payload: { reason: 'endpoint fixed' },
    });
  const [a, b] = await Promise.all([retry('retry-key-1'), retry('retry-key-2')]);
  expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  const done = json<WebhookRetryResponse>(a.statusCode === 200 ? a : b);
  expect(done.data).toMatchObject({ status: 'pending', attempts: 0 });
  expect(json<ErrorBody>(a.statusCode === 409 ? a : b).message).toMatch(
    /already waiting to be sent/,
  );
  const [audits] = await ctx.app.db
    .select({ n: count() })
    .from(staffAudit)
    .where(
      and(eq(staffAudit.action, 'webhook.retry'), eq(staffAudit.subjectId, String(delivery.id))),
    );
  expect(audits?.n).toBe(1);
});

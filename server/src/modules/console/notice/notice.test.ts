import { eq } from 'drizzle-orm';
import type { ConsoleNotice } from '@contract/api/console';
import { staffAudit } from '../../../db/schema';
import { bearer, signedInUser, type ErrorBody } from '../../../../test/accounts';
import { signedInStaff } from '../../../../test/console';
import { json, startTestApp, type TestContext } from '../../../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const customerNotice = async (token: string) =>
  json<{ data: string }>(
    await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/get-notification/',
      headers: bearer(token),
    }),
  ).data;

describe('console notice', () => {
  it("an owner's new notice is what customers get on their next load, audited", async () => {
    const owner = await signedInStaff(ctx.app, 'owner');
    const customer = await signedInUser(ctx.app);
    const before = await customerNotice(customer.token);

    const published = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/console/notice',
      headers: owner.headers,
      payload: { body: '  MTN data is slow this morning; refunds are automatic.  ' },
    });
    expect(published.statusCode).toBe(200);
    expect(json<{ data: ConsoleNotice }>(published).data.body).toBe(
      'MTN data is slow this morning; refunds are automatic.',
    );
    expect(await customerNotice(customer.token)).toBe(
      'MTN data is slow this morning; refunds are automatic.',
    );
    const [audit] = await ctx.database.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.action, 'notice.publish'));
    expect(audit).toMatchObject({
      staffUserId: owner.id,
      before: { body: before },
      after: { body: 'MTN data is slow this morning; refunds are automatic.' },
    });
  });

  it('refuses a notice over 500 characters and support staff', async () => {
    const owner = await signedInStaff(ctx.app, 'owner');
    const support = await signedInStaff(ctx.app, 'support');
    const long = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/console/notice',
      headers: owner.headers,
      payload: { body: 'x'.repeat(501) },
    });
    expect(long.statusCode).toBe(400);
    expect(json<ErrorBody>(long).message).toMatch(/500/);
    const bySupport = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/console/notice',
      headers: support.headers,
      payload: { body: 'hello' },
    });
    expect(bySupport.statusCode).toBe(403);
  });
});

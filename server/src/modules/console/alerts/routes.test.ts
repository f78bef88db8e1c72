import { desc, eq } from 'drizzle-orm';
import type { AlertSettings, SentAlertsPage } from '@contract/api/console';
import { staffAudit } from '../../../db/schema';
import { signedInStaff } from '../../../../test/console';
import { json, startTestApp, type TestContext } from '../../../../test/harness';

/*
 * The alert settings in the console: everyone reads them; an owner changes the thresholds with a
 * reason kept in the audit log; each staff member opts themselves in or out.
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

const settingsOf = async (headers: Record<string, string>) =>
  json<{ data: AlertSettings }>(
    await ctx.app.inject({ method: 'GET', url: '/api/v1/console/alerts/settings', headers }),
  ).data;
const change = {
  kinds_on: ['breaker', 'low_float'],
  failure_rate_percent: 40,
  failure_min_purchases: 10,
  attention_age_minutes: 90,
  webhook_backlog: 250,
  quiet_hours_on: true,
  quiet_start: '23:00',
  quiet_end: '06:30',
};

it('answers the defaults: every kind on, quiet 22:00-07:00, owners receive, support not yet', async () => {
  const settings = await settingsOf(support.headers);
  expect(settings).toMatchObject({
    failure_rate_percent: 30,
    attention_age_minutes: 60,
    quiet_start: '22:00',
    quiet_end: '07:00',
    low_float_naira: 50_000,
    me: { opted_in: false, muted_kinds: [] },
  });
  expect(settings.kinds_on).toHaveLength(7);
  const byEmail = new Map(settings.recipients.map((r) => [r.email, r.receives.length]));
  expect(byEmail.get(owner.email)).toBe(7);
  expect(byEmail.get(support.email)).toBe(0);
});

it('lets only an owner change the thresholds, with the reason in the audit log', async () => {
  const refused = await ctx.app.inject({
    method: 'PUT',
    url: '/api/v1/console/alerts/settings',
    headers: support.headers,
    payload: { ...change, reason: 'fewer alerts' },
  });
  expect(refused.statusCode).toBe(403);
  const noReason = await ctx.app.inject({
    method: 'PUT',
    url: '/api/v1/console/alerts/settings',
    headers: owner.headers,
    payload: change,
  });
  expect(noReason.statusCode).toBe(400);
  const badTime = await ctx.app.inject({
    method: 'PUT',
    url: '/api/v1/console/alerts/settings',
    headers: owner.headers,
    payload: { ...change, quiet_start: '24:00', reason: 'night' },
  });
  expect(badTime.statusCode).toBe(400);

  const changed = await ctx.app.inject({
    method: 'PUT',
    url: '/api/v1/console/alerts/settings',
    headers: owner.headers,
    payload: { ...change, reason: 'too many texts at night' },
  });
  expect(changed.statusCode).toBe(200);
  expect(json<{ data: AlertSettings }>(changed).data).toMatchObject({
    ...change,
    updated_by: owner.email,
  });
  const [entry] = await ctx.database.db
    .select()
    .from(staffAudit)
    .where(eq(staffAudit.action, 'alerts.settings.change'))
    .orderBy(desc(staffAudit.id));
  expect(entry).toMatchObject({ staffEmail: owner.email, reason: 'too many texts at night' });
  expect(entry?.after).toMatchObject({ quiet_start: '23:00', webhook_backlog: 250 });
});

it('lets a support member opt in for themselves, muting a kind', async () => {
  const response = await ctx.app.inject({
    method: 'PUT',
    url: '/api/v1/console/alerts/subscription',
    headers: support.headers,
    payload: { opted_in: true, muted_kinds: ['low_float'] },
  });
  expect(response.statusCode).toBe(200);
  const settings = json<{ data: AlertSettings }>(response).data;
  expect(settings.me).toEqual({ opted_in: true, muted_kinds: ['low_float'] });
  expect(settings.recipients.find((r) => r.email === support.email)?.receives).toEqual(['breaker']);
  const [entry] = await ctx.database.db
    .select()
    .from(staffAudit)
    .where(eq(staffAudit.action, 'alerts.subscription.change'));
  expect(entry).toMatchObject({ staffEmail: support.email, subjectId: String(support.id) });
});

it('lists sent alerts to every staff member (none yet)', async () => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/console/alerts/sent',
    headers: support.headers,
  });
  expect(response.statusCode).toBe(200);
  expect(json<SentAlertsPage>(response)).toEqual({
    data: [],
    meta: { count: 0, page: 1, page_size: 50 },
  });
});

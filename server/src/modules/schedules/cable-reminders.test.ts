import { eq } from 'drizzle-orm';
import type { User } from '@contract/api';
import { lagosDay } from '@contract/rules';
import { cableDueDates } from '../../db/schema';
import { bearer, signedInUser } from '../../../test/accounts';
import { json, startTestApp, type TestContext } from '../../../test/harness';
import { SANDBOX, buy, packageId } from '../../../test/purchases';
import { seedBalance } from '../../../test/wallet';
import { sendCableReminders } from './cable-reminders';
import { dueDateOf } from './cable-due-dates';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const DAY = 86_400_000;
/** One pass of the reminder job at noon, Lagos time, on a given day. */
const remindOn = (day: string) =>
  sendCableReminders(
    { db: db(), config: ctx.config, mailer: ctx.app.mailer, log: ctx.app.log },
    20,
    new Date(`${day}T12:00:00+01:00`),
  );
const dayBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY).toISOString().slice(0, 10);

async function dueOfSandboxCard() {
  const [row] = await db()
    .select()
    .from(cableDueDates)
    .where(eq(cableDueDates.smartCard, SANDBOX.smartCard));
  return row?.dueOn;
}

/** enough for a DStv renewal */
const WALLET_NAIRA = 50 * 1000;

async function renewer() {
  const user = await signedInUser(ctx.app);
  await seedBalance(db(), user.id, 'wallet', WALLET_NAIRA);
  const renew = await buy(ctx.app, user.token, 'purchase-cable', {
    package_id: await packageId(db(), 'dstv'),
    smart_no: SANDBOX.smartCard,
    subscription_type: 'renew',
    phone_number: SANDBOX.success,
  });
  expect(renew.statusCode).toBe(200);
  return user;
}

const mailsTo = (email: string) => ctx.outbox.filter((mail) => mail.to === email);

it("reads the provider's due date in either of its forms", () => {
  expect(dueDateOf({ Due_Date: '2027-03-14' })).toBe('2027-03-14');
  expect(dueDateOf({ Due_Date: '2027-03-14T00:00:00' })).toBe('2027-03-14');
  expect(dueDateOf({ Due_Date: 'soon' })).toBeUndefined();
  expect(dueDateOf({})).toBeUndefined();
});

it('stores the due date when a smart card is verified on the screen', async () => {
  const user = await signedInUser(ctx.app);
  const dstv = await packageId(db(), 'dstv');
  await db().delete(cableDueDates);
  const verified = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/verify-card/${dstv}/${SANDBOX.smartCard}/`,
    headers: bearer(user.token),
  });
  expect(verified.statusCode).toBe(200);
  const { content } = json<{ data: { content: { Due_Date: string } } }>(verified).data;
  expect(await dueOfSandboxCard()).toBe(content.Due_Date);
});

it('e-mails a renewing customer once, 3 days before the due date, unless they opted out', async () => {
  const customer = await renewer();
  const optedOut = await renewer();
  const off = await ctx.app.inject({
    method: 'PUT',
    url: '/api/v1/update-user-profile/',
    headers: bearer(optedOut.token),
    payload: { cable_reminders: false },
  });
  expect(off.statusCode).toBe(200);
  expect(json<{ data: User }>(off).data.cable_reminders).toBe(false);
  const due = await dueOfSandboxCard();
  if (!due) throw new Error('the renewal stored no due date');
  expect(due > lagosDay(new Date())).toBe(true);

  await remindOn(dayBefore(due, 4));
  expect(mailsTo(customer.email)).toHaveLength(0);

  await remindOn(dayBefore(due, 3));
  await remindOn(dayBefore(due, 3));
  await remindOn(dayBefore(due, 1));
  const sent = mailsTo(customer.email);
  expect(sent).toHaveLength(1);
  expect(sent[0]?.subject).toMatch(/TV subscription is due soon/);
  expect(sent[0]?.text).toContain(SANDBOX.smartCard);
  expect(sent[0]?.text).toMatch(/turn these reminders off in your profile/);
  expect(mailsTo(optedOut.email)).toHaveLength(0);
});

it('sends nothing on or after the due date', async () => {
  const late = await renewer();
  const due = await dueOfSandboxCard();
  if (!due) throw new Error('the renewal stored no due date');
  await remindOn(due);
  expect(mailsTo(late.email)).toHaveLength(0);
});

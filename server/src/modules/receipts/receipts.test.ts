import { randomUUID } from 'node:crypto';
import type { Transaction } from '@contract/api';
import { json, startTestApp, type TestContext } from '../../../test/harness';
import { bearer, signedInUser, type ErrorBody } from '../../../test/accounts';
import { seedBalance } from '../../../test/wallet';
import { buy, packageId, SANDBOX } from '../../../test/purchases';
import { mailSettledReceipts } from './after-purchase';
import { RECEIPT_MAILS_PER_HOUR, receiptSentMessage } from './routes';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp({ brandName: 'NairaTop', supportEmail: 'help@nairatop.ng' });
});
afterAll(() => ctx.close());

async function customer() {
  const user = await signedInUser(ctx.app);
  await seedBalance(ctx.database.db, user.id, 'wallet', 5_000);
  return user;
}

/** Buys airtime and reads the purchase back by its key, as it stands (confirmed, failed, pending). */
async function airtime(token: string, phone: string, network = 'mtn') {
  const key = randomUUID();
  await buy(
    ctx.app,
    token,
    'purchase-airtime',
    {
      phone_number: phone,
      amount: 100 + Math.floor(Math.random() * 900),
      package_id: await packageId(ctx.database.db, `${network}-airtime`),
    },
    key,
  );
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/purchases/by-key/${key}/`,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return json<{ data: Transaction }>(response).data;
}

const emailReceipt = (token: string, id: number) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/transactions/${id}/email-receipt/`,
    headers: bearer(token),
  });

const mailsTo = (email: string) => ctx.outbox.filter((mail) => mail.to === email);
const runJob = () =>
  mailSettledReceipts(
    { db: ctx.app.db, mailer: ctx.app.mailer, config: ctx.config, log: ctx.app.log },
    50,
  );

describe('Email receipt on a transaction', () => {
  it("mails the receipt of one's own purchase, with the business name and support contact", async () => {
    const user = await customer();
    const bought = await airtime(user.token, SANDBOX.success);
    const response = await emailReceipt(user.token, bought.id);
    expect(response.statusCode).toBe(200);
    expect(json<{ message: string }>(response).message).toBe(receiptSentMessage(user.email));
    const [mail] = mailsTo(user.email);
    expect(mailsTo(user.email)).toHaveLength(1);
    expect(mail?.subject).toBe(`NairaTop receipt ${bought.tx_ref}`);
    expect(mail?.text).toContain(`Ref: ${bought.tx_ref}`);
    expect(mail?.text).toContain('Status: Confirmed');
    expect(mail?.text).toContain('help@nairatop.ng');
    expect(mail?.html).toContain(bought.tx_ref);
  });

  it("answers 404 for another customer's transaction and mails nothing", async () => {
    const owner = await customer();
    const stranger = await customer();
    const bought = await airtime(owner.token, SANDBOX.success);
    const before = ctx.outbox.length;
    const response = await emailReceipt(stranger.token, bought.id);
    expect(response.statusCode).toBe(404);
    expect(ctx.outbox).toHaveLength(before);
  });

  it(`is limited to ${RECEIPT_MAILS_PER_HOUR} an hour per customer`, async () => {
    const user = await customer();
    const bought = await airtime(user.token, SANDBOX.success);
    for (let sent = 0; sent < RECEIPT_MAILS_PER_HOUR; sent += 1)
      expect((await emailReceipt(user.token, bought.id)).statusCode).toBe(200);
    const refused = await emailReceipt(user.token, bought.id);
    expect(refused.statusCode).toBe(429);
    expect(json<ErrorBody>(refused).message).toBeTruthy();
    expect(mailsTo(user.email)).toHaveLength(RECEIPT_MAILS_PER_HOUR);
  });
});

describe('E-mail me a receipt after each purchase', () => {
  const setting = (token: string, on: boolean) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/update-user-profile/',
      headers: bearer(token),
      payload: { email_receipts: on },
    });

  it('mails each settled purchase once: confirmed, and failed with its refund', async () => {
    const user = await customer();
    const turnedOn = await setting(user.token, true);
    expect(json<{ data: { email_receipts: boolean } }>(turnedOn).data.email_receipts).toBe(true);
    const confirmed = await airtime(user.token, SANDBOX.success);
    const failed = await airtime(user.token, SANDBOX.failed, 'glo');
    expect(failed.status).toBe('failed');
    await runJob();
    await runJob();
    const mails = mailsTo(user.email);
    expect(mails.map((mail) => mail.subject).sort()).toEqual(
      [`NairaTop receipt ${confirmed.tx_ref}`, `NairaTop receipt ${failed.tx_ref}`].sort(),
    );
    const failedMail = mails.find((mail) => mail.subject.endsWith(failed.tx_ref));
    expect(failedMail?.text).toContain('Status: Failed');
    expect(failedMail?.text).toContain('was refunded to your wallet');
  });

  it('mails nothing while pending, nor for a customer who has not turned it on', async () => {
    const on = await customer();
    await setting(on.token, true);
    const off = await customer();
    await airtime(on.token, SANDBOX.pending);
    await airtime(off.token, SANDBOX.success);
    await runJob();
    expect(mailsTo(on.email)).toHaveLength(0);
    expect(mailsTo(off.email)).toHaveLength(0);
  });
});

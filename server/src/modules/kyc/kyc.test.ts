import { eq, sql } from 'drizzle-orm';
import type { KycStatus, VerifyIdentityResponse } from '@contract/api/kyc';
import { KYC_MESSAGES, cardLimitRefusal, holdReason } from '@contract/rules/kyc';
import { users } from '../../db/schema';
import { rowsOf } from '../../db/rows';
import { json, startTestApp, type TestContext } from '../../../test/harness';
import { bearer, signedInUser, type ErrorBody } from '../../../test/accounts';
import { createVirtualAccount, generateLink, sendTransfer } from '../../../test/payments';
import { buy, packageId, SANDBOX } from '../../../test/purchases';
import {
  BIRTH_DATE,
  registerSimIdentity,
  uniqueIdNumber,
  verify,
  verifyUser,
} from '../../../test/kyc';
import { testConfig } from '../../config';
import { ledgerSums } from '../wallet/ledger';
import { mailHolds } from './hold-mail';

/*
 * Identity tiers as a customer meets them: verifying a NIN or BVN through the Monnify simulator,
 * the tier and its limits, a card payment over the limit refused before paying, a transfer over it
 * credited and the wallet held for purchases with the reason, released by verifying further.
 */

describe('identity tiers', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // The simulator's timeout answers a second after the adapter gives up; every other Monnify
    // call here must answer within this, so it leaves a loaded machine room.
    ctx = await startTestApp({ monnify: { ...testConfig().monnify, timeoutMs: 1_500 } });
  });
  afterAll(() => ctx.close());

  const status = async (token: string) =>
    json<KycStatus>(
      await ctx.app.inject({ method: 'GET', url: '/api/v1/kyc/', headers: bearer(token) }),
    );

  const airtime = async (token: string, amount: number) =>
    buy(ctx.app, token, 'purchase-airtime', {
      network: 'MTN',
      phone_number: SANDBOX.success,
      amount,
      package_id: await packageId(ctx.database.db, 'mtn-airtime'),
    });

  it('verifies a NIN in the account name: tier 1, last four digits shown, the number kept nowhere', async () => {
    const user = await signedInUser(ctx.app);
    expect((await status(user.token)).tier).toBe(0);
    const number = uniqueIdNumber();
    await registerSimIdentity(ctx.app, {
      kind: 'nin',
      number,
      first_name: 'ADA',
      middle_name: 'Chioma',
      last_name: 'OBI',
      date_of_birth: BIRTH_DATE,
    });
    const response = await verify(ctx.app, user.token, {
      kind: 'nin',
      number,
      date_of_birth: BIRTH_DATE,
    });
    expect(response.statusCode).toBe(200);
    const body = json<VerifyIdentityResponse>(response);
    expect(body.message).toBe(KYC_MESSAGES.verified('nin'));
    expect(body.status).toMatchObject({ tier: 1, nin: { last4: number.slice(-4) }, bvn: null });
    expect(body.status.limits.map((limit) => limit.tier)).toEqual([0, 1, 2, 3]);
    expect(body.status.limits[1]).toEqual({
      tier: 1,
      single_deposit: 50_000,
      daily_inflow: 50_000,
      balance: 300_000,
    });

    // Every text of every table of ours, searched for the number (the simulator's own table aside).
    const tables = rowsOf<{ name: string }>(
      await ctx.app.db.execute(sql`
        select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE'
          and table_name <> 'sim_identities'`),
    );
    expect(tables.length).toBeGreaterThan(50);
    for (const { name } of tables) {
      const found = rowsOf<{ n: number }>(
        await ctx.app.db.execute(
          sql`select count(*)::int as n from ${sql.identifier(name)} t where to_jsonb(t)::text like ${`%${number}%`}`,
        ),
      );
      expect({ table: name, rows: found[0]?.n }).toEqual({ table: name, rows: 0 });
    }

    // Verified once: a second try is refused, and the same NIN on another account is refused too.
    const again = await verify(ctx.app, user.token, {
      kind: 'nin',
      number,
      date_of_birth: BIRTH_DATE,
    });
    expect(again.statusCode).toBe(409);
    const other = await signedInUser(ctx.app);
    const taken = await verify(ctx.app, other.token, {
      kind: 'nin',
      number,
      date_of_birth: BIRTH_DATE,
    });
    expect(taken.statusCode).toBe(409);
    expect(json<ErrorBody>(taken).message).toBe(KYC_MESSAGES.taken('nin'));
    expect((await status(other.token)).tier).toBe(0);
  });

  it('says which field did not match, and what to do; changes nothing', async () => {
    const user = await signedInUser(ctx.app);
    const number = uniqueIdNumber();
    await registerSimIdentity(ctx.app, {
      kind: 'bvn',
      number,
      first_name: 'Ada',
      last_name: 'Obi',
      date_of_birth: BIRTH_DATE,
    });
    const wrongDay = await verify(ctx.app, user.token, {
      kind: 'bvn',
      number,
      date_of_birth: '1990-04-24',
    });
    expect(wrongDay.statusCode).toBe(400);
    expect(json<ErrorBody>(wrongDay).data).toEqual({
      date_of_birth: KYC_MESSAGES.dateOfBirthMismatch('bvn'),
    });

    const stranger = await signedInUser(ctx.app, { first_name: 'Bola', last_name: 'Tinubu' });
    const wrongName = await verify(ctx.app, stranger.token, {
      kind: 'bvn',
      number,
      date_of_birth: BIRTH_DATE,
    });
    expect(wrongName.statusCode).toBe(400);
    expect(json<ErrorBody>(wrongName).message).toBe(KYC_MESSAGES.nameMismatch('bvn'));

    const unknown = await verify(ctx.app, user.token, {
      kind: 'bvn',
      number: uniqueIdNumber(),
      date_of_birth: BIRTH_DATE,
    });
    expect(unknown.statusCode).toBe(400);
    expect(json<ErrorBody>(unknown).data).toEqual({ number: KYC_MESSAGES.notFound('bvn') });

    const badInput = await verify(ctx.app, user.token, {
      kind: 'nin',
      number: '1234',
      date_of_birth: '2990-01-01',
    });
    expect(badInput.statusCode).toBe(400);
    expect(json<ErrorBody>(badInput).data).toEqual({
      number: KYC_MESSAGES.numberInvalid('nin'),
      date_of_birth: KYC_MESSAGES.dateOfBirthInvalid,
    });

    // a number ending 0000: the simulator answers after the adapter gave up
    const timedOut = await verify(ctx.app, user.token, {
      kind: 'nin',
      number: '71234560000',
      date_of_birth: BIRTH_DATE,
    });
    expect(timedOut.statusCode).toBe(503);
    expect(json<ErrorBody>(timedOut).message).toBe(KYC_MESSAGES.unavailable);
    expect(await status(user.token)).toMatchObject({ tier: 0, nin: null, bvn: null });
    expect((await status(stranger.token)).tier).toBe(0);
  });

  it('refuses a card payment over the tier’s limits before the customer pays', async () => {
    const user = await signedInUser(ctx.app);
    const [overTheLimit, theLimit] = [20_000.01, 20_000];
    const over = await generateLink(ctx.app, user.token, overTheLimit);
    expect(over.statusCode).toBe(400);
    const message = cardLimitRefusal(0, 'single_deposit', 2_000_000, 2_000_000);
    expect(json<ErrorBody>(over)).toMatchObject({ message, data: { amount: message } });
    expect(message).toBe(
      'An unverified account can add at most ₦20,000.00 in one deposit. Verify your identity to raise your limits.',
    );
    expect((await generateLink(ctx.app, user.token, theLimit)).statusCode).toBe(200);
  });

  it('credits a transfer over the limits in full, holds purchases with the reason, and releases on verifying further', async () => {
    const user = await signedInUser(ctx.app);
    const { nin } = await verifyUser(ctx.app, user.token);
    expect(
      (
        await createVirtualAccount(ctx.app, user.token, {
          bank_name: 'wema',
          account_name: 'Ada Obi',
          nin,
        })
      ).statusCode,
    ).toBe(200);
    const me = json<{ data: { wema_account: { accountNumber: string }[] } }>(
      await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/get-user/',
        headers: bearer(user.token),
      }),
    ).data;
    const account = me.wema_account[0]?.accountNumber ?? '';

    // Two transfers at once, each under tier 1's ₦50,000 a day, together over it: both credited,
    // one hold.
    await Promise.all([
      sendTransfer(ctx.app, account, '30000'),
      sendTransfer(ctx.app, account, '30000'),
    ]);
    const held = await status(user.token);
    const reason = holdReason(1, 'daily_inflow', 5_000_000, 3_000_000);
    expect(held.hold?.reason).toBe(reason);
    expect(held.balance).toBe(60_000 - 2 * 255);
    expect(held.today_inflow).toBe(60_000);
    expect((await ledgerSums(ctx.app.db, [user.id])).mismatches).toEqual([]);

    const refused = await airtime(user.token, 100);
    expect(refused.statusCode).toBe(403);
    expect(json<ErrorBody>(refused).message).toBe(reason);
    const upgrade = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/upgrade-user/',
      headers: bearer(user.token),
      payload: { level: 'agent' },
    });
    expect(upgrade.statusCode).toBe(403);
    expect(json<ErrorBody>(upgrade).message).toBe(reason);

    // e-mailed once, word for word
    const config = { brandName: 'NairaTop', publicUrl: 'http://localhost', supportEmail: 'help@x' };
    const deps = { db: ctx.app.db, mailer: ctx.app.mailer, config, log: ctx.app.log };
    const before = ctx.outbox.length;
    await mailHolds(deps, 100);
    await mailHolds(deps, 100);
    const mails = ctx.outbox.slice(before).filter((mail) => mail.to === user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(reason);

    // Verifying the BVN too (tier 2: ₦200,000 a day) releases it; the purchase goes through.
    await verifyUser(ctx.app, user.token, { kinds: ['bvn'] });
    expect(await status(user.token)).toMatchObject({ tier: 2, hold: null });
    expect((await airtime(user.token, 100)).statusCode).toBe(200);
    const [row] = await ctx.app.db
      .select({ reason: users.kycHoldReason })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row?.reason).toBeNull();
  });

  it('issues bank accounts to verified customers only, with the NIN they verified', async () => {
    const user = await signedInUser(ctx.app);
    const unverified = await createVirtualAccount(ctx.app, user.token, {
      bank_name: 'rehoboth',
      account_name: 'Ada Obi',
    });
    expect(unverified.statusCode).toBe(403);
    expect(json<ErrorBody>(unverified).message).toBe(KYC_MESSAGES.virtualAccountNeedsTier);
    await verifyUser(ctx.app, user.token, { kinds: ['bvn'] });
    const needsNin = await createVirtualAccount(ctx.app, user.token, {
      bank_name: 'moniepoint',
      account_name: 'Ada Obi',
      nin: uniqueIdNumber(),
    });
    expect(needsNin.statusCode).toBe(403);
    expect(json<ErrorBody>(needsNin).data).toEqual({ nin: KYC_MESSAGES.virtualAccountNeedsNin });
    const { nin } = await verifyUser(ctx.app, user.token);
    const otherNin = await createVirtualAccount(ctx.app, user.token, {
      bank_name: 'moniepoint',
      account_name: 'Ada Obi',
      nin: uniqueIdNumber(),
    });
    expect(json<ErrorBody>(otherNin).data).toEqual({ nin: KYC_MESSAGES.virtualAccountNinMismatch });
    const ok = await createVirtualAccount(ctx.app, user.token, {
      bank_name: 'moniepoint',
      account_name: 'Ada Obi',
      nin,
    });
    expect(ok.statusCode).toBe(200);
  });

  it('takes a tier-3 document from a tier-2 customer only, one at a time, of the types allowed', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]).toString(
      'base64',
    );
    const review = (token: string, body: Record<string, string>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/kyc/review/',
        headers: bearer(token),
        payload: {
          id_type: 'passport',
          address: '12 Allen Avenue, Ikeja, Lagos',
          document_name: 'passport.png',
          document_type: 'image/png',
          document: png,
          ...body,
        },
      });
    const user = await signedInUser(ctx.app);
    await verifyUser(ctx.app, user.token);
    expect((await review(user.token, {})).statusCode).toBe(403);
    await verifyUser(ctx.app, user.token, { kinds: ['bvn'] });
    const pdfNamedPng = await review(user.token, {
      document: Buffer.from('%PDF-1.4').toString('base64'),
    });
    expect(json<ErrorBody>(pdfNamedPng).data).toEqual({ document: KYC_MESSAGES.documentType });
    expect(json<ErrorBody>(await review(user.token, { address: 'Lagos' })).data).toEqual({
      address: KYC_MESSAGES.addressRequired,
    });
    const sent = await review(user.token, {});
    expect(sent.statusCode).toBe(200);
    expect(json<VerifyIdentityResponse>(sent).status.review).toMatchObject({ status: 'pending' });
    expect((await review(user.token, {})).statusCode).toBe(409);
    // sealed at rest: the stored text is no base64 of the file
    const stored = rowsOf<{ sealed: string }>(
      await ctx.app.db.execute(
        sql`select document_sealed as sealed from kyc_reviews where user_id = ${user.id}`,
      ),
    );
    expect(stored[0]?.sealed).toMatch(/^v1:/);
    expect(stored[0]?.sealed).not.toContain(png);
  });

  it('answers the identity routes to sessions only', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/kyc/',
      headers: { authorization: 'Token nt_live_notakey' },
    });
    expect([401, 403]).toContain(response.statusCode);
  });
});

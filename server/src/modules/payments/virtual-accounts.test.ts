import { and, eq } from 'drizzle-orm';
import { FUNDING_MESSAGES } from '@contract/rules';
import { transactions } from '../../db/schema';
import { json, startTestApp, type TestContext } from '../../../test/harness';
import { bearer, signedInUser, type ErrorBody } from '../../../test/accounts';
import { entriesOf, snapshot } from '../../../test/wallet';
import { createVirtualAccount, postWebhook, sendTransfer } from '../../../test/payments';
import { signWebhook } from '../../../test/vendors';
import { ledgerSums } from '../wallet/ledger';
import { verifyUser } from '../../../test/kyc';

interface AccountItem {
  accountName: string;
  accountNumber: string;
  bankName?: string;
}
interface UserBody {
  data: {
    wallet_balance: number;
    rehoboth_account: AccountItem[];
    moniepoint_account: AccountItem[];
    wema_account: AccountItem[];
  };
}

describe('virtual accounts and bank transfers through the Monnify simulator', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp();
  });
  afterAll(() => ctx.close());

  const getUser = async (token: string) =>
    json<UserBody>(
      await ctx.app.inject({ method: 'GET', url: '/api/v1/get-user/', headers: bearer(token) }),
    ).data;

  it('validates with the form messages', async () => {
    const user = await signedInUser(ctx.app);
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ bank_name: 'palmpay', account_name: 'Ada' }, { bank_name: FUNDING_MESSAGES.bankRequired }],
      [
        { bank_name: 'rehoboth', account_name: '  ' },
        { account_name: FUNDING_MESSAGES.accountNameRequired },
      ],
      [
        { bank_name: 'wema', account_name: 'Ada', nin: '1234567890' },
        { nin: FUNDING_MESSAGES.ninInvalid },
      ],
      [
        { bank_name: 'moniepoint', account_name: 'Ada', nin: '123456789012' },
        { nin: FUNDING_MESSAGES.ninInvalid },
      ],
      [
        { bank_name: 'moniepoint', account_name: 'Ada', nin: '1234567890a' },
        { nin: FUNDING_MESSAGES.ninInvalid },
      ],
      [
        { bank_name: 'wema', account_name: '' },
        {
          account_name: FUNDING_MESSAGES.accountNameRequired,
          nin: FUNDING_MESSAGES.ninInvalid,
        },
      ],
    ];
    for (const [body, fields] of cases) {
      const response = await createVirtualAccount(ctx.app, user.token, body);
      expect(response.statusCode).toBe(400);
      expect(json<ErrorBody>(response).data).toEqual(fields);
    }
    expect((await getUser(user.token)).wema_account).toEqual([]);
  });

  it('creates one account per bank, lists them on get-user and refuses a second', async () => {
    const user = await signedInUser(ctx.app);
    const { nin: NIN } = await verifyUser(ctx.app, user.token);
    const created = await createVirtualAccount(ctx.app, user.token, {
      bank_name: 'rehoboth',
      account_name: 'Ada Obi',
    });
    expect(created.statusCode).toBe(200);
    expect(json(created)).toEqual({ data: { message: 'Account created successfully' } });
    for (const bank_name of ['moniepoint', 'wema'])
      expect(
        (
          await createVirtualAccount(ctx.app, user.token, {
            bank_name,
            account_name: 'Ada Obi',
            nin: NIN,
          })
        ).statusCode,
      ).toBe(200);

    const again = await createVirtualAccount(ctx.app, user.token, {
      bank_name: 'wema',
      account_name: 'Ada Obi',
      nin: NIN,
    });
    expect(again.statusCode).toBe(400);
    expect(json<ErrorBody>(again).message).toBe(FUNDING_MESSAGES.accountExists);

    const me = await getUser(user.token);
    expect(me.rehoboth_account).toEqual([
      {
        accountName: 'Ada Obi',
        accountNumber: expect.stringMatching(/^90\d{8}$/),
        bankName: 'Rehoboth Microfinance Bank',
      },
    ]);
    expect(me.moniepoint_account).toEqual([
      expect.objectContaining({ accountNumber: expect.stringMatching(/^66\d{8}$/) }),
    ]);
    expect(me.wema_account).toEqual([
      expect.objectContaining({
        accountNumber: expect.stringMatching(/^50\d{8}$/),
        bankName: 'Wema bank',
      }),
    ]);
    const numbers = [me.rehoboth_account, me.moniepoint_account, me.wema_account].map(
      (list) => list[0]?.accountNumber,
    );
    expect(new Set(numbers).size).toBe(3);

    // The sandbox page lists them.
    const page = await ctx.app.inject({ method: 'GET', url: '/simulator/monnify/bank-transfer' });
    expect(page.statusCode).toBe(200);
    for (const number of numbers) expect(page.body).toContain(String(number));
    expect(page.body).not.toMatch(/<script/i);
  });

  async function accountFor(bank: 'rehoboth' | 'moniepoint' | 'wema') {
    const user = await signedInUser(ctx.app);
    const { nin } = await verifyUser(ctx.app, user.token);
    const response = await createVirtualAccount(ctx.app, user.token, {
      bank_name: bank,
      account_name: 'Ada Obi',
      nin,
    });
    expect(response.statusCode).toBe(200);
    const me = await getUser(user.token);
    const number = me[`${bank}_account`][0]?.accountNumber ?? '';
    return { user, number };
  }

  it('credits a wema transfer less 0.85%, the charge its own ledger entry and transaction', async () => {
    const { user, number } = await accountFor('wema');
    const sent = await sendTransfer(ctx.app, number, '5000');
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toMatch(/^\/simulator\/monnify\/bank-transfer\?sent=/);
    const notice = await ctx.app.inject({ method: 'GET', url: String(sent.headers.location) });
    expect(notice.body).toContain('₦5,000.00');

    expect((await getUser(user.token)).wallet_balance).toBe(4957.5);
    const funding = await entriesOf(ctx.app.db, user.id, 'bank_funding');
    const charge = await entriesOf(ctx.app.db, user.id, 'bank_charge');
    expect(funding.map((entry) => entry.amountKobo)).toEqual([500_000]);
    expect(charge.map((entry) => entry.amountKobo)).toEqual([-4_250]);
    expect(charge[0]?.reference).toBe(funding[0]?.reference);

    const list = json<{
      data: { amount: number; description: string; status: string; new_balance: number }[];
    }>(
      await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/get-transactions/',
        headers: bearer(user.token),
      }),
    ).data;
    expect(list).toHaveLength(2);
    expect(list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ amount: 5000, status: 'confirmed', new_balance: 5000 }),
        expect.objectContaining({
          amount: 42.5,
          status: 'confirmed',
          new_balance: 4957.5,
          // the deposit written as every amount is: thousands separated
          description: 'Wema bank charge on a ₦5,000.00 deposit',
        }),
      ]),
    );
    const [chargeRecord] = await ctx.app.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.userId, user.id), eq(transactions.kind, 'bank_charge')));
    expect(chargeRecord?.id).toBe(charge[0]?.transactionId);
  });

  it('charges rehoboth nothing under ₦5,000 and ₦30 from ₦5,000; moniepoint 0.85% rounded', async () => {
    const rehoboth = await accountFor('rehoboth');
    await sendTransfer(ctx.app, rehoboth.number, '4999.99');
    expect(await snapshot(ctx.app.db, rehoboth.user.id)).toMatchObject({
      wallet: 499_999,
      entries: 1,
      transactions: 1,
    });
    await sendTransfer(ctx.app, rehoboth.number, '5000');
    expect(await snapshot(ctx.app.db, rehoboth.user.id)).toMatchObject({
      wallet: 499_999 + 500_000 - 3_000,
      entries: 3,
      transactions: 3,
    });

    const moniepoint = await accountFor('moniepoint');
    await sendTransfer(ctx.app, moniepoint.number, '30'); // 25.5 kobo → 26
    expect(await snapshot(ctx.app.db, moniepoint.user.id)).toMatchObject({
      wallet: 3_000 - 26,
      entries: 2,
    });
  });

  it('credits a replayed transfer webhook once', async () => {
    const { user, number } = await accountFor('wema');
    // Capture the simulator's webhook by replaying it from its stored transaction.
    await sendTransfer(ctx.app, number, '1000');
    const [funding] = await entriesOf(ctx.app.db, user.id, 'bank_funding');
    const event = {
      eventType: 'SUCCESSFUL_TRANSACTION',
      eventData: {
        transactionReference: funding?.reference,
        amountPaid: 1000,
        paymentStatus: 'PAID',
        product: { type: 'RESERVED_ACCOUNT', reference: `NT-${user.id}-wema` },
      },
    };
    const secret = ctx.config.monnify.secretKey;
    for (let i = 0; i < 10; i += 1)
      expect((await postWebhook(ctx.app, secret, event)).statusCode).toBe(200);
    expect(await snapshot(ctx.app.db, user.id)).toMatchObject({
      wallet: 100_000 - 850,
      entries: 2,
      transactions: 2,
    });
    const raw = JSON.stringify(event);
    const forged = await postWebhook(ctx.app, 'x', raw, signWebhook('x', raw));
    expect(forged.statusCode).toBe(401);
  });

  it('refuses bad transfers on the sandbox page', async () => {
    const { user, number } = await accountFor('rehoboth');
    expect((await sendTransfer(ctx.app, number, '0')).statusCode).toBe(400);
    expect((await sendTransfer(ctx.app, number, '1.001')).statusCode).toBe(400);
    expect((await sendTransfer(ctx.app, '0000000000', '100')).statusCode).toBe(400);
    expect(await snapshot(ctx.app.db, user.id)).toMatchObject({ wallet: 0, entries: 0 });
  });

  it('keeps the ledger invariant', async () => {
    expect((await ledgerSums(ctx.app.db)).mismatches).toEqual([]);
  });
});

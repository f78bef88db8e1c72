import type { LedgerCheckResult, ProviderFloat, ReconciliationDay } from '@contract/api/console';
import { eq } from 'drizzle-orm';
import { ledgerEntries, simTransactions, transactions, users } from '../../../db/schema';
import { signedInUser } from '../../../../test/accounts';
import { signedInStaff } from '../../../../test/console';
import { json, startTestApp, type TestContext } from '../../../../test/harness';
import { newPaymentLink, submitCheckout, verify } from '../../../../test/payments';
import { buy, packageId, SANDBOX } from '../../../../test/purchases';
import { seedBalance } from '../../../../test/wallet';
import { post } from '../../wallet/ledger';
import { DEFAULT_CONSOLE_CONFIG } from '../../../console-config';
import {
  lagosDay,
  providerBalances,
  recordProviderBalanceIfDue,
} from '../../reconciliation/provider-balances';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof signedInStaff>>;
let support: Awaited<ReturnType<typeof signedInStaff>>;
const LOW_NAIRA = 20_000;

beforeAll(async () => {
  ctx = await startTestApp({
    console: { ...DEFAULT_CONSOLE_CONFIG, providerLowBalanceKobo: LOW_NAIRA * 100 },
  });
  owner = await signedInStaff(ctx.app, 'owner');
  support = await signedInStaff(ctx.app, 'support');
});
afterAll(() => ctx.close());

const db = () => ctx.app.db;
const get = (url: string, staff = owner) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/console${url}`, headers: staff.headers });

/** A Lagos day long past, so nothing else a test does lands in it. */
const DAY = '2026-03-10';
const at = (time: string) => new Date(`${DAY}T${time}+01:00`);

/**
 * The tests that reconcile today make purchases now and move some 40 s back (the 30-second
 * duplicate rule): within two minutes of a Lagos midnight they would fall on either side of it,
 * apart from the providers' records of them. Such a test waits until two minutes into the day.
 */
const MIDNIGHT_MARGIN_MS = 120_000;
async function clearOfLagosMidnight() {
  const dayMs = 24 * 60 * 60 * 1000;
  const lagosMs = (Date.now() + 60 * 60 * 1000) % dayMs;
  const wait =
    lagosMs < MIDNIGHT_MARGIN_MS
      ? MIDNIGHT_MARGIN_MS - lagosMs
      : lagosMs > dayMs - MIDNIGHT_MARGIN_MS
        ? dayMs - lagosMs + MIDNIGHT_MARGIN_MS
        : 0;
  if (wait) await new Promise((resolve) => setTimeout(resolve, wait));
}
/** Long enough for the wait and the test. */
const AROUND_MIDNIGHT_TIMEOUT_MS = 2 * MIDNIGHT_MARGIN_MS + 60_000;

/** Our transaction of a purchase call's answer. */
async function purchaseRow(response: { statusCode: number; body: string }) {
  const ref = json<{ data?: { transaction?: { tx_ref?: string } } }>(response).data?.transaction
    ?.tx_ref;
  if (!ref) throw new Error(`no purchase: ${response.statusCode} ${response.body}`);
  const [row] = await db().select().from(transactions).where(eq(transactions.txRef, ref));
  if (!row) throw new Error(`no transaction ${ref}`);
  return row;
}

/** Our funding transaction credited under a Monnify transaction reference. */
async function funding(reference: string) {
  const [entry] = await db()
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.reference, reference));
  if (!entry?.transactionId) return undefined;
  const [row] = await db()
    .select()
    .from(transactions)
    .where(eq(transactions.id, entry.transactionId));
  return row;
}

describe('reconciliation of a day', () => {
  it("sets each bills provider's delivered cost against its balance movement, and lists what the provider has no record of", async () => {
    const customer = await signedInUser(ctx.app);
    const sme = await packageId(db(), 'mtn-data-sme');
    const values = (status: 'confirmed' | 'failed', createdAt: Date, n: number) => ({
      userId: customer.id,
      txRef: `recon-${n}-${Date.now()}`,
      requestId: `202603100900recon${n}${Date.now()}`,
      categoryId: 2,
      packageId: sme,
      kind: 'purchase',
      description: 'data',
      amountKobo: 38_600,
      upstreamAmountKobo: 40_000,
      status,
      createdAt,
    });
    // two delivered ₦400 plans (cost ₦388 each with the 3% commission), one failed, one the day after
    const rows = [
      values('confirmed', at('09:00:00'), 1),
      values('confirmed', at('15:00:00'), 2),
      values('failed', at('16:00:00'), 3),
      values('confirmed', new Date(at('23:30:00').getTime() + 3_600_000), 4),
    ];
    await db().insert(transactions).values(rows);
    // the balance job's records: at the day's start, during it, and at the next day's start
    await db()
      .insert(providerBalances)
      .values([
        { provider: 'vtpass', balanceKobo: 10_000_000, recordedAt: at('00:00:05') },
        { provider: 'vtpass', balanceKobo: 9_800_000, recordedAt: at('12:00:00') },
        {
          provider: 'vtpass',
          balanceKobo: 9_922_400,
          recordedAt: new Date(at('00:00:05').getTime() + 86_400_000),
        },
      ]);

    const response = await get(`/reconciliation?day=${DAY}`);
    expect(response.statusCode).toBe(200);
    const { data } = json<{ data: ReconciliationDay }>(response);
    expect(data.day).toBe(DAY);
    // every registered bills provider has its day, each against its own balance
    expect(data.providers.map((provider) => provider.name)).toEqual(['vtpass', 'clubkonnect']);
    const [vtpass, clubkonnect] = data.providers;
    expect(vtpass).toMatchObject({
      provider: 'VTpass',
      delivered_count: 2,
      delivered_cost: 776,
      opening: { balance: 100_000, recorded_at: at('00:00:05').toISOString() },
      closing: {
        balance: 99_224,
        recorded_at: new Date(at('00:00:05').getTime() + 86_400_000).toISOString(),
      },
      balance_movement: 776,
      difference: 0,
      statement_error: null,
      whole_day: false,
    });
    // VTpass never received these (they were written straight into our table): our two delivered
    // ones are ours without theirs, each with the transaction to open; the failed one costs nobody
    const unknown = (row: (typeof rows)[number]) => ({
      reference: row.requestId,
      tx_ref: row.txRef,
      ours: { status: 'confirmed', amount: 388 },
      theirs: { status: 'not_found', amount: 0 },
    });
    expect(vtpass?.differences).toEqual({
      ours_without_theirs: [unknown(rows[0]!), unknown(rows[1]!)],
      theirs_without_ours: [],
      amount_mismatches: [],
    });
    expect(vtpass?.explained).toBe(-776);
    // the balance moved by ₦776 that VTpass's records do not account for
    expect(vtpass?.unexplained).toBe(776);
    expect(clubkonnect).toMatchObject({
      provider: 'ClubKonnect',
      delivered_count: 0,
      opening: null,
      difference: null,
      differences: { ours_without_theirs: [], theirs_without_ours: [], amount_mismatches: [] },
    });
  });

  it(
    'lists, for each provider, the purchases behind a difference: ours without theirs, theirs without ours, amounts apart',
    async () => {
      await clearOfLagosMidnight();
      const customer = await signedInUser(ctx.app);
      await seedBalance(db(), customer.id, 'wallet', 10_000);
      // the same number again within 30 seconds is refused as a duplicate: each one is made older
      const older = async (row: typeof transactions.$inferSelect) => {
        await db()
          .update(transactions)
          .set({ createdAt: new Date(row.createdAt.getTime() - 40_000) })
          .where(eq(transactions.id, row.id));
        return row;
      };
      const airtime = async (amount: number) =>
        older(
          await purchaseRow(
            await buy(ctx.app, customer.token, 'purchase-airtime', {
              network: 'MTN',
              phone_number: SANDBOX.success,
              amount,
              package_id: await packageId(db(), 'mtn-airtime'),
            }),
          ),
        );
      const smeData = async () =>
        purchaseRow(
          await buy(ctx.app, customer.token, 'purchase-data', {
            variation_code: 'mtn-sme-1gb-30days',
            phone_number: SANDBOX.success,
            package_id: await packageId(db(), 'mtn-data-sme'),
          }),
        );
      const [agreed, refundedByUs, costApart] = [
        await airtime(100),
        await airtime(200),
        await airtime(300),
      ];
      const [dataAgreed] = [await smeData()];
      for (const row of [agreed, refundedByUs, costApart])
        expect(row).toMatchObject({ status: 'confirmed', provider: 'vtpass' });
      expect(dataAgreed).toMatchObject({ status: 'confirmed', provider: 'clubkonnect' });
      // our records drift from the providers': a delivered purchase we marked failed, one whose
      // cost we hold ₦5 higher, and a ClubKonnect purchase ClubKonnect never received
      await db()
        .update(transactions)
        .set({ status: 'failed' })
        .where(eq(transactions.id, refundedByUs.id));
      await db()
        .update(transactions)
        .set({ providerCostKobo: (costApart.providerCostKobo ?? 0) + 500 })
        .where(eq(transactions.id, costApart.id));
      const [neverSent] = await db()
        .insert(transactions)
        .values({
          userId: customer.id,
          txRef: `recon-never-sent-${Date.now()}`,
          requestId: `never-sent-${Date.now()}`,
          categoryId: dataAgreed.categoryId,
          packageId: dataAgreed.packageId,
          kind: 'purchase',
          description: 'data',
          amountKobo: 60_000,
          upstreamAmountKobo: dataAgreed.upstreamAmountKobo,
          providerCostKobo: 52_000,
          provider: 'clubkonnect',
          status: 'confirmed',
        })
        .returning();

      // the day is not over: one balance recorded so far stands for both ends and measures nothing
      await db().insert(providerBalances).values({ provider: 'vtpass', balanceKobo: 9_000_000 });

      const { data } = json<{ data: ReconciliationDay }>(
        await get(`/reconciliation?day=${lagosDay(new Date())}`),
      );
      const byName = new Map(data.providers.map((provider) => [provider.name, provider]));
      const vtpass = byName.get('vtpass');
      const clubkonnect = byName.get('clubkonnect');
      const costOf = (row: typeof agreed) => (row.providerCostKobo ?? 0) / 100;
      expect(vtpass?.statement_error).toBeNull();
      expect(vtpass?.differences).toEqual({
        ours_without_theirs: [],
        theirs_without_ours: [
          {
            reference: refundedByUs.requestId,
            tx_ref: refundedByUs.txRef,
            ours: { status: 'failed', amount: 0 },
            theirs: { status: 'delivered', amount: costOf(refundedByUs) },
          },
        ],
        amount_mismatches: [
          {
            reference: costApart.requestId,
            tx_ref: costApart.txRef,
            ours: { status: 'confirmed', amount: costOf(costApart) + 5 },
            theirs: { status: 'delivered', amount: costOf(costApart) },
          },
        ],
      });
      expect(vtpass?.explained).toBe(costOf(refundedByUs) - 5);
      expect(vtpass).toMatchObject({ balance_movement: null, difference: null, unexplained: null });
      expect(clubkonnect?.differences).toEqual({
        ours_without_theirs: [
          {
            reference: neverSent?.requestId,
            tx_ref: neverSent?.txRef,
            ours: { status: 'confirmed', amount: 520 },
            theirs: { status: 'not_found', amount: 0 },
          },
        ],
        theirs_without_ours: [],
        amount_mismatches: [],
      });
    },
    AROUND_MIDNIGHT_TIMEOUT_MS,
  );

  it(
    "lists Monnify's payments behind a funding difference: credited without a payment, paid without a credit, amounts apart",
    async () => {
      await clearOfLagosMidnight();
      const customer = await signedInUser(ctx.app);
      const paid = async (naira: number) => {
        const link = await newPaymentLink(ctx.app, customer.token, naira);
        expect((await submitCheckout(ctx.app, link.checkoutUrl, 'pay')).statusCode).toBeLessThan(
          400,
        );
        await verify(ctx.app, customer.token, link.paymentReference);
        return link.transactionReference;
      };
      const agreed = await paid(1_000);
      const apart = await paid(2_000);
      // Monnify's record of the second says ₦1,990 was paid; we credited ₦2,000
      await db()
        .update(simTransactions)
        .set({ amountPaidKobo: 199_000 })
        .where(eq(simTransactions.transactionReference, apart));
      // a payment Monnify received that we never credited
      const uncredited = `MNFY|RECON|${Date.now()}`;
      await db()
        .insert(simTransactions)
        .values({
          transactionReference: uncredited,
          paymentReference: `recon-pay-${Date.now()}`,
          amountKobo: 50_000,
          amountPaidKobo: 50_000,
          status: 'PAID',
          paidOn: new Date(),
        });
      // a credit under a reference Monnify does not know
      const unknown = `MNFY|UNKNOWN|${Date.now()}`;
      await db().transaction((tx) =>
        post(tx, {
          userId: customer.id,
          account: 'wallet',
          amountKobo: 30_000,
          kind: 'card_funding',
          reference: unknown,
        }),
      );

      const { data } = json<{ data: ReconciliationDay }>(
        await get(`/reconciliation?day=${lagosDay(new Date())}`),
      );
      const { differences } = data.funding;
      expect(data.funding.statement_error).toBeNull();
      const agreedRef = (await funding(agreed))?.txRef;
      expect(agreedRef).toBeDefined();
      const everyReference = [
        ...(differences?.ours_without_theirs ?? []),
        ...(differences?.theirs_without_ours ?? []),
        ...(differences?.amount_mismatches ?? []),
      ].map((line) => line.reference);
      expect(everyReference).not.toContain(agreed);
      expect(differences?.ours_without_theirs).toEqual([
        {
          reference: unknown,
          tx_ref: null,
          ours: { status: 'credited', amount: 300 },
          theirs: null,
        },
      ]);
      expect(differences?.theirs_without_ours).toEqual([
        {
          reference: uncredited,
          tx_ref: null,
          ours: null,
          theirs: { status: 'PAID', amount: 500 },
        },
      ]);
      expect(differences?.amount_mismatches).toEqual([
        {
          reference: apart,
          tx_ref: (await funding(apart))?.txRef,
          ours: { status: 'credited', amount: 2_000 },
          theirs: { status: 'PAID', amount: 1_990 },
        },
      ]);
    },
    AROUND_MIDNIGHT_TIMEOUT_MS,
  );

  it('is for owners only', async () => {
    const response = await get(`/reconciliation?day=${DAY}`, support);
    expect(response.statusCode).toBe(403);
  });

  it('runs the ledger check on demand and reports a balance that does not match its entries', async () => {
    const clean = json<{ data: LedgerCheckResult }>(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/console/reconciliation/ledger-check',
        headers: owner.headers,
      }),
    ).data;
    expect(clean.mismatches).toEqual([]);
    expect(clean.users_checked).toBeGreaterThanOrEqual(2);

    const broken = await signedInUser(ctx.app);
    await db().update(users).set({ walletBalanceKobo: 12_345 }).where(eq(users.id, broken.id));
    const found = json<{ data: LedgerCheckResult }>(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/console/reconciliation/ledger-check',
        headers: owner.headers,
      }),
    ).data;
    expect(found.mismatches).toEqual([
      { user_id: broken.id, wallet_balance: 123.45, wallet_entries: 0, bonus: 0, bonus_entries: 0 },
    ]);
  });
});

describe('the provider balance job and the low-float flag', () => {
  it('records the balance when due (15 minutes, or a new Lagos day) and flags a float below PROVIDER_LOW_BALANCE', async () => {
    const balance = { naira: 25_000, balance: async () => balance.naira };
    const noon = new Date('2026-05-01T11:00:00Z');
    await db().delete(providerBalances);
    expect(await recordProviderBalanceIfDue(db(), balance, noon)).toBe(1);
    expect(await recordProviderBalanceIfDue(db(), balance, new Date(noon.getTime() + 60_000))).toBe(
      0,
    );
    // 22:59:59 UTC is 23:59:59 in Lagos; a minute later it is the next Lagos day
    const beforeMidnight = new Date('2026-05-01T22:59:00Z');
    expect(await recordProviderBalanceIfDue(db(), balance, beforeMidnight)).toBe(1);
    const afterMidnight = new Date('2026-05-01T23:00:30Z');
    expect(lagosDay(afterMidnight)).toBe('2026-05-02');
    balance.naira = 19_999.5;
    expect(await recordProviderBalanceIfDue(db(), balance, afterMidnight)).toBe(1);

    const forOwner = json<{ data: ProviderFloat }>(await get('/provider-float')).data;
    expect(forOwner).toEqual({
      low: true,
      balance: 19_999.5,
      threshold: LOW_NAIRA,
      recorded_at: afterMidnight.toISOString(),
      low_providers: ['vtpass'],
    });
    // support is warned, without the figure
    expect(json<{ data: ProviderFloat }>(await get('/provider-float', support)).data).toEqual({
      low: true,
    });

    balance.naira = 20_000;
    expect(
      await recordProviderBalanceIfDue(db(), balance, new Date(afterMidnight.getTime() + 900_000)),
    ).toBe(1);
    expect(json<{ data: ProviderFloat }>(await get('/provider-float', support)).data).toEqual({
      low: false,
    });
  });

  it("reads the VTpass simulator's balance through the client", async () => {
    await db().delete(providerBalances);
    expect(await recordProviderBalanceIfDue(db(), ctx.app.bills)).toBe(1);
    const [row] = await db().select().from(providerBalances);
    expect(row?.balanceKobo).toBeGreaterThan(0);
  });
});

import { desc, eq } from 'drizzle-orm';
import { PURCHASE_MESSAGES } from '@contract/rules';
import { testConfig } from '../../config';
import { transactions } from '../../db/schema';
import type { PayRequest } from '../../ports/bills';
import { signedInUser, type ErrorBody } from '../../../test/accounts';
import { json, startTestApp, type TestContext } from '../../../test/harness';
import { buy, packageId, SANDBOX } from '../../../test/purchases';
import { seedBalance, snapshot } from '../../../test/wallet';

/*
 * Our 30-second duplicate rule against the VTpass simulator's (code 019, window switched on here
 * as VTpass has it): for each pair of purchases a customer makes one after the other, we refuse
 * the second exactly when the provider would, and before the wallet is debited.
 */

interface Purchase {
  path: string;
  /** the request body; `package_id` is filled in from `slug` */
  body: Record<string, unknown>;
  slug: string;
  /** what the provider is sent for it (the request id is added) */
  pay: Omit<PayRequest, 'requestId'>;
}

const airtime = (slug: string, serviceId: string, phone: string, amount: number): Purchase => ({
  path: 'purchase-airtime',
  slug,
  body: { network: serviceId.toUpperCase(), phone_number: phone, amount },
  pay: { serviceId, billersCode: phone, amount, phone },
});

const data = (variation: string, naira: number): Purchase => ({
  path: 'purchase-data',
  slug: 'mtn-data-sme',
  body: { variation_code: variation, phone_number: SANDBOX.success },
  pay: {
    serviceId: 'mtn-data',
    billersCode: SANDBOX.success,
    variationCode: variation,
    amount: naira,
    phone: SANDBOX.success,
  },
});

const prepaidToken = (amount: number): Purchase => ({
  path: 'purchase-electricity',
  slug: 'ikeja-electric',
  body: {
    meter_no: SANDBOX.prepaidMeter,
    meter_type: 'prepaid',
    amount,
    phone_number: SANDBOX.success,
  },
  pay: {
    serviceId: 'ikeja-electric',
    billersCode: SANDBOX.prepaidMeter,
    variationCode: 'prepaid',
    amount,
    phone: SANDBOX.success,
  },
});

const mtn = (phone: string, amount: number) => airtime('mtn-airtime', 'mtn', phone, amount);

const cases: [string, Purchase, Purchase, boolean][] = [
  [
    'the same airtime number, another amount',
    mtn(SANDBOX.success, 100),
    mtn(SANDBOX.success, 200),
    true,
  ],
  [
    'the same number on another network',
    mtn(SANDBOX.success, 100),
    airtime('glo-airtime', 'glo', SANDBOX.success, 100),
    false,
  ],
  [
    'the same data number, another plan',
    data('mtn-sme-500mb-30days', 0),
    data('mtn-sme-1gb-30days', 0),
    true,
  ],
  ['the same meter, another amount', prepaidToken(5000), prepaidToken(2000), true],
  ['a retry after a failed purchase', mtn(SANDBOX.failed, 100), mtn(SANDBOX.failed, 100), false],
];

describe('the duplicate rule matches the provider', () => {
  let ctx: TestContext;
  beforeEach(async () => {
    // The test config switches the simulator's window off (other suites buy for one number often).
    // The rule is VTpass's, so ClubKonnect is off and every order goes to VTpass.
    const base = testConfig();
    ctx = await startTestApp({
      vtpass: { ...base.vtpass, simulatorDuplicateWindowSeconds: 30 },
      clubkonnect: { ...base.clubkonnect, enabled: false },
    });
  });
  afterEach(async () => ctx.close());

  test.each(cases)('%s', async (_name, first, second, refused) => {
    const user = await signedInUser(ctx.app);
    await seedBalance(ctx.database.db, user.id, 'wallet', 100_000);
    const send = async (purchase: Purchase, key: string) =>
      buy(
        ctx.app,
        user.token,
        purchase.path,
        { ...purchase.body, package_id: await packageId(ctx.app.db, purchase.slug) },
        key,
      );
    expect((await send(first, 'dup-first-0001')).statusCode).not.toBe(409);
    const before = await snapshot(ctx.app.db, user.id);
    const again = await send(second, 'dup-second-0001');

    if (refused) {
      // Ours: 409 before any debit. The provider, asked the same under a new request id: 019.
      expect(again.statusCode).toBe(409);
      expect(json<ErrorBody>(again).message).toBe(PURCHASE_MESSAGES.duplicate);
      expect(await snapshot(ctx.app.db, user.id)).toEqual(before);
      const provider = await ctx.app.bills.pay({
        ...second.pay,
        requestId: ctx.app.bills.newRequestId(),
      });
      expect(provider.code).toBe('019');
    } else {
      // Ours let it through, and the provider did not call it a duplicate either.
      expect(again.statusCode).not.toBe(409);
      const [latest] = await ctx.app.db
        .select({ code: transactions.upstreamCode })
        .from(transactions)
        .where(eq(transactions.userId, user.id))
        .orderBy(desc(transactions.id))
        .limit(1);
      expect(latest?.code).not.toBe('019');
    }
  });
});

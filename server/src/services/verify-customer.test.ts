import { eq } from 'drizzle-orm';
import { testConfig } from '../config';
import { packages } from '../db/schema';
import { json, startTestApp, type TestContext } from '../../test/harness';
import { bearer, signedInUser } from '../../test/accounts';
import { seedBalance, snapshot } from '../../test/wallet';
import { buy, packageId, SANDBOX } from '../../test/purchases';

/*
 * A customer is verified by the provider whose list the package is (packages.catalogue_provider),
 * on the screens' verify calls and in the purchase's quote alike; VTpass for the catalogue as
 * shipped.
 */

type Content = Record<string, unknown>;

const listedBy = (ctx: TestContext, slug: string, provider: string) =>
  ctx.database.db
    .update(packages)
    .set({ catalogueProvider: provider })
    .where(eq(packages.slug, slug));

async function verifyCard(ctx: TestContext, token: string, slug: string, number: string) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/verify-card/${await packageId(ctx.database.db, slug)}/${number}/`,
    headers: bearer(token),
  });
  return {
    status: response.statusCode,
    content: json<{ data?: { content: Content } }>(response).data?.content,
  };
}

describe('with ClubKonnect registered', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp();
  });
  afterAll(() => ctx.close());

  it("asks VTpass for a VTpass package, and ClubKonnect once the package is ClubKonnect's", async () => {
    const user = await signedInUser(ctx.app);
    const fromVtpass = await verifyCard(ctx, user.token, 'dstv', SANDBOX.smartCard);
    expect(fromVtpass.content).toMatchObject({ Renewal_Amount: expect.anything() });

    await listedBy(ctx, 'dstv', 'clubkonnect');
    const fromClubkonnect = await verifyCard(ctx, user.token, 'dstv', SANDBOX.smartCard);
    // ClubKonnect answers the name only: no renewal amount
    expect(fromClubkonnect).toEqual({
      status: 200,
      content: { Customer_Name: 'TEST CUSTOMER' },
    });
    await listedBy(ctx, 'dstv', 'vtpass');
  });
});

describe('with ClubKonnect switched off', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp({ clubkonnect: { ...testConfig().clubkonnect, enabled: false } });
  });
  afterAll(() => ctx.close());

  it("finds verification unavailable for ClubKonnect's package, charging nothing, and VTpass's still verified", async () => {
    const user = await signedInUser(ctx.app);
    await seedBalance(ctx.database.db, user.id, 'wallet', 20_000);
    await listedBy(ctx, 'gotv', 'clubkonnect');
    expect((await verifyCard(ctx, user.token, 'gotv', SANDBOX.smartCard)).status).toBe(503);
    const before = await snapshot(ctx.database.db, user.id);
    const response = await buy(ctx.app, user.token, 'purchase-cable', {
      package_id: await packageId(ctx.database.db, 'gotv'),
      smart_no: SANDBOX.smartCard,
      variation_code: 'gotv-smallie',
      subscription_type: 'change',
      phone_number: SANDBOX.success,
    });
    expect(response.statusCode).toBe(503);
    expect(json<{ data: Content }>(response).data).toMatchObject({ smart_no: expect.any(String) });
    expect(await snapshot(ctx.database.db, user.id)).toEqual(before);

    expect((await verifyCard(ctx, user.token, 'dstv', SANDBOX.smartCard)).status).toBe(200);
  });
});

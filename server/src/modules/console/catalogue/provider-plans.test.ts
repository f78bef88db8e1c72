import { sql } from 'drizzle-orm';
import type { ConsoleOffers, RefreshPlansResponse } from '@contract/api/console';
import { rowsOf } from '../../../db/rows';
import { signedInStaff } from '../../../../test/console';
import { json, startTestApp, type TestContext } from '../../../../test/harness';
import { packageId } from '../../../../test/purchases';

/*
 * "Refresh plans" against the ClubKonnect simulator's real plan list, whose names ("1 GB - 30 days
 * (Corporate Gifting)") and codes ("1000.01") are not ours: its plans are matched to ours by
 * volume, validity and kind.
 */

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof signedInStaff>>;
const db = () => ctx.database.db;

beforeAll(async () => {
  ctx = await startTestApp();
  owner = await signedInStaff(ctx.app, 'owner');
});
afterAll(() => ctx.close());

const refresh = async (slug: string) => {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/console/catalogue/packages/${await packageId(db(), slug)}/refresh`,
    headers: owner.headers,
  });
  expect(response.statusCode).toBe(200);
  return json<{ data: RefreshPlansResponse }>(response).data;
};

const planIdOf = async (code: string) =>
  Number(
    rowsOf<{ id: number }>(
      await db().execute(sql`SELECT id FROM plans WHERE variation_code = ${code}`),
    )[0]?.id,
  );

const offersOf = async (planId: number) =>
  json<{ data: ConsoleOffers }>(
    await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/console/catalogue/plans/${planId}/offers`,
      headers: owner.headers,
    }),
  ).data.offers;

it("maps ClubKonnect's plan to ours by volume, validity and kind, as a disabled offer at its listed price, and leaves its other kinds to their packages", async () => {
  const plan = await planIdOf('glo-cg-1gb-30days');
  // as if the seed had not known this plan of theirs
  await db().execute(
    sql`DELETE FROM bills_offers WHERE plan_id = ${plan} AND provider = 'clubkonnect'`,
  );

  const result = await refresh('glo-data-corporate-gifting');
  expect(result.unpriced).toEqual([
    {
      provider: 'clubkonnect',
      code: '1000.01',
      name: '1 GB - 30 days (Corporate Gifting)',
      amount: 280,
      plan_id: plan,
    },
  ]);
  expect((await offersOf(plan)).find((offer) => offer.provider === 'clubkonnect')).toMatchObject({
    cost: 280,
    enabled: false,
  });
  // refreshed again: nothing new to price
  expect((await refresh('glo-data-corporate-gifting')).unpriced).toEqual([]);
});

it("lists a ClubKonnect plan of the package's kind that is none of ours, for the owner to map", async () => {
  // Glo Gifting sells no 1.05 GB - 14 days plan; ClubKonnect's SME and CG plans are other packages'
  const result = await refresh('glo-data-gifting');
  expect(result.unpriced?.map(({ code, name, plan_id }) => ({ code, name, plan_id }))).toEqual([
    { code: '1050.02', name: '1.05 GB - 14 days (Gifting)', plan_id: null },
    { code: '2500.02', name: '2.5 GB - 30 days (Gifting)', plan_id: null },
  ]);
});

it("refreshes a package VTpass does not sell from its own provider's list only: no VTpass plan or offer is added to it", async () => {
  const plansBefore = rowsOf<{ count: string }>(
    await db().execute(sql`
      SELECT count(*) AS count FROM plans pl JOIN packages pk ON pk.id = pl.package_id
      WHERE pk.slug = 'glo-data-sme'`),
  );
  const result = await refresh('glo-data-sme');
  expect(result).toMatchObject({ added: 0, updated: 0, unpriced: [], unreachable: [] });
  const after = rowsOf<{ count: string; vtpass: string }>(
    await db().execute(sql`
      SELECT count(DISTINCT pl.id) AS count,
        count(o.id) FILTER (WHERE o.provider = 'vtpass') AS vtpass
      FROM packages pk JOIN plans pl ON pl.package_id = pk.id
      LEFT JOIN bills_offers o ON o.package_id = pk.id
      WHERE pk.slug = 'glo-data-sme'`),
  );
  expect(Number(after[0]?.count)).toBe(Number(plansBefore[0]?.count));
  expect(Number(after[0]?.vtpass)).toBe(0);
});

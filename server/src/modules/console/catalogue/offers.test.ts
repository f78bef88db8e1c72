import { eq, sql } from 'drizzle-orm';
import type { ConsoleCatalogue, ConsoleOffers } from '@contract/api/console';
import { rowsOf } from '../../../db/rows';
import { staffAudit } from '../../../db/schema';
import type { ErrorBody } from '../../../../test/accounts';
import { addProviderLikeVtpass, withoutSeededClubKonnect } from '../../../../test/bills-providers';
import { signedInStaff } from '../../../../test/console';
import { testConfig } from '../../../config';
import { json, startTestApp, type TestContext } from '../../../../test/harness';
import { packageId } from '../../../../test/purchases';
import { billsProviders } from '../../purchases/bills-providers';
import { routesFor } from '../../purchases/offers';
import { OFFER_MESSAGES } from './offer-changes';
import { refreshPlans } from './service';

/** a ₦100 airtime order */
const AIRTIME_FACE_KOBO = 100 * 100;

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof signedInStaff>>;
let support: Awaited<ReturnType<typeof signedInStaff>>;
const db = () => ctx.database.db;

beforeAll(async () => {
  ctx = await startTestApp({
    clubkonnect: { ...testConfig().clubkonnect, enabled: false },
  });
  await withoutSeededClubKonnect(db());
  owner = await signedInStaff(ctx.app, 'owner');
  support = await signedInStaff(ctx.app, 'support');
  // second sells every plan at 95% of VTpass's cost, airtime at 0.5% less commission
  await addProviderLikeVtpass(db(), 'second', {
    priority: 20,
    planCostPercent: 95,
    extraCommissionBp: -50,
  });
});
afterAll(() => ctx.close());

const call = (
  method: 'GET' | 'PUT',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => ctx.app.inject({ method, url: `/api/v1/console${url}`, headers, payload });
const offersOf = async (url: string) =>
  json<{ data: ConsoleOffers }>(await call('GET', url, owner.headers)).data;
const auditOf = (action: string) =>
  db().select().from(staffAudit).where(eq(staffAudit.action, action));

/** The first MTN SME plan: face ₦400, VTpass's cost ₦388, prices [400, 392, 390, 390]. */
async function smePlan() {
  const id = await packageId(db(), 'mtn-data-sme');
  const catalogue = json<{ data: ConsoleCatalogue }>(
    await call('GET', '/catalogue', owner.headers),
  ).data;
  const pkg = catalogue.packages.find((item) => item.id === id)!;
  return { pkg, plan: pkg.plans[0]! };
}

const firstRoute = async (
  packageIdOf: number,
  serviceId: string,
  code: string | null,
  face = 40_000,
) =>
  (
    await routesFor(db(), billsProviders({ vtpass: ctx.app.bills, second: ctx.app.bills }), {
      packageId: packageIdOf,
      serviceId,
      variationCode: code,
      faceKobo: face,
    })
  )[0]?.provider;

describe("console catalogue: a plan's offers", () => {
  it('are for the owner only', async () => {
    const { plan } = await smePlan();
    expect(
      (await call('GET', `/catalogue/plans/${plan.id}/offers`, support.headers)).statusCode,
    ).toBe(403);
    const edit = await call('PUT', `/catalogue/plans/${plan.id}/pin`, support.headers, {
      provider: 'second',
      reason: 'testing',
    });
    expect(edit.statusCode).toBe(403);
  });

  it('lists the cost per provider, marks the cheapest enabled one, and gives each tier its margin against it', async () => {
    const { plan } = await smePlan();
    expect(plan.prices).toEqual([400, 392, 390, 390]);
    const offers = await offersOf(`/catalogue/plans/${plan.id}/offers`);
    expect(
      offers.offers.map(({ provider, cost, cheapest, enabled }) => ({
        provider,
        cost,
        cheapest,
        enabled,
      })),
    ).toEqual([
      { provider: 'vtpass', cost: 388, cheapest: false, enabled: true },
      { provider: 'second', cost: 368.6, cheapest: true, enabled: true },
    ]);
    expect(offers.margins).toEqual([
      { level_id: 1, margin: 31.4, warning: null },
      { level_id: 2, margin: 23.4, warning: null },
      { level_id: 3, margin: 21.4, warning: null },
      { level_id: 4, margin: 21.4, warning: null },
    ]);
  });

  it("warns of a tier under the minimum margin or below the cheapest enabled cost; an offer's cost and switch are audited and route the next order", async () => {
    const { pkg, plan } = await smePlan();
    const [vtpassOffer, secondOffer] = (await offersOf(`/catalogue/plans/${plan.id}/offers`))
      .offers;

    // second at ₦395: VTpass (₦388) is the cheaper again and the next order goes there
    const dearer = await call('PUT', `/catalogue/offers/${secondOffer!.id}`, owner.headers, {
      cost: 395,
      reason: 'Dearer now',
    });
    expect(dearer.statusCode).toBe(200);
    expect(
      json<{ data: ConsoleOffers }>(dearer).data.offers.find((o) => o.cheapest)?.provider,
    ).toBe('vtpass');
    expect(await firstRoute(pkg.id, pkg.service_id, plan.code)).toBe('vtpass');

    // VTpass's offer off: second at ₦395 is the cheapest enabled, and tiers 2 to 4 sell below it
    const off = json<{ data: ConsoleOffers }>(
      await call('PUT', `/catalogue/offers/${vtpassOffer!.id}`, owner.headers, {
        enabled: false,
        reason: 'VTpass stopped this plan',
      }),
    ).data;
    expect(off.offers.map((offer) => [offer.provider, offer.enabled, offer.cheapest])).toEqual([
      ['vtpass', false, false],
      ['second', true, true],
    ]);
    expect(off.margins.map((tier) => tier.margin)).toEqual([5, -3, -5, -5]);
    expect(off.margins[2]?.warning).toBe(
      'The price ₦390.00 is below the provider\'s cost of ₦395.00. Tick "Sell at a loss" to keep it.',
    );
    expect(await firstRoute(pkg.id, pkg.service_id, plan.code)).toBe('second');

    // second at ₦389.50: ₦390 is above cost but under cost plus 0.5% (at least ₦392)
    const underMargin = json<{ data: ConsoleOffers }>(
      await call('PUT', `/catalogue/offers/${secondOffer!.id}`, owner.headers, {
        cost: 389.5,
        reason: 'New price list',
      }),
    ).data;
    expect(underMargin.margins[1]).toEqual({ level_id: 2, margin: 2.5, warning: null });
    expect(underMargin.margins[2]).toEqual({
      level_id: 3,
      margin: 0.5,
      warning:
        "The price ₦390.00 is under the provider's cost plus the minimum margin of 0.5%: at least ₦392.00.",
    });
    expect(await auditOf('catalogue.offer')).toEqual([
      expect.objectContaining({
        subjectId: String(secondOffer!.id),
        reason: 'Dearer now',
        before: { provider: 'second', enabled: true, cost_kobo: 36_860, commission_bp: null },
        after: { provider: 'second', enabled: true, cost_kobo: 39_500, commission_bp: null },
      }),
      expect.objectContaining({
        reason: 'VTpass stopped this plan',
        after: { provider: 'vtpass', enabled: false, cost_kobo: 38_800, commission_bp: null },
      }),
      expect.objectContaining({ reason: 'New price list' }),
    ]);

    // the last enabled offer of a plan on sale is not switched off
    const last = await call('PUT', `/catalogue/offers/${secondOffer!.id}`, owner.headers, {
      enabled: false,
      reason: 'Testing',
    });
    expect(last.statusCode).toBe(409);
    expect(json<ErrorBody>(last).message).toBe(OFFER_MESSAGES.lastOffer);
    // a retried change writes nothing more
    await call('PUT', `/catalogue/offers/${vtpassOffer!.id}`, owner.headers, {
      enabled: false,
      reason: 'Again',
    });
    expect(await auditOf('catalogue.offer')).toHaveLength(3);
    await call('PUT', `/catalogue/offers/${vtpassOffer!.id}`, owner.headers, {
      enabled: true,
      reason: 'Back',
    });
  });

  it('pins a plan to one provider (routing sends it there even when dearer) and unpins it', async () => {
    const { pkg } = await smePlan();
    const plan = pkg.plans[1]!;
    expect(await firstRoute(pkg.id, pkg.service_id, plan.code)).toBe('second');
    const pinned = await call('PUT', `/catalogue/plans/${plan.id}/pin`, owner.headers, {
      provider: 'vtpass',
      reason: 'Better delivery on this plan',
    });
    expect(pinned.statusCode).toBe(200);
    expect(json<{ data: ConsoleOffers }>(pinned).data.pinned_provider).toBe('vtpass');
    expect(await firstRoute(pkg.id, pkg.service_id, plan.code)).toBe('vtpass');
    expect(await auditOf('catalogue.pin')).toEqual([
      expect.objectContaining({
        subjectType: 'plan',
        subjectId: String(plan.id),
        before: { pinned_provider: null },
        after: { pinned_provider: 'vtpass' },
      }),
    ]);

    await call('PUT', `/catalogue/plans/${plan.id}/pin`, owner.headers, {
      provider: null,
      reason: 'Cheapest again',
    });
    expect(await firstRoute(pkg.id, pkg.service_id, plan.code)).toBe('second');
    expect(await auditOf('catalogue.unpin')).toHaveLength(1);

    // a pin to a provider without an enabled offer would stop the sale
    const [secondOffer] = (await offersOf(`/catalogue/plans/${plan.id}/offers`)).offers.filter(
      (offer) => offer.provider === 'second',
    );
    await call('PUT', `/catalogue/offers/${secondOffer!.id}`, owner.headers, {
      enabled: false,
      reason: 'Off',
    });
    const refused = await call('PUT', `/catalogue/plans/${plan.id}/pin`, owner.headers, {
      provider: 'second',
      reason: 'Testing',
    });
    expect(refused.statusCode).toBe(409);
    expect(json<ErrorBody>(refused).message).toBe(OFFER_MESSAGES.pinWithoutOffer('second'));
  });
});

describe("console catalogue: an amount-based package's offers", () => {
  it('lists the commission per provider, the cheapest (largest commission) marked, and each tier’s margin in percent', async () => {
    const id = await packageId(db(), 'mtn-airtime');
    const [vtpass] = rowsOf<{ commission_bp: number }>(
      await db().execute(sql`SELECT commission_bp FROM bills_offers
        WHERE package_id = ${id} AND plan_id IS NULL AND provider = 'vtpass'`),
    );
    const catalogue = json<{ data: ConsoleCatalogue }>(
      await call('GET', '/catalogue', owner.headers),
    ).data;
    const discounts = catalogue.packages.find((pkg) => pkg.id === id)!.rates as number[];
    const offers = await offersOf(`/catalogue/packages/${id}/offers`);
    const commission = vtpass!.commission_bp / 100;
    expect(
      offers.offers.map(({ provider, commission: c, cheapest }) => ({ provider, c, cheapest })),
    ).toEqual([
      { provider: 'vtpass', c: commission, cheapest: true },
      { provider: 'second', c: (vtpass!.commission_bp - 50) / 100, cheapest: false },
    ]);
    expect(offers.margins.map((tier) => tier.margin)).toEqual(
      discounts.map((discount) => Math.round((commission - discount) * 100) / 100),
    );
    expect(offers.margins.every((tier) => tier.warning === null)).toBe(true);

    // a commission given to a plan offer, or a cost to a package offer, is refused
    const refused = await call('PUT', `/catalogue/offers/${offers.offers[0]!.id}`, owner.headers, {
      cost: 10,
      reason: 'Testing',
    });
    expect(refused.statusCode).toBe(400);
    expect(json<ErrorBody>(refused).message).toBe(OFFER_MESSAGES.costOnPackage);

    // pinned to the dearer second, airtime goes there
    await call('PUT', `/catalogue/packages/${id}/pin`, owner.headers, {
      provider: 'second',
      reason: 'Trial',
    });
    expect(await firstRoute(id, 'mtn', null, AIRTIME_FACE_KOBO)).toBe('second');
  });
});

describe("refresh plans: the other providers' plans", () => {
  it("lists a provider plan no offer sells yet as unpriced, with a disabled offer at its listed price when it has our plan's code; a provider that does not answer is named", async () => {
    const { pkg, plan } = await smePlan();
    await db().execute(sql`INSERT INTO bills_providers (name, priority) VALUES ('third', 30)`);
    const third = {
      ...ctx.app.bills,
      variations: async () => [
        { variationCode: plan.code, name: 'MTN SME 500MB', amount: 380, fixedPrice: true },
        {
          variationCode: 'SME-9GB-X',
          name: 'MTN SME 9GB 30 days',
          amount: 2_100,
          fixedPrice: true,
        },
      ],
    };
    const silent = {
      ...ctx.app.bills,
      variations: async () => {
        throw new Error('timeout');
      },
    };
    const registry = billsProviders({ vtpass: ctx.app.bills, third, silent });
    const actor = { id: owner.id, email: owner.email };

    const first = await refreshPlans(db(), registry, actor, pkg.id);
    expect(first.unpriced).toEqual([
      { provider: 'third', code: plan.code, name: 'MTN SME 500MB', amount: 380, plan_id: plan.id },
      {
        provider: 'third',
        code: 'SME-9GB-X',
        name: 'MTN SME 9GB 30 days',
        amount: 2_100,
        plan_id: null,
      },
    ]);
    expect(first.unreachable).toEqual(['silent']);
    const offers = await offersOf(`/catalogue/plans/${plan.id}/offers`);
    expect(offers.offers.find((offer) => offer.provider === 'third')).toMatchObject({
      cost: 380,
      enabled: false,
      cheapest: false,
    });
    // the next order still goes where it went: a disabled offer sells nothing
    const routes = await routesFor(db(), billsProviders({ vtpass: ctx.app.bills, third }), {
      packageId: pkg.id,
      serviceId: pkg.service_id,
      variationCode: plan.code,
      faceKobo: 40_000,
    });
    expect(routes.map((route) => route.provider)).toEqual(['vtpass']);

    // a second refresh adds nothing twice: the matched plan has its offer now
    const second = await refreshPlans(db(), registry, actor, pkg.id);
    expect(second.unpriced?.map((row) => row.code)).toEqual(['SME-9GB-X']);
    const thirdOffers = rowsOf<{ count: string | number }>(
      await db().execute(sql`SELECT count(*) AS count FROM bills_offers WHERE provider = 'third'`),
    );
    expect(Number(thirdOffers[0]?.count)).toBe(1);
  });
});

import { eq } from 'drizzle-orm';
import { CATEGORY_IDS } from '@contract/services';
import { billsOffers, packages } from '../../db/schema';
import { startTestApp, type TestContext } from '../../../test/harness';
import { seedCatalogue } from './seed';
import { providerCommissionBpOf, seedProviderCommissionBp } from './seed-data';

/*
 * A package VTpass does not sell and that is sold by amount (no plans) is sold through its
 * catalogue provider's offer of the package, at the package's provider commission.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;

it("gives an amount-based package of another provider's list that provider's offer at its commission", async () => {
  const [pkg] = await db()
    .insert(packages)
    .values({
      slug: 'lottery-lotto-a',
      categoryId: CATEGORY_IDS.electricity,
      title: 'Lotto A',
      serviceId: 'lotto-a',
      image: '/media/logos/lotto-a.svg',
      description: 'A made-up package sold by amount through ClubKonnect.',
      sortOrder: 999,
      active: true,
      providerCommissionBp: 150,
      catalogueProvider: 'clubkonnect',
    })
    .returning({ id: packages.id });
  if (!pkg) throw new Error('no package');
  await seedCatalogue(db());
  const offers = await db()
    .select({
      provider: billsOffers.provider,
      providerCode: billsOffers.providerCode,
      commissionBp: billsOffers.commissionBp,
      planId: billsOffers.planId,
      enabled: billsOffers.enabled,
    })
    .from(billsOffers)
    .where(eq(billsOffers.packageId, pkg.id));
  // no VTpass offer: VTpass does not sell it
  expect(offers).toEqual([
    {
      provider: 'clubkonnect',
      providerCode: 'lotto-a',
      commissionBp: 150,
      planId: null,
      enabled: true,
    },
  ]);

  // an offer the owner changed is left as it is
  await db().update(billsOffers).set({ commissionBp: 90 }).where(eq(billsOffers.packageId, pkg.id));
  await seedCatalogue(db());
  const [kept] = await db()
    .select({ commissionBp: billsOffers.commissionBp })
    .from(billsOffers)
    .where(eq(billsOffers.packageId, pkg.id));
  expect(kept?.commissionBp).toBe(90);
});

it("keeps the service's commission for an amount-based package of another list, none for listed plans", () => {
  const electricity = seedProviderCommissionBp[CATEGORY_IDS.electricity];
  expect(electricity).toBeGreaterThan(0);
  expect(
    providerCommissionBpOf({
      categoryId: CATEGORY_IDS.electricity,
      catalogueProvider: 'clubkonnect',
    }),
  ).toBe(electricity);
  expect(
    providerCommissionBpOf({
      categoryId: CATEGORY_IDS.electricity,
      catalogueProvider: 'clubkonnect',
      plans: [],
    }),
  ).toBe(0);
});

import { CATEGORY_IDS, SERVICES } from '@contract/services';
import { planShape } from './plan-shape';
import { seedPackages, vtpassSeedPackages } from './seed-data';

it('seeds plans for every service priced by plans, and none for the others', () => {
  for (const service of SERVICES) {
    const packages = seedPackages.filter((pkg) => pkg.categoryId === service.categoryId);
    expect([service.key, packages.length > 0]).toEqual([service.key, true]);
    for (const pkg of packages)
      expect([pkg.slug, Boolean(pkg.plans?.length)]).toEqual([
        pkg.slug,
        service.pricing === 'plans',
      ]);
  }
});

it("names every data plan's volume, validity and kind, so customers see how long a plan lasts and refresh can match providers' plans to it", () => {
  const unclear = seedPackages
    .filter((pkg) => pkg.categoryId === CATEGORY_IDS.data)
    .flatMap((pkg) => pkg.plans ?? [])
    .filter((plan) => {
      const shape = planShape(plan.title);
      return !shape.megabytes || !shape.days || !shape.kind;
    });
  expect(unclear.map((plan) => plan.title)).toEqual([]);
});

it('sells Glo, Airtel and 9mobile SME and printable cards, which VTpass does not, from the plans ClubKonnect lists, each at a profit at every tier', () => {
  // the packages whose plans are another provider's list (one sold by amount has no plans)
  const listed = seedPackages.filter((pkg) => pkg.catalogueProvider && pkg.plans);
  expect(listed.map((pkg) => [pkg.title, pkg.catalogueProvider])).toEqual([
    ['GLO SME', 'clubkonnect'],
    ['AIRTEL SME', 'clubkonnect'],
    ['9MOBILE SME', 'clubkonnect'],
    // printable cards: ClubKonnect's e-PINs
    ['MTN', 'clubkonnect'],
    ['Glo', 'clubkonnect'],
    ['Airtel', 'clubkonnect'],
    ['9mobile', 'clubkonnect'],
    ['MTN Data Cards', 'clubkonnect'],
    ['Glo Data Cards', 'clubkonnect'],
  ]);
  for (const plan of listed.flatMap((pkg) => pkg.plans ?? [])) {
    expect([plan.title, plan.listed?.code]).toEqual([plan.title, expect.any(String)]);
    expect(Math.min(...plan.prices)).toBeGreaterThan(plan.listed!.amount);
  }
  expect(vtpassSeedPackages.some((pkg) => pkg.catalogueProvider)).toBe(false);
});

import { PROVIDER_SERVICE_IDS, SERVICES } from '@contract/services';
import { seedPackages } from './seed-data';

it('sells every seeded package under a provider service id its category lists', () => {
  const strays = seedPackages.filter((pkg) => {
    const service = SERVICES.find((entry) => entry.categoryId === pkg.categoryId);
    const ids: readonly string[] = service ? PROVIDER_SERVICE_IDS[service.key] : [];
    return !ids.includes(pkg.serviceId);
  });
  expect(strays.map((pkg) => pkg.slug)).toEqual([]);
});

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

import { SERVICES } from '@contract/services';
import { seedPackages } from './seed-data';

it('sells every seeded package under a provider service id its category lists', () => {
  const strays = seedPackages.filter(
    (pkg) =>
      !SERVICES.find((service) => service.categoryId === pkg.categoryId)?.providerServiceIds.some(
        (id) => id === pkg.serviceId,
      ),
  );
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

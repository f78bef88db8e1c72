import { planShape, sameShape } from '../../../modules/catalogue/plan-shape';
import { seedPackages } from '../../../modules/catalogue/seed-data';
import { serviceOf } from '../services';
import { dataPlanOf } from './catalogue';

it('lists every plan our ClubKonnect-only packages sell, under its code, at its cost, of the same volume, validity and kind', () => {
  const listed = seedPackages.filter((pkg) => pkg.catalogueProvider === 'clubkonnect');
  expect(listed.length).toBeGreaterThan(0);
  for (const pkg of listed) {
    const network = serviceOf(pkg.serviceId)?.code;
    for (const plan of pkg.plans ?? []) {
      const theirs = network ? dataPlanOf(network, plan.listed!.code) : undefined;
      expect([plan.title, theirs?.amount]).toEqual([plan.title, plan.listed!.amount]);
      expect([plan.title, sameShape(planShape(plan.title), planShape(theirs!.name))]).toEqual([
        plan.title,
        true,
      ]);
    }
  }
});

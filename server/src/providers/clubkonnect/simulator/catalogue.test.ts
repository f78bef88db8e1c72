import { CATEGORY_IDS } from '@contract/services';
import { planShape, sameShape } from '../../../modules/catalogue/plan-shape';
import { seedPackages } from '../../../modules/catalogue/seed-data';
import { EPIN_VALUES, serviceOf } from '../services';
import { dataPlanOf } from './catalogue';

it('lists every plan our ClubKonnect-only packages sell, under its code, at its cost, of the same volume, validity and kind', () => {
  // printable cards are listed by their e-PIN scripts (the next test)
  const listed = seedPackages.filter(
    (pkg) => pkg.catalogueProvider === 'clubkonnect' && pkg.categoryId !== CATEGORY_IDS.epins,
  );
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

it('lists every printable card at a value or data plan the e-PIN scripts issue, at its cost', () => {
  const cards = seedPackages.filter((pkg) => pkg.categoryId === CATEGORY_IDS.epins);
  expect(cards.length).toBeGreaterThan(0);
  for (const pkg of cards)
    for (const plan of pkg.plans ?? []) {
      const code = plan.listed!.code;
      if (pkg.serviceId.endsWith('-epin')) {
        expect([plan.title, EPIN_VALUES.includes(Number(code))]).toEqual([plan.title, true]);
        expect([plan.title, plan.listed!.amount]).toEqual([plan.title, Number(code) * 0.98]);
      } else {
        const network = serviceOf(pkg.serviceId.replace('-datacard', '-data'))?.code ?? '';
        expect([plan.title, dataPlanOf(network, code)?.amount]).toEqual([
          plan.title,
          plan.listed!.amount,
        ]);
      }
    }
});

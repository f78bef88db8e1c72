import { CATEGORY_IDS } from '@contract/services';
import type { SeedPackage, ServiceCatalogue } from '../../modules/catalogue/seed-types';

/** Personal accident insurance: yearly covers, one person each (VTpass's face values). */
export const accidentInsurancePackages: readonly SeedPackage[] = [
  {
    slug: 'personal-accident-insurance',
    categoryId: CATEGORY_IDS.accidentInsurance,
    title: 'Personal Accident',
    serviceId: 'personal-accident-insurance',
    image: '/media/logos/accident-insurance.svg',
    description:
      'A year of personal accident cover for one person: medical bills after an accident, and a payment to the next of kin in case of death or permanent disability. The certificate is ready as soon as you pay.',
    plans: [
      {
        code: 'option-a',
        title: 'Accident Cover Option A - 1 Year',
        prices: [2500, 2475, 2455, 2440],
      },
      {
        code: 'option-b',
        title: 'Accident Cover Option B - 1 Year',
        prices: [4000, 3960, 3930, 3900],
      },
    ],
  },
];

/** What a new database's catalogue starts with for this service. */
export const accidentInsuranceCatalogue: ServiceCatalogue = {
  packages: accidentInsurancePackages,
  providerCommissionBp: 300,
};

import type { SeedPackage, ServiceCatalogue } from '../../modules/catalogue/seed-types';

/** Electricity (4): titles are "<ABBR>-<Name>"; the part after the first hyphen is the display name. */
export const electricityPackages: readonly SeedPackage[] = [
  {
    slug: 'ikeja-electric',
    categoryId: 4,
    title: 'IKEDC-Ikeja Electric',
    serviceId: 'ikeja-electric',
    image: '/media/logos/ikedc.svg',
    description:
      'Pay Ikeja Electric (IKEDC) prepaid or postpaid bills for customers in Lagos mainland and the Ikeja axis. Prepaid tokens are shown on screen and in your transaction history as soon as they are issued.',
    discounts: [0.5, 0.75, 1, 1.25],
  },
  {
    slug: 'eko-electric',
    categoryId: 4,
    title: 'EKEDC-Eko Electric',
    serviceId: 'eko-electric',
    image: '/media/logos/ekedc.svg',
    description:
      'Pay Eko Electric (EKEDC) prepaid or postpaid bills for customers in Lagos Island, Lekki, Ajah and surrounding areas. Prepaid tokens are shown on screen and in your transaction history as soon as they are issued.',
    discounts: [0.5, 0.75, 1, 1.25],
  },
  {
    slug: 'kano-electric',
    categoryId: 4,
    title: 'KEDCO-Kano Electric',
    serviceId: 'kano-electric',
    image: '/media/logos/kedco.svg',
    description:
      'Pay Kano Electric (KEDCO) prepaid or postpaid bills for customers in Kano, Jigawa and Katsina. Prepaid tokens are shown on screen and in your transaction history as soon as they are issued.',
    discounts: [0.5, 0.8, 1.1, 1.4],
  },
  {
    slug: 'portharcourt-electric',
    categoryId: 4,
    title: 'PHED-Port Harcourt Electric',
    serviceId: 'portharcourt-electric',
    image: '/media/logos/phed.svg',
    description:
      'Pay Port Harcourt Electric (PHED) prepaid or postpaid bills for customers in Rivers, Bayelsa, Cross River and Akwa Ibom. Prepaid tokens are shown on screen and in your transaction history as soon as they are issued.',
    discounts: [0.5, 0.8, 1.1, 1.4],
  },
  {
    slug: 'jos-electric',
    categoryId: 4,
    title: 'JED-Jos Electric',
    serviceId: 'jos-electric',
    image: '/media/logos/jed.svg',
    description:
      'Pay Jos Electric (JED) prepaid or postpaid bills for customers in Plateau, Bauchi, Benue and Gombe. Prepaid tokens are shown on screen and in your transaction history as soon as they are issued.',
    discounts: [0.5, 0.8, 1.1, 1.4],
  },
  {
    slug: 'ibadan-electric',
    categoryId: 4,
    title: 'IBEDC-Ibadan Electric',
    serviceId: 'ibadan-electric',
    image: '/media/logos/ibedc.svg',
    description:
      'Pay Ibadan Electric (IBEDC) prepaid or postpaid bills for customers in Oyo, Ogun, Osun, Kwara and parts of Niger, Ekiti and Kogi. Prepaid tokens are shown on screen and in your transaction history as soon as they are issued.',
    discounts: [0.5, 0.75, 1, 1.25],
  },
  {
    slug: 'kaduna-electric',
    categoryId: 4,
    title: 'KAEDCO-Kaduna Electric',
    serviceId: 'kaduna-electric',
    image: '/media/logos/kaedco.svg',
    description:
      'Pay Kaduna Electric (KAEDCO) prepaid or postpaid bills for customers in Kaduna, Kebbi, Sokoto and Zamfara. Prepaid tokens are shown on screen and in your transaction history as soon as they are issued.',
    discounts: [0.5, 0.8, 1.1, 1.4],
  },
  {
    slug: 'abuja-electric',
    categoryId: 4,
    title: 'AEDC-Abuja Electric',
    serviceId: 'abuja-electric',
    image: '/media/logos/aedc.svg',
    description:
      'Pay Abuja Electric (AEDC) prepaid or postpaid bills for customers in the FCT, Kogi, Nasarawa and Niger. Prepaid tokens are shown on screen and in your transaction history as soon as they are issued.',
    discounts: [0.5, 0.75, 1, 1.25],
  },
  {
    slug: 'enugu-electric',
    categoryId: 4,
    title: 'EEDC-Enugu Electric',
    serviceId: 'enugu-electric',
    image: '/media/logos/eedc.svg',
    description:
      'Pay Enugu Electric (EEDC) prepaid or postpaid bills for customers in Enugu, Anambra, Abia, Ebonyi and Imo. Prepaid tokens are shown on screen and in your transaction history as soon as they are issued.',
    discounts: [0.5, 0.8, 1.1, 1.4],
  },
  {
    slug: 'benin-electric',
    categoryId: 4,
    title: 'BEDC-Benin Electric',
    serviceId: 'benin-electric',
    image: '/media/logos/bedc.svg',
    description:
      'Pay Benin Electric (BEDC) prepaid or postpaid bills for customers in Edo, Delta, Ondo and Ekiti. Prepaid tokens are shown on screen and in your transaction history as soon as they are issued.',
    discounts: [0.5, 0.8, 1.1, 1.4],
  },
  {
    slug: 'aba-electric',
    categoryId: 4,
    title: 'ABA-Aba Electric',
    serviceId: 'aba-electric',
    image: '/media/logos/aba.svg',
    description:
      'Pay Aba Electric (ABA) prepaid or postpaid bills for customers in Aba and its environs in Abia State. Prepaid tokens are shown on screen and in your transaction history as soon as they are issued.',
    discounts: [0.5, 0.8, 1.1, 1.4],
  },
  {
    slug: 'yola-electric',
    categoryId: 4,
    title: 'YEDC-Yola Electric',
    serviceId: 'yola-electric',
    image: '/media/logos/yedc.svg',
    description:
      'Pay Yola Electric (YEDC) prepaid or postpaid bills for customers in Adamawa, Borno, Taraba and Yobe. Prepaid tokens are shown on screen and in your transaction history as soon as they are issued.',
    discounts: [0.5, 0.8, 1.1, 1.4],
  },
];

/** What a new database's catalogue starts with for this service. */
export const electricityCatalogue: ServiceCatalogue = {
  packages: electricityPackages,
  providerCommissionBp: 100,
  referralPercent: 0.5,
};

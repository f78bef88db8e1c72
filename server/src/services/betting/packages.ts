import { CATEGORY_IDS } from '@contract/services';
import type { SeedPackage, ServiceCatalogue } from '../../modules/catalogue/seed-types';

/** The level discounts of every company: what keeps a margin over ClubKonnect's 1% (seed-margin). */
const DISCOUNTS = [0, 0.25, 0.5, 0.5] as const;

const company = (serviceId: string, title: string, description: string): SeedPackage => ({
  slug: `${serviceId}-wallet`,
  categoryId: CATEGORY_IDS.betting,
  title,
  serviceId,
  image: `/media/logos/${serviceId}.svg`,
  description,
  discounts: DISCOUNTS,
  // VTpass does not sell betting: the companies are ClubKonnect's list
  catalogueProvider: 'clubkonnect',
});

/** Betting: one package per company, funded by amount for a customer ID verified first. */
export const bettingPackages: readonly SeedPackage[] = [
  company(
    'bet9ja',
    'Bet9ja',
    'Fund a Bet9ja account with its customer ID: the account holder’s name is shown before you pay, and the money is in the Bet9ja wallet within minutes.',
  ),
  company(
    'sportybet',
    'SportyBet',
    'Top up a SportyBet account using the phone number or user ID it was opened with; check the name we show, then pay from your wallet.',
  ),
  company(
    'betking',
    'BetKing',
    'Fund a BetKing wallet with the customer’s BetKing user ID; the account name is confirmed before any money leaves your wallet.',
  ),
  company(
    '1xbet',
    '1xBet',
    'Fund a 1xBet account with its numeric account ID; we show the name on the account first so you can be sure it is the right one.',
  ),
  company(
    'nairabet',
    'NairaBet',
    'Top up a NairaBet account with its customer ID and have the funds in the NairaBet wallet within minutes.',
  ),
  company(
    'msport',
    'MSport',
    'Fund an MSport account using the phone number or user ID registered on it, with the account holder’s name checked first.',
  ),
  company(
    'bangbet',
    'BangBet',
    'Top up a BangBet account with its customer ID; the name on the account is shown before you confirm the payment.',
  ),
  company(
    'betway',
    'Betway',
    'Fund a Betway Nigeria account with the phone number or customer ID it uses; the account name is verified before you pay.',
  ),
];

/**
 * What a new database's catalogue starts with for this service. ClubKonnect's commission on
 * betting is not published: 1% is assumed (SERVICE.md), changed on the console like any other.
 */
export const bettingCatalogue: ServiceCatalogue = {
  packages: bettingPackages,
  providerCommissionBp: 100,
  referralPercent: 0.5,
};

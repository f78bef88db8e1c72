/**
 * What a saved number is: a phone line, an electricity meter, a TV smart card, a JAMB profile, or a
 * customer's account with a provider (a betting account's customer ID).
 */
export const BENEFICIARY_KINDS = [
  'phone',
  'meter',
  'smart_card',
  'jamb_profile',
  'account',
] as const;
export type BeneficiaryKind = (typeof BENEFICIARY_KINDS)[number];

/** The kinds saved with the provider they belong to (a meter's disco, a card's TV, an account's company). */
export const KINDS_WITH_PROVIDER = [
  'meter',
  'smart_card',
  'account',
] as const satisfies readonly BeneficiaryKind[];
export type KindWithProvider = (typeof KINDS_WITH_PROVIDER)[number];

export const hasProvider = (kind: BeneficiaryKind): kind is KindWithProvider =>
  (KINDS_WITH_PROVIDER as readonly BeneficiaryKind[]).includes(kind);

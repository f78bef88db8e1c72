/** What a saved number is: a phone line, an electricity meter, a TV smart card, a JAMB profile. */
export const BENEFICIARY_KINDS = ['phone', 'meter', 'smart_card', 'jamb_profile'] as const;
export type BeneficiaryKind = (typeof BENEFICIARY_KINDS)[number];

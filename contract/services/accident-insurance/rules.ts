import { PURCHASE_MESSAGES } from '../../rules/messages';

/** What the insurance screen and its API call say when something is missing or wrong. */
export const ACCIDENT_INSURANCE_MESSAGES = {
  providerRequired: PURCHASE_MESSAGES.providerRequired,
  planRequired: 'Please select a cover from the list',
  phoneRequired: 'Phone number is required',
  fullNameRequired: "Enter the insured person's full name (first and last name)",
  addressRequired: "Enter the insured person's address",
  dateOfBirthRequired: 'Enter the date of birth as YYYY-MM-DD',
  tooYoung: 'The insured person must be at least 18 years old',
  tooOld: 'The insured person must be at most 70 years old',
  occupationRequired: "Enter the insured person's occupation",
  nextOfKinNameRequired: "Enter the next of kin's full name",
  nextOfKinPhoneRequired: "Enter the next of kin's phone number",
} as const;

/** The ages a personal accident cover is sold for, in whole years on the day it is bought. */
export const INSURED_AGE = { minimum: 18, maximum: 70 } as const;

/** A full name: at least two words of letters (hyphens, apostrophes and dots allowed). */
export const isFullName = (value: string): boolean =>
  /^[\p{L}][\p{L}'.-]*(\s+[\p{L}][\p{L}'.-]*)+$/u.test(value.trim());

/**
 * The insured person's age in whole years on `today` (both YYYY-MM-DD), or undefined when the date
 * of birth is not a real calendar date before today.
 */
export function ageOn(dateOfBirth: string, today: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth.trim());
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  )
    return undefined;
  if (dateOfBirth.trim() >= today) return undefined;
  const [nowYear = 0, nowMonth = 0, nowDay = 0] = today.split('-').map(Number);
  const birthdayPassed = nowMonth > month || (nowMonth === month && nowDay >= day);
  return nowYear - year - (birthdayPassed ? 0 : 1);
}

/** The date-of-birth problem for a cover bought on `today`, or undefined when it may be insured. */
export function dateOfBirthProblem(dateOfBirth: string, today: string): string | undefined {
  const age = ageOn(dateOfBirth, today);
  if (age === undefined) return ACCIDENT_INSURANCE_MESSAGES.dateOfBirthRequired;
  if (age < INSURED_AGE.minimum) return ACCIDENT_INSURANCE_MESSAGES.tooYoung;
  if (age > INSURED_AGE.maximum) return ACCIDENT_INSURANCE_MESSAGES.tooOld;
  return undefined;
}

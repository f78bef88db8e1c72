import { object, string } from 'yup';
import type { VerifyIdentityRequest } from '@contract/api/kyc';
import { KYC_MESSAGES, type IdNumberKind } from '@contract/rules/kyc';

export interface VerifyValues {
  number: string;
  date_of_birth: string;
}

export const verifyInitialValues: VerifyValues = { number: '', date_of_birth: '' };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The same checks as the server's, so a typo is answered before a paid check is asked for. */
export const verifySchema = (kind: IdNumberKind) =>
  object({
    number: string()
      .transform((value: string) => value.replace(/\s+/g, ''))
      .required(KYC_MESSAGES.numberInvalid(kind))
      .matches(/^\d{11}$/, KYC_MESSAGES.numberInvalid(kind)),
    date_of_birth: string()
      .trim()
      .required(KYC_MESSAGES.dateOfBirthRequired)
      .matches(ISO_DATE, KYC_MESSAGES.dateOfBirthInvalid)
      .test('real-day', KYC_MESSAGES.dateOfBirthInvalid, (value) => {
        if (!value) return false;
        const day = new Date(`${value}T00:00:00Z`);
        return (
          !Number.isNaN(day.getTime()) &&
          day.toISOString().slice(0, 10) === value &&
          day.getTime() < Date.now()
        );
      }),
  });

export const toVerifyRequest = (
  kind: IdNumberKind,
  values: VerifyValues,
): VerifyIdentityRequest => ({
  kind,
  number: values.number.replace(/\s+/g, ''),
  date_of_birth: values.date_of_birth.trim(),
});

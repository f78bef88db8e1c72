import { object, string } from 'yup';
import type { GeneratePaymentLinkRequest } from '@/shared/api';
import { LIMITS } from '@/shared/config';
import { FUNDING_MESSAGES } from '@/shared/lib/rules';

export interface CardFundingValues {
  /** the amount as typed, in naira (Formik hands a number input's value over as a number) */
  amount: string | number;
}

export const cardFundingInitialValues: CardFundingValues = { amount: '' };

const typed = (value: string | number | undefined | null) => String(value ?? '').trim();
const typedAmount = (value: string | number | undefined | null) => Number(typed(value));

/** SPEC 5: the card button is enabled only for a typed amount of at least ₦1000. */
export const isFundableAmount = (value: string | number | undefined | null) => {
  const amount = typedAmount(value);
  return typed(value) !== '' && Number.isFinite(amount) && amount >= LIMITS.minCardFunding;
};

/** SPEC 5, in order: required, at least ₦1000, and at most kobo precision. */
export const cardFundingSchema = object({
  amount: string()
    .trim()
    .required(FUNDING_MESSAGES.amountRequired)
    .test('minimum', FUNDING_MESSAGES.cardMinimum, (value) => isFundableAmount(value))
    .test('decimals', FUNDING_MESSAGES.amountDecimals, (value) =>
      /^\d+(\.\d{1,2})?$/.test(value ?? ''),
    ),
});

export const toPaymentLinkRequest = (values: CardFundingValues): GeneratePaymentLinkRequest => ({
  amount: typedAmount(values.amount),
});

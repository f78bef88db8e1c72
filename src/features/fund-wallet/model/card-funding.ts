import { object } from 'yup';
import type { GeneratePaymentLinkRequest } from '@contract/api';
import { LIMITS } from '@contract/constants';
import { FUNDING_MESSAGES, isAmountAtLeast, typedAmount, type TypedAmount } from '@contract/rules';
import { nairaAmount } from '@/shared/lib/validation';

export interface CardFundingValues {
  /** the amount as typed, in naira */
  amount: string | number;
}

export const cardFundingInitialValues: CardFundingValues = { amount: '' };

/** The card button is enabled only for a typed amount of at least ₦1000. */
export const isFundableAmount = (value: TypedAmount) =>
  isAmountAtLeast(value, LIMITS.minCardFunding);

export const cardFundingSchema = object({
  amount: nairaAmount(LIMITS.minCardFunding, FUNDING_MESSAGES.cardMinimum),
});

export const toPaymentLinkRequest = (values: CardFundingValues): GeneratePaymentLinkRequest => ({
  amount: typedAmount(values.amount),
});

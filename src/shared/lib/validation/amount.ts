import { string } from 'yup';
import { AMOUNT_MESSAGES, isAmountAtLeast, isWholeKobo, typedAmount } from '@contract/rules';

/**
 * A typed naira amount, checked in this order: required (an amount of zero counts as missing,
 * as the server reads it), the screen's minimum, kobo precision.
 */
export const nairaAmount = (min: number, minimumMessage: string) =>
  string()
    .trim()
    .required(AMOUNT_MESSAGES.required)
    .test('not-zero', AMOUNT_MESSAGES.required, (value) => !value || typedAmount(value) !== 0)
    .test('minimum', minimumMessage, (value) => isAmountAtLeast(value, min))
    .test('decimals', AMOUNT_MESSAGES.decimals, (value) => isWholeKobo(value));

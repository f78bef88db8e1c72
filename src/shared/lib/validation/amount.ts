import { string } from 'yup';
import { AMOUNT_MESSAGES, isAmountAtLeast, isWholeKobo, typedAmount } from '@contract/rules';

/**
 * A typed naira amount, checked in this order, as the server checks it: required (an amount of
 * zero counts as missing, as the server reads it), the screen's minimum, its maximum if it has
 * one, kobo precision.
 */
export const nairaAmount = (
  min: number,
  minimumMessage: string,
  maximum?: { naira: number; message: string },
) =>
  string()
    .trim()
    .required(AMOUNT_MESSAGES.required)
    .test('not-zero', AMOUNT_MESSAGES.required, (value) => !value || typedAmount(value) !== 0)
    .test('minimum', minimumMessage, (value) => isAmountAtLeast(value, min))
    .test(
      'maximum',
      maximum?.message ?? '',
      (value) => !maximum || !value || typedAmount(value) <= maximum.naira,
    )
    .test('decimals', AMOUNT_MESSAGES.decimals, (value) => isWholeKobo(value));

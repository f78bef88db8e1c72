import { string } from 'yup';
import { AMOUNT_MESSAGES, isAmountAtLeast, isWholeKobo } from '../rules';

/** A typed naira amount, checked in SPEC 5 order: required, the screen's minimum, kobo precision. */
export const nairaAmount = (min: number, minimumMessage: string) =>
  string()
    .trim()
    .required(AMOUNT_MESSAGES.required)
    .test('minimum', minimumMessage, (value) => isAmountAtLeast(value, min))
    .test('decimals', AMOUNT_MESSAGES.decimals, (value) => isWholeKobo(value));

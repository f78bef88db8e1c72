import { object, string } from 'yup';
import type { TransferBonusRequest } from '@/shared/api';
import { LIMITS } from '@/shared/config';
import { WALLET_MESSAGES } from '@/shared/lib/rules';

export interface TransferBonusValues {
  /** the amount as typed, in naira (Formik hands a number input's value over as a number) */
  amount: string | number;
}

export const transferBonusInitialValues: TransferBonusValues = { amount: '' };

const typed = (value: string | number | undefined | null) => String(value ?? '').trim();
const typedAmount = (value: string | number | undefined | null) => Number(typed(value));

/**
 * The amount the user typed can be sent: at least ₦1000 (SPEC 5). The original read a field that
 * was never set; this reads the typed amount.
 */
export const isTransferableAmount = (value: string | number | undefined | null) => {
  const amount = typedAmount(value);
  return typed(value) !== '' && Number.isFinite(amount) && amount >= LIMITS.minBonusTransfer;
};

/** SPEC 5, in order: required, at least ₦1000, and at most kobo precision. */
export const transferBonusSchema = object({
  amount: string()
    .trim()
    .required(WALLET_MESSAGES.amountRequired)
    .test('minimum', WALLET_MESSAGES.bonusMinimum, (value) => isTransferableAmount(value))
    .test('decimals', WALLET_MESSAGES.amountDecimals, (value) =>
      /^\d+(\.\d{1,2})?$/.test(value ?? ''),
    ),
});

export const toTransferBonusRequest = (values: TransferBonusValues): TransferBonusRequest => ({
  amount: typedAmount(values.amount),
});

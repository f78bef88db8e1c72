import { object } from 'yup';
import type { TransferBonusRequest } from '@contract/api';
import { LIMITS } from '@contract/constants';
import { WALLET_MESSAGES, isAmountAtLeast, typedAmount, type TypedAmount } from '@contract/rules';
import { nairaAmount } from '@/shared/lib/validation';

export interface TransferBonusValues {
  /** the amount as typed, in naira */
  amount: string | number;
}

export const transferBonusInitialValues: TransferBonusValues = { amount: '' };

/**
 * The amount the user typed can be sent: at least ₦1000. The original read a field that
 * was never set; this reads the typed amount.
 */
export const isTransferableAmount = (value: TypedAmount) =>
  isAmountAtLeast(value, LIMITS.minBonusTransfer);

export const transferBonusSchema = object({
  amount: nairaAmount(LIMITS.minBonusTransfer, WALLET_MESSAGES.bonusMinimum),
});

/** How much of a bonus can move now: all of it from ₦1000, nothing below. */
export const transferableBonus = (bonus: number) => (bonus >= LIMITS.minBonusTransfer ? bonus : 0);

export const toTransferBonusRequest = (values: TransferBonusValues): TransferBonusRequest => ({
  amount: typedAmount(values.amount),
});

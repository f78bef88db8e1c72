import { LEVELS, type LevelName } from '@contract/constants';
import type { TransactionPinState, User } from '@contract/api';
import { koboToNaira } from '../../lib/money';
import type { UserRow } from './repository';
import type { VirtualAccountLists } from './virtual-accounts';

const LEVEL_NAMES: readonly string[] = LEVELS.map((level) => level.name);
const isLevelName = (name: string): name is LevelName => LEVEL_NAMES.includes(name);

/** Whether the account has a PIN, and the lock's end while one is in force. */
export const transactionPinState = (
  user: Pick<UserRow, 'transactionPinHash' | 'pinLockedUntil'>,
  now = new Date(),
): TransactionPinState => ({
  has_transaction_pin: user.transactionPinHash !== null,
  transaction_pin_locked_until:
    user.pinLockedUntil && user.pinLockedUntil > now ? user.pinLockedUntil.toISOString() : null,
});

/** The user as get-user/ and update-user-profile/ return it: naira, level name, ISO dates. */
export function presentUser(
  user: UserRow,
  levelName: string,
  accounts: VirtualAccountLists,
  balanceCursor: string,
  webhookSecret?: string,
): User {
  if (!isLevelName(levelName)) throw new Error(`unknown level ${levelName} for user ${user.id}`);
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    username: user.username,
    email: user.email,
    wallet_balance: koboToNaira(user.walletBalanceKobo),
    bonus: koboToNaira(user.bonusKobo),
    user_level: levelName,
    phone_no: user.phoneNo,
    referral_code: user.referralCode,
    email_receipts: user.emailReceiptsSince !== null,
    cable_reminders: user.cableReminders,
    date_joined: user.createdAt.toISOString(),
    webhook_url: user.webhookUrl,
    balance_cursor: balanceCursor,
    ...(webhookSecret ? { webhook_secret: webhookSecret } : {}),
    ...(user.role ? { staff_role: user.role } : {}),
    ...accounts,
    kyc_tier: user.kycTier,
    kyc_hold: user.kycHoldReason,
    ...transactionPinState(user),
  };
}

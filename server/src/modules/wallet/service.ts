import { LEVELS, LIMITS, levelTitle, type LevelName } from '@contract/constants';
import type {
  LevelPrice,
  TransferBonusRequest,
  TransferBonusResponse,
  UpgradeUserRequest,
  UpgradeUserResponse,
} from '@contract/api';
import { WALLET_MESSAGES } from '@contract/rules';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/http-error';
import { koboToNaira, tryNairaToKobo } from '../../lib/money';
import { INSUFFICIENT_MESSAGES, lockUser, post } from './ledger';
import { refuseIfHeld } from '../kyc/hold';
import { insertTransaction, listLevels, newTxRef, setUserLevel } from './repository';

const LEVEL_NAMES: readonly string[] = LEVELS.map((level) => level.name);
const isLevelName = (name: string): name is LevelName => LEVEL_NAMES.includes(name);

/** Moves referral bonus to the wallet: two ledger entries and one transaction, atomically. */
export async function transferBonus(
  db: Db,
  userId: number,
  request: TransferBonusRequest,
): Promise<TransferBonusResponse> {
  const { amount } = request;
  if (!(amount > 0))
    throw badRequest(WALLET_MESSAGES.amountRequired, { amount: WALLET_MESSAGES.amountRequired });
  if (amount < LIMITS.minBonusTransfer)
    throw badRequest(WALLET_MESSAGES.bonusMinimum, { amount: WALLET_MESSAGES.bonusMinimum });
  const amountKobo = tryNairaToKobo(amount);
  if (amountKobo === undefined)
    throw badRequest(WALLET_MESSAGES.amountDecimals, { amount: WALLET_MESSAGES.amountDecimals });

  return db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (user.bonusKobo < amountKobo) throw badRequest(INSUFFICIENT_MESSAGES.bonus);
    const txRef = newTxRef();
    const record = await insertTransaction(tx, {
      txRef,
      userId,
      kind: 'bonus_transfer',
      description: 'Referral bonus transfer to wallet',
      response: WALLET_MESSAGES.bonusTransferred,
      amountKobo,
      initialBalanceKobo: user.walletBalanceKobo,
      newBalanceKobo: user.walletBalanceKobo + amountKobo,
      status: 'confirmed',
    });
    const common = { userId, kind: 'bonus_transfer', reference: txRef, transactionId: record.id };
    const bonus = await post(tx, { ...common, account: 'bonus', amountKobo: -amountKobo });
    const wallet = await post(tx, { ...common, account: 'wallet', amountKobo });
    return {
      wallet_balance: koboToNaira(wallet.entry.balanceAfterKobo),
      bonus: koboToNaira(bonus.entry.balanceAfterKobo),
    };
  });
}

export interface LevelChange {
  message: string;
  data: UpgradeUserResponse;
}

/** Every level with the price of moving up to it, as the operator last set it. */
export async function levelPrices(db: Db): Promise<LevelPrice[]> {
  return (await listLevels(db))
    .filter((level) => isLevelName(level.name))
    .map((level) => ({
      id: level.id,
      name: level.name as LevelName,
      title: levelTitle(level.name),
      price: koboToNaira(level.upgradePriceKobo),
    }));
}

/**
 * Moves the user to the named level. Upgrading (to a level of a higher id) debits that level's
 * price from the wallet. Downgrading is free and immediate, with no refund of what earlier upgrades
 * cost; it is recorded as a confirmed transaction of amount 0 so the history shows it.
 */
export async function changeLevel(
  db: Db,
  userId: number,
  request: UpgradeUserRequest,
): Promise<LevelChange> {
  const name = request.level.trim().toLowerCase();
  const target = (await listLevels(db)).find((level) => level.name === name);
  if (!target || !isLevelName(target.name))
    throw badRequest(WALLET_MESSAGES.levelRequired, { level: WALLET_MESSAGES.levelRequired });
  const levelName = target.name;

  return db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (user.levelId === target.id)
      throw badRequest(WALLET_MESSAGES.levelCurrent, { level: WALLET_MESSAGES.levelCurrent });
    const upgrade = target.id > user.levelId;
    const priceKobo = upgrade ? target.upgradePriceKobo : 0;
    if (priceKobo > 0) await refuseIfHeld(tx, userId);
    // The client's amount only guards against a price it showed being stale; a downgrade may
    // also send 0.
    const { amount } = request;
    if (amount !== undefined && amount !== null) {
      const sentKobo = tryNairaToKobo(amount);
      const accepted = sentKobo === target.upgradePriceKobo || (!upgrade && sentKobo === 0);
      if (!accepted)
        throw badRequest(WALLET_MESSAGES.levelPriceChanged, {
          amount: WALLET_MESSAGES.levelPriceChanged,
        });
    }
    if (user.walletBalanceKobo < priceKobo) throw badRequest(INSUFFICIENT_MESSAGES.wallet);

    const kind = upgrade ? 'level_upgrade' : 'level_downgrade';
    const txRef = newTxRef();
    const message = upgrade ? WALLET_MESSAGES.upgraded : WALLET_MESSAGES.downgraded;
    const record = await insertTransaction(tx, {
      txRef,
      userId,
      kind,
      description: `${upgrade ? 'Upgrade' : 'Downgrade'} to ${levelTitle(levelName)} level`,
      response: message,
      amountKobo: priceKobo,
      initialBalanceKobo: user.walletBalanceKobo,
      newBalanceKobo: user.walletBalanceKobo - priceKobo,
      status: 'confirmed',
    });
    let walletKobo = user.walletBalanceKobo;
    if (priceKobo > 0) {
      const { entry } = await post(tx, {
        userId,
        account: 'wallet',
        amountKobo: -priceKobo,
        kind,
        reference: txRef,
        transactionId: record.id,
      });
      walletKobo = entry.balanceAfterKobo;
    }
    await setUserLevel(tx, userId, target.id);
    return { message, data: { user_level: levelName, wallet_balance: koboToNaira(walletKobo) } };
  });
}

import { and, asc, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import { cardLimitRefusal, type KycTier } from '@contract/rules/kyc';
import type { Db, Tx } from '../../db/client';
import { ledgerEntries, users } from '../../db/schema';
import { badRequest } from '../../lib/http-error';
import { lagosDayBounds } from '../../lib/lagos-day-bounds';
import { lagosToday } from '../../lib/csv';
import { setHold, type BrokenLimit } from './hold';
import { kycTierLimits } from './tables';

/*
 * The limits of the identity tiers in the money path. A deposit is money from outside coming into
 * a wallet: a card payment or a bank transfer (the ledger kinds below, credited). Each tier limits
 * one deposit, the deposits of a Lagos day, and the balance (null: no limit).
 * - Before a card checkout starts, a payment that would break a limit is refused with the limit and
 *   the step up (checkCardDeposit).
 * - When a deposit is credited (card or transfer), the limits are checked in the same database
 *   transaction, after the credit's ledger entry, under the lock of the customer's row that the
 *   posting took: money that arrived is never refused, but a deposit over a limit holds the wallet
 *   (applyDepositLimits). Two deposits of one customer in two processes wait for each other there,
 *   so the second sees the first.
 */

export const DEPOSIT_KINDS = ['card_funding', 'bank_funding'] as const;

export interface TierLimitRow {
  tier: KycTier;
  singleDepositKobo: number | null;
  dailyInflowKobo: number | null;
  balanceKobo: number | null;
}

export async function readTierLimits(db: Db | Tx): Promise<TierLimitRow[]> {
  const rows = await db
    .select({
      tier: kycTierLimits.tier,
      singleDepositKobo: kycTierLimits.singleDepositKobo,
      dailyInflowKobo: kycTierLimits.dailyInflowKobo,
      balanceKobo: kycTierLimits.balanceKobo,
    })
    .from(kycTierLimits)
    .orderBy(asc(kycTierLimits.tier));
  return rows.map((row) => ({ ...row, tier: row.tier as KycTier }));
}

export async function limitsOfTier(db: Db | Tx, tier: number): Promise<TierLimitRow> {
  const row = (await readTierLimits(db)).find((limits) => limits.tier === tier);
  if (!row) throw new Error(`no limits for identity tier ${tier}`);
  return row;
}

/** Kobo deposited into the user's wallet today (Lagos day). */
export async function todayDepositsKobo(db: Db | Tx, userId: number): Promise<number> {
  const { from } = lagosDayBounds(lagosToday());
  const [row] = await db
    .select({ kobo: sql<number>`coalesce(sum(${ledgerEntries.amountKobo}), 0)`.mapWith(Number) })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.userId, userId),
        inArray(ledgerEntries.kind, [...DEPOSIT_KINDS]),
        gt(ledgerEntries.amountKobo, 0),
        gte(ledgerEntries.createdAt, from),
      ),
    );
  return row?.kobo ?? 0;
}

/** The first limit a deposit breaks, given today's deposits and the balance before it. */
export function brokenLimit(
  limits: TierLimitRow,
  deposit: { depositKobo: number; todayBeforeKobo: number; balanceBeforeKobo: number },
): BrokenLimit | null {
  const { depositKobo, todayBeforeKobo, balanceBeforeKobo } = deposit;
  if (limits.singleDepositKobo !== null && depositKobo > limits.singleDepositKobo)
    return { limit: 'single_deposit', limitKobo: limits.singleDepositKobo };
  if (limits.dailyInflowKobo !== null && todayBeforeKobo + depositKobo > limits.dailyInflowKobo)
    return { limit: 'daily_inflow', limitKobo: limits.dailyInflowKobo };
  if (limits.balanceKobo !== null && balanceBeforeKobo + depositKobo > limits.balanceKobo)
    return { limit: 'balance', limitKobo: limits.balanceKobo };
  return null;
}

/** The most one deposit may be now without breaking a limit (null: no limit). */
export function depositRoomKobo(
  limits: TierLimitRow,
  todayBeforeKobo: number,
  balanceBeforeKobo: number,
): number | null {
  const rooms = [
    limits.singleDepositKobo,
    limits.dailyInflowKobo === null ? null : limits.dailyInflowKobo - todayBeforeKobo,
    limits.balanceKobo === null ? null : limits.balanceKobo - balanceBeforeKobo,
  ].filter((room): room is number => room !== null);
  return rooms.length ? Math.max(0, Math.min(...rooms)) : null;
}

/** Refuses, before the customer pays, a card deposit its tier does not allow (a 400 on amount). */
export async function checkCardDeposit(db: Db, userId: number, depositKobo: number) {
  const [user] = await db
    .select({ tier: users.kycTier, balanceKobo: users.walletBalanceKobo })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return;
  const limits = await limitsOfTier(db, user.tier);
  const todayBeforeKobo = await todayDepositsKobo(db, userId);
  const broken = brokenLimit(limits, {
    depositKobo,
    todayBeforeKobo,
    balanceBeforeKobo: user.balanceKobo,
  });
  if (!broken) return;
  const room = depositRoomKobo(limits, todayBeforeKobo, user.balanceKobo) ?? 0;
  const message = cardLimitRefusal(user.tier as KycTier, broken.limit, broken.limitKobo, room);
  throw badRequest(message, { amount: message });
}

/**
 * After a deposit's credit, in its transaction: holds the wallet when the deposit broke a limit of
 * the customer's tier (a wallet held already keeps its first reason). Answers the limit broken.
 */
export async function applyDepositLimits(
  tx: Tx,
  deposit: { userId: number; depositKobo: number; transactionId: number | null },
): Promise<BrokenLimit | null> {
  const [user] = await tx
    .select({
      tier: users.kycTier,
      balanceKobo: users.walletBalanceKobo,
      heldReason: users.kycHoldReason,
    })
    .from(users)
    .where(eq(users.id, deposit.userId))
    .for('update');
  if (!user) return null;
  const limits = await limitsOfTier(tx, user.tier);
  const todayKobo = await todayDepositsKobo(tx, deposit.userId);
  const broken = brokenLimit(limits, {
    depositKobo: deposit.depositKobo,
    todayBeforeKobo: todayKobo - deposit.depositKobo,
    balanceBeforeKobo: user.balanceKobo - deposit.depositKobo,
  });
  if (broken && user.heldReason === null)
    await setHold(tx, {
      userId: deposit.userId,
      tier: user.tier as KycTier,
      broken,
      depositKobo: deposit.depositKobo,
      transactionId: deposit.transactionId,
    });
  return broken;
}

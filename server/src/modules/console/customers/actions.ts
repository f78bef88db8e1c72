import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { levelTitle } from '@contract/constants';
import { formatNaira } from '@contract/format';
import type {
  CustomerProfile,
  ManualAdjustmentRequest,
  ManualAdjustmentResponse,
} from '@contract/api/console';
import type { Db, Tx } from '../../../db/client';
import { levels, transactions, users } from '../../../db/schema';
import { HttpError, badRequest, notFound } from '../../../lib/http-error';
import { koboToNaira, tryNairaToKobo } from '../../../lib/money';
import { lockUser, post } from '../../wallet/ledger';
import { insertTransaction } from '../../wallet/repository';
import { recordAudit } from '../audit';
import type { StaffMemberOnRequest } from '../guard';
import { CUSTOMER_NOT_FOUND, customerProfile } from './profile';

export const CUSTOMER_MESSAGES = {
  keyRequired: 'An Idempotency-Key header is required, so a repeated click credits once.',
  keyReused: 'This Idempotency-Key was already used for a different adjustment.',
  amountDecimals: 'Amount must have at most two decimal places.',
  overLimit: (limitKobo: number) =>
    `Support staff can credit or debit at most ${formatNaira(limitKobo / 100)} at once. Ask an owner for more.`,
  credited: (amountKobo: number) => `${formatNaira(amountKobo / 100)} credited to the wallet.`,
  debited: (amountKobo: number) => `${formatNaira(amountKobo / 100)} debited from the wallet.`,
  noSuchLevel: 'No such level.',
  levelChanged: (name: string) => `Level changed to ${name}.`,
  suspended: 'Customer suspended and signed out everywhere.',
  notSuspended: 'This customer is not suspended.',
  alreadySuspended: 'This customer is already suspended.',
  unsuspended: 'Suspension lifted: the customer can sign in again.',
  signedOut: 'Customer signed out everywhere.',
} as const;

/** A manual adjustment's transaction kind, shown in the customer's history. */
export const MANUAL_KINDS = { credit: 'manual_credit', debit: 'manual_debit' } as const;

const actorOf = (staff: StaffMemberOnRequest) => ({ id: staff.id, email: staff.email });

const requestHash = (request: ManualAdjustmentRequest, amountKobo: number) =>
  createHash('sha256')
    .update(JSON.stringify([request.direction, amountKobo, request.reason.trim()]))
    .digest('hex');

/**
 * Credits or debits a customer's wallet by hand: one transactions row of kind manual_credit or
 * manual_debit (the customer sees it in their history), its ledger entry and the audit row, in one
 * database transaction. The Idempotency-Key makes a repeated click (or a retry) answer with the
 * first adjustment instead of making another. Support staff are capped at `supportLimitKobo`.
 */
export async function adjustWallet(
  db: Db,
  staff: StaffMemberOnRequest,
  customerId: number,
  request: ManualAdjustmentRequest,
  idempotencyKey: string,
  supportLimitKobo: number,
): Promise<ManualAdjustmentResponse> {
  const amountKobo = tryNairaToKobo(request.amount);
  if (amountKobo === undefined || amountKobo <= 0)
    throw badRequest(CUSTOMER_MESSAGES.amountDecimals, {
      amount: CUSTOMER_MESSAGES.amountDecimals,
    });
  if (staff.role !== 'owner' && amountKobo > supportLimitKobo)
    throw new HttpError(403, CUSTOMER_MESSAGES.overLimit(supportLimitKobo));
  const kind = MANUAL_KINDS[request.direction];
  const key = `console:${idempotencyKey}`;
  const hash = requestHash(request, amountKobo);
  const reason = request.reason.trim();

  return db.transaction(async (tx) => {
    const [exists] = await tx.select({ id: users.id }).from(users).where(eq(users.id, customerId));
    if (!exists) throw notFound(CUSTOMER_NOT_FOUND);
    // The customer's row lock orders concurrent clicks: the second sees the first's row.
    const customer = await lockUser(tx, customerId);
    const [earlier] = await tx
      .select()
      .from(transactions)
      .where(and(eq(transactions.userId, customerId), eq(transactions.idempotencyKey, key)));
    if (earlier) {
      if (earlier.requestHash !== hash) throw new HttpError(422, CUSTOMER_MESSAGES.keyReused);
      return answer(earlier.txRef, request.direction, amountKobo, customer.walletBalanceKobo);
    }
    const signed = request.direction === 'credit' ? amountKobo : -amountKobo;
    const record = await insertTransaction(tx, {
      userId: customerId,
      kind,
      // The reason is the staff's note (review_note, the audit log); the customer reads this.
      description:
        request.direction === 'credit' ? 'Manual credit by NairaTop' : 'Manual debit by NairaTop',
      response: request.direction === 'credit' ? 'Credited by NairaTop' : 'Debited by NairaTop',
      amountKobo,
      initialBalanceKobo: customer.walletBalanceKobo,
      newBalanceKobo: customer.walletBalanceKobo + signed,
      status: 'confirmed',
      idempotencyKey: key,
      requestHash: hash,
      reviewedBy: staff.email,
      reviewedAt: new Date(),
      reviewNote: reason,
    });
    const { entry } = await post(
      tx,
      {
        userId: customerId,
        account: 'wallet',
        amountKobo: signed,
        kind,
        reference: record.txRef,
        transactionId: record.id,
      },
      customer,
    );
    await recordAudit(tx, {
      actor: actorOf(staff),
      action: `customer.${request.direction}`,
      subjectType: 'user',
      subjectId: customerId,
      reason,
      before: { wallet_balance: koboToNaira(customer.walletBalanceKobo - signed) },
      after: { wallet_balance: koboToNaira(entry.balanceAfterKobo), tx_ref: record.txRef },
    });
    return answer(record.txRef, request.direction, amountKobo, entry.balanceAfterKobo);
  });
}

function answer(
  txRef: string,
  direction: ManualAdjustmentRequest['direction'],
  amountKobo: number,
  walletKobo: number,
): ManualAdjustmentResponse {
  return {
    message:
      direction === 'credit'
        ? CUSTOMER_MESSAGES.credited(amountKobo)
        : CUSTOMER_MESSAGES.debited(amountKobo),
    data: { tx_ref: txRef, wallet_balance: koboToNaira(walletKobo) },
  };
}

/** Runs a change to one customer's row with its audit row, before and after, atomically. */
async function auditedChange(
  db: Db,
  staff: StaffMemberOnRequest,
  customerId: number,
  action: string,
  reason: string | null,
  change: (tx: Tx, before: CustomerProfile) => Promise<void>,
): Promise<CustomerProfile> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, customerId))
      .for('update');
    if (!row) throw notFound(CUSTOMER_NOT_FOUND);
    const before = await customerProfile(tx, customerId);
    await change(tx, before);
    const after = await customerProfile(tx, customerId);
    const snapshot = (profile: CustomerProfile) => ({
      level: profile.level,
      suspension: profile.suspension,
    });
    await recordAudit(tx, {
      actor: actorOf(staff),
      action,
      subjectType: 'user',
      subjectId: customerId,
      reason,
      before: snapshot(before),
      after: snapshot(after),
    });
    return after;
  });
}

/** Sets the customer's level, without charging or refunding (staff decide; the reason says why). */
export async function changeLevel(
  db: Db,
  staff: StaffMemberOnRequest,
  customerId: number,
  levelId: number,
  reason: string,
) {
  const [level] = await db.select().from(levels).where(eq(levels.id, levelId));
  if (!level)
    throw badRequest(CUSTOMER_MESSAGES.noSuchLevel, { level_id: CUSTOMER_MESSAGES.noSuchLevel });
  const data = await auditedChange(
    db,
    staff,
    customerId,
    'customer.change_level',
    reason.trim(),
    async (tx) => {
      await tx.update(users).set({ levelId }).where(eq(users.id, customerId));
    },
  );
  return { message: CUSTOMER_MESSAGES.levelChanged(levelTitle(level.name)), data };
}

const signOutEverywhere = { tokenVersion: sql`${users.tokenVersion} + 1` };

/** A suspended customer cannot sign in, buy, or use a token or API key issued before. */
export async function suspend(
  db: Db,
  staff: StaffMemberOnRequest,
  customerId: number,
  reason: string,
) {
  const data = await auditedChange(
    db,
    staff,
    customerId,
    'customer.suspend',
    reason.trim(),
    async (tx, before) => {
      if (before.suspension) throw new HttpError(409, CUSTOMER_MESSAGES.alreadySuspended);
      await tx
        .update(users)
        .set({
          suspendedAt: new Date(),
          suspensionReason: reason.trim(),
          suspendedBy: staff.id,
          ...signOutEverywhere,
        })
        .where(eq(users.id, customerId));
    },
  );
  return { message: CUSTOMER_MESSAGES.suspended, data };
}

export async function unsuspend(
  db: Db,
  staff: StaffMemberOnRequest,
  customerId: number,
  reason: string,
) {
  const data = await auditedChange(
    db,
    staff,
    customerId,
    'customer.unsuspend',
    reason.trim(),
    async (tx, before) => {
      if (!before.suspension) throw new HttpError(409, CUSTOMER_MESSAGES.notSuspended);
      await tx
        .update(users)
        .set({ suspendedAt: null, suspensionReason: null, suspendedBy: null })
        .where(eq(users.id, customerId));
    },
  );
  return { message: CUSTOMER_MESSAGES.unsuspended, data };
}

/** Ends every session of the customer: tokens issued before stop working at once. */
export async function forceSignOut(
  db: Db,
  staff: StaffMemberOnRequest,
  customerId: number,
  reason: string,
) {
  const data = await auditedChange(
    db,
    staff,
    customerId,
    'customer.sign_out',
    reason.trim(),
    async (tx) => {
      await tx.update(users).set(signOutEverywhere).where(eq(users.id, customerId));
    },
  );
  return { message: CUSTOMER_MESSAGES.signedOut, data };
}

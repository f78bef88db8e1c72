import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { levelTitle } from '@contract/constants';
import { formatNaira } from '@contract/format';
import type {
  AdjustmentSentForApproval,
  CustomerProfile,
  ManualAdjustmentRequest,
  ManualAdjustmentResponse,
} from '@contract/api/console';
import type { CustomerActionName } from '@contract/rules';
import type { Db, Tx } from '../../../db/client';
import { levels, transactions, users } from '../../../db/schema';
import { HttpError, badRequest, notFound } from '../../../lib/http-error';
import { koboToNaira, tryNairaToKobo } from '../../../lib/money';
import { lockUser } from '../../wallet/ledger';
import { recordAudit } from '../audit';
import type { StaffMemberOnRequest } from '../guard';
import { assertMayActOn } from '../guardrails';
import { APPROVAL_MESSAGES, requestApproval } from '../approvals/service';
import { checkDailyCreditLimit, lockStaffAdjustments, writeAdjustment } from './manual-adjustment';
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

const actorOf = (staff: StaffMemberOnRequest) => ({ id: staff.id, email: staff.email });

const requestHash = (request: ManualAdjustmentRequest, amountKobo: number) =>
  createHash('sha256')
    .update(JSON.stringify([request.direction, amountKobo, request.reason.trim()]))
    .digest('hex');

/** The limits on manual adjustments (console config, in kobo). */
export interface AdjustmentLimits {
  /** support's most in one adjustment */
  supportLimitKobo: number;
  /** support's most credited in a Lagos day */
  supportDailyCreditLimitKobo: number;
  /** above this, anyone's adjustment waits for another owner's approval */
  approvalThresholdKobo: number;
}

export type AdjustmentOutcome =
  | { status: 200; body: ManualAdjustmentResponse }
  | { status: 202; body: AdjustmentSentForApproval };

/**
 * Credits or debits a customer's wallet by hand, in one database transaction (see
 * writeAdjustment). Who may act on whose account is checked first (guard-rails, 403); support is
 * capped per adjustment and per day; above the approval threshold nothing moves and a request
 * waits for another owner (202). The Idempotency-Key makes a repeated click (or a retry) answer
 * with the first outcome instead of acting again.
 */
export async function adjustWallet(
  db: Db,
  staff: StaffMemberOnRequest,
  customerId: number,
  request: ManualAdjustmentRequest,
  idempotencyKey: string,
  limits: AdjustmentLimits,
): Promise<AdjustmentOutcome> {
  const amountKobo = tryNairaToKobo(request.amount);
  if (amountKobo === undefined || amountKobo <= 0)
    throw badRequest(CUSTOMER_MESSAGES.amountDecimals, {
      amount: CUSTOMER_MESSAGES.amountDecimals,
    });
  const isSupport = staff.role !== 'owner';
  if (isSupport && amountKobo > limits.supportLimitKobo)
    throw new HttpError(403, CUSTOMER_MESSAGES.overLimit(limits.supportLimitKobo));
  const hash = requestHash(request, amountKobo);
  const reason = request.reason.trim();

  if (amountKobo > limits.approvalThresholdKobo) {
    const approval = await requestApproval(db, staff, {
      customerId,
      direction: request.direction,
      amountKobo,
      reason,
      idempotencyKey,
      requestHash: hash,
    });
    return {
      status: 202,
      body: {
        message: APPROVAL_MESSAGES.sent(
          request.direction,
          amountKobo,
          limits.approvalThresholdKobo,
        ),
        data: { approval },
      },
    };
  }

  const key = `console:${idempotencyKey}`;
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(users.id, customerId));
    if (!target) throw notFound(CUSTOMER_NOT_FOUND);
    assertMayActOn(staff, target, request.direction);
    // Support's adjustments take turns (a lock on the staff member) before the customer's lock.
    const capped = isSupport && request.direction === 'credit';
    if (capped) await lockStaffAdjustments(tx, staff.id);
    // The customer's row lock orders concurrent clicks: the second sees the first's row.
    const customer = await lockUser(tx, customerId);
    const [earlier] = await tx
      .select()
      .from(transactions)
      .where(and(eq(transactions.userId, customerId), eq(transactions.idempotencyKey, key)));
    if (earlier) {
      if (earlier.requestHash !== hash) throw new HttpError(422, CUSTOMER_MESSAGES.keyReused);
      return {
        status: 200,
        body: answer(earlier.txRef, request.direction, amountKobo, customer.walletBalanceKobo),
      };
    }
    if (capped)
      await checkDailyCreditLimit(tx, staff.id, amountKobo, limits.supportDailyCreditLimitKobo);
    const written = await writeAdjustment(tx, {
      customer,
      direction: request.direction,
      amountKobo,
      reason,
      idempotencyKey: key,
      requestHash: hash,
      madeBy: actorOf(staff),
    });
    return {
      status: 200,
      body: answer(written.txRef, request.direction, amountKobo, written.walletKobo),
    };
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
  action: { audit: string; rule: CustomerActionName },
  reason: string | null,
  change: (tx: Tx, before: CustomerProfile) => Promise<void>,
): Promise<CustomerProfile> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(users.id, customerId))
      .for('update');
    if (!row) throw notFound(CUSTOMER_NOT_FOUND);
    assertMayActOn(staff, row, action.rule);
    const before = await customerProfile(tx, customerId);
    await change(tx, before);
    const after = await customerProfile(tx, customerId);
    const snapshot = (profile: CustomerProfile) => ({
      level: profile.level,
      suspension: profile.suspension,
    });
    await recordAudit(tx, {
      actor: actorOf(staff),
      action: action.audit,
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
    { audit: 'customer.change_level', rule: 'level' },
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
    { audit: 'customer.suspend', rule: 'suspend' },
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
    { audit: 'customer.unsuspend', rule: 'unsuspend' },
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
    { audit: 'customer.sign_out', rule: 'sign-out' },
    reason.trim(),
    async (tx) => {
      await tx.update(users).set(signOutEverywhere).where(eq(users.id, customerId));
    },
  );
  return { message: CUSTOMER_MESSAGES.signedOut, data };
}

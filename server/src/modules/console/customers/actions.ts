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
import type { NoticeDeps } from '../../accounts/security-events';
import { signOutEverywhereByStaff } from '../../accounts/staff-sign-out';
import { lockUser } from '../../wallet/ledger';
import { recordAudit } from '../audit';
import type { StaffMemberOnRequest } from '../guard';
import { assertMayActOn } from '../guardrails';
import { requestApproval, REQUEST_MESSAGES } from '../approvals/request';
import { listApprovalById } from '../approvals/read';
import { consoleAdjustmentApprovals as approvals } from '../approvals/tables';
import { passMoneyPolicy, takeMoneyTurns, type MoneyLimits } from '../money-policy/policy';
import { MANUAL_KINDS, writeAdjustment } from './manual-adjustment';
import { CUSTOMER_NOT_FOUND, customerProfile } from './profile';

export const CUSTOMER_MESSAGES = {
  keyRequired: 'An Idempotency-Key header is required, so a repeated click credits once.',
  keyReused: 'This Idempotency-Key was already used for a different adjustment.',
  amountDecimals: 'Amount must have at most two decimal places.',
  credited: (amountKobo: number) => `${formatNaira(amountKobo / 100)} credited to the wallet.`,
  debited: (amountKobo: number) => `${formatNaira(amountKobo / 100)} debited from the wallet.`,
  noSuchLevel: 'No such level.',
  levelChanged: (name: string) => `Level changed to ${name}.`,
  alreadyFiled: 'This adjustment is already waiting for approval on the Approvals screen.',
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

export type AdjustmentOutcome =
  | { status: 200; body: ManualAdjustmentResponse }
  | { status: 202; body: AdjustmentSentForApproval };

/**
 * Credits or debits a customer's wallet by hand, in one database transaction (see
 * writeAdjustment), after the money policy passed it: who may act on whose account, the per-action
 * and 24-hour limits (403), or, past the approval threshold or an owner's own 24-hour limit, a
 * request that waits for another owner (202; nothing moves). The Idempotency-Key makes a repeated
 * click (or a retry) answer with the first outcome instead of acting again.
 */
export async function adjustWallet(
  db: Db,
  staff: StaffMemberOnRequest,
  customerId: number,
  request: ManualAdjustmentRequest,
  idempotencyKey: string,
  limits: MoneyLimits,
): Promise<AdjustmentOutcome> {
  const amountKobo = tryNairaToKobo(request.amount);
  if (amountKobo === undefined || amountKobo <= 0)
    throw badRequest(CUSTOMER_MESSAGES.amountDecimals, {
      amount: CUSTOMER_MESSAGES.amountDecimals,
    });
  const hash = requestHash(request, amountKobo);
  const reason = request.reason.trim();
  const kind = MANUAL_KINDS[request.direction];
  const key = `console:${idempotencyKey}`;

  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const [target] = await tx.select({ id: users.id }).from(users).where(eq(users.id, customerId));
    if (!target) throw notFound(CUSTOMER_NOT_FOUND);
    // A repeated click waits for the first (the policy's turns) and then finds what it did.
    await takeMoneyTurns(tx, staff.id, customerId);
    const earlier = await earlierOutcome(tx, staff.id, customerId, key, idempotencyKey, hash);
    if (earlier) return earlier;
    const movement = { kind, customerId, amountKobo, subjectRef: null };
    const verdict = await passMoneyPolicy(tx, staff, movement, limits);
    if (verdict.status === 'approval') {
      const approvalId = await requestApproval(tx, staff, {
        ...movement,
        reason,
        idempotencyKey,
        requestHash: hash,
      });
      return { approvalId, message: REQUEST_MESSAGES.sent(kind, amountKobo, verdict.why) };
    }
    const written = await writeAdjustment(tx, {
      customer: await lockUser(tx, customerId),
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
  if ('status' in outcome) return outcome;
  const approval = (await listApprovalById(db, outcome.approvalId)) ?? null;
  if (!approval) throw new Error(`approval ${outcome.approvalId} vanished`);
  return { status: 202, body: { message: outcome.message, data: { approval } } };
}

type Outcome =
  { status: 200; body: ManualAdjustmentResponse } | { approvalId: number; message: string };

/** The first outcome of this Idempotency-Key: the adjustment it made, or the request it filed. */
async function earlierOutcome(
  tx: Tx,
  staffId: number,
  customerId: number,
  key: string,
  idempotencyKey: string,
  hash: string,
): Promise<Outcome | null> {
  const [made] = await tx
    .select()
    .from(transactions)
    .where(and(eq(transactions.userId, customerId), eq(transactions.idempotencyKey, key)));
  if (made) {
    if (made.requestHash !== hash) throw new HttpError(422, CUSTOMER_MESSAGES.keyReused);
    const direction = made.kind === MANUAL_KINDS.debit ? 'debit' : 'credit';
    const [wallet] = await tx
      .select({ kobo: users.walletBalanceKobo })
      .from(users)
      .where(eq(users.id, customerId));
    return { status: 200, body: answer(made.txRef, direction, made.amountKobo, wallet?.kobo ?? 0) };
  }
  const [filed] = await tx
    .select({
      id: approvals.id,
      hash: approvals.requestHash,
      customerId: approvals.customerId,
      kind: approvals.kind,
      amountKobo: approvals.amountKobo,
    })
    .from(approvals)
    .where(and(eq(approvals.requestedBy, staffId), eq(approvals.idempotencyKey, idempotencyKey)));
  if (!filed) return null;
  if (filed.hash !== hash || filed.customerId !== customerId)
    throw new HttpError(422, CUSTOMER_MESSAGES.keyReused);
  return { approvalId: filed.id, message: CUSTOMER_MESSAGES.alreadyFiled };
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

/**
 * Sets the customer's level without charging or refunding (staff decide; the reason says why). A
 * level above the customer's is given without its price, so the money policy counts its price as
 * a credit (per-action and 24-hour limits; past the threshold it waits for another owner).
 */
export async function changeLevel(
  db: Db,
  staff: StaffMemberOnRequest,
  customerId: number,
  levelId: number,
  reason: string,
  limits: MoneyLimits,
): Promise<
  | { status: 200; body: { message: string; data: CustomerProfile } }
  | { status: 202; body: AdjustmentSentForApproval }
> {
  const [level] = await db.select().from(levels).where(eq(levels.id, levelId));
  if (!level)
    throw badRequest(CUSTOMER_MESSAGES.noSuchLevel, { level_id: CUSTOMER_MESSAGES.noSuchLevel });
  const filed: { value: { approvalId: number; message: string } | null } = { value: null };
  const data = await auditedChange(
    db,
    staff,
    customerId,
    { audit: 'customer.change_level', rule: 'level' },
    reason.trim(),
    async (tx, before) => {
      const given = await priceGiven(tx, before.level_id, level);
      if (given > 0) {
        const movement = {
          kind: 'level_given' as const,
          customerId,
          amountKobo: given,
          subjectRef: String(level.id),
        };
        const verdict = await passMoneyPolicy(tx, staff, movement, limits);
        if (verdict.status === 'approval') {
          const approvalId = await requestApproval(tx, staff, {
            ...movement,
            reason: reason.trim(),
            idempotencyKey: `level:${customerId}:${level.id}:${Date.now()}`,
            requestHash: `level:${level.id}`,
          });
          filed.value = {
            approvalId,
            message: REQUEST_MESSAGES.sent('level_given', given, verdict.why),
          };
          return;
        }
      }
      await tx.update(users).set({ levelId }).where(eq(users.id, customerId));
    },
  );
  const waiting = filed.value;
  if (waiting) {
    const approval = await listApprovalById(db, waiting.approvalId);
    if (!approval) throw new Error(`approval ${waiting.approvalId} vanished`);
    return { status: 202, body: { message: waiting.message, data: { approval } } };
  }
  return {
    status: 200,
    body: { message: CUSTOMER_MESSAGES.levelChanged(levelTitle(level.name)), data },
  };
}

/** What moving from the current level to `to` would have cost the customer: 0 unless it is up. */
export async function priceGiven(
  tx: Tx,
  currentLevelId: number,
  to: { upgradePriceKobo: number },
): Promise<number> {
  const [current] = await tx
    .select({ price: levels.upgradePriceKobo })
    .from(levels)
    .where(eq(levels.id, currentLevelId));
  return to.upgradePriceKobo > (current?.price ?? 0) ? to.upgradePriceKobo : 0;
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

/**
 * Ends every session and API key of the customer: tokens and keys issued before stop working at
 * once, and the customer is e-mailed what ended.
 */
export async function forceSignOut(
  db: Db,
  staff: StaffMemberOnRequest,
  customerId: number,
  reason: string,
  notices: NoticeDeps,
) {
  let tellCustomer: (() => void) | undefined;
  const data = await auditedChange(
    db,
    staff,
    customerId,
    { audit: 'customer.sign_out', rule: 'sign-out' },
    reason.trim(),
    async (tx) => {
      tellCustomer = await signOutEverywhereByStaff(tx, notices, customerId);
    },
  );
  tellCustomer?.();
  return { message: CUSTOMER_MESSAGES.signedOut, data };
}

import { and, eq, gt, sql } from 'drizzle-orm';
import type { StaffRole } from '@contract/api/console';
import { formatNaira } from '@contract/format';
import { customerActionRefusal } from '@contract/rules';
import type { ConsoleConfig } from '../../../console-config';
import type { Tx } from '../../../db/client';
import { users } from '../../../db/schema';
import { HttpError, notFound } from '../../../lib/http-error';
import { MONEY_MOVEMENTS, type MoneyDirection, type MovementKind } from './movements';
import { airtimeToCashCaps, staffMoneyMovements } from './tables';

/*
 * The one money policy. Every movement of a customer's money made on a staff member's word
 * passes it inside the database transaction that moves the money, before the write:
 *
 * - nobody acts on their own account; support never acts on a staff member's account, and an
 *   owner never on another owner's (a staff member who is also a customer is served by another);
 * - support moves at most SUPPORT_CREDIT_LIMIT in one movement, and in any 24 hours at most
 *   SUPPORT_DAILY_CREDIT_LIMIT in credits and SUPPORT_DAILY_DEBIT_LIMIT in debits, every kind of
 *   movement counted together; past these support is refused (an owner does it);
 * - an owner's movements past OWNER_DAILY_LIMIT in 24 hours (per direction) wait for another
 *   owner's approval;
 * - movements that take what staff moved into (or out of) one customer's wallet in 24 hours past
 *   CREDIT_APPROVAL_THRESHOLD wait for another owner's approval, whoever asks, so splitting one
 *   large credit into small ones does not avoid it;
 * - an owner's cap on a customer's airtime-to-cash payouts holds even when approved.
 *
 * The sums are read from staff_money_movements under transaction-scoped advisory locks on the
 * staff member and then the customer, so concurrent movements in any process take turns and
 * cannot pass a limit together. An allowed movement is recorded in the same transaction: if the
 * write that follows fails, the record rolls back with it.
 */

export interface PolicyActor {
  id: number;
  email: string;
  role: StaffRole;
}

export interface Movement {
  kind: MovementKind;
  customerId: number;
  /** kobo; ignored for decisions that move no money (direction null) */
  amountKobo: number;
  /** the transaction reference, level... the movement is for */
  subjectRef: string | null;
}

export interface MoneyLimits {
  supportPerActionKobo: number;
  supportDailyKobo: Record<MoneyDirection, number>;
  ownerDailyKobo: number;
  approvalThresholdKobo: number;
}

export const moneyLimitsOf = (config: ConsoleConfig): MoneyLimits => ({
  supportPerActionKobo: config.supportCreditLimitKobo,
  supportDailyKobo: {
    credit: config.supportDailyCreditLimitKobo,
    debit: config.supportDailyDebitLimitKobo,
  },
  ownerDailyKobo: config.ownerDailyLimitKobo,
  approvalThresholdKobo: config.approvalThresholdKobo,
});

const naira = (kobo: number) => formatNaira(kobo / 100);
const verb = { credit: 'credit', debit: 'debit' } as const;
const plural = { credit: 'credits', debit: 'debits' } as const;

export const POLICY_MESSAGES = {
  overLimit: (limitKobo: number) =>
    `Support staff can credit or debit at most ${naira(limitKobo)} at once. Ask an owner for more.`,
  daily: (direction: MoneyDirection, limitKobo: number, leftKobo: number) =>
    `Support staff can ${verb[direction]} at most ${naira(limitKobo)} in any 24 hours in total; ` +
    `${naira(Math.max(leftKobo, 0))} is left now. Ask an owner for more.`,
  customerThreshold: (direction: MoneyDirection, thresholdKobo: number) =>
    `staff ${plural[direction]} to this customer in 24 hours would pass ${naira(thresholdKobo)}`,
  ownerDaily: (direction: MoneyDirection, limitKobo: number) =>
    `your ${plural[direction]} in 24 hours would pass ${naira(limitKobo)}`,
  airtimeToCashCap: (capKobo: number, leftKobo: number) =>
    `An owner capped this customer's airtime-to-cash payouts at ${naira(capKobo)} in 24 hours; ` +
    `${naira(Math.max(leftKobo, 0))} is left now.`,
  approverIsCustomer: 'You cannot approve a movement of your own money.',
} as const;

export type PolicyVerdict = { status: 'allowed' } | { status: 'approval'; why: string };

/** 403 unless `actor` may make this kind of movement on the customer's account. */
async function checkAccount(tx: Tx, actor: PolicyActor, movement: Movement) {
  const [target] = await tx
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.id, movement.customerId));
  if (!target) throw notFound('No such customer.');
  const spec = MONEY_MOVEMENTS[movement.kind];
  if (target.id === actor.id) throw new HttpError(403, spec.self);
  const role = target.role === 'owner' || target.role === 'support' ? target.role : null;
  const refusal = customerActionRefusal(actor, { id: target.id, role }, 'credit');
  if (refusal) throw new HttpError(403, refusal);
}

const DAY = sql`now() - interval '24 hours'`;

async function movedInDay(
  tx: Tx,
  who: { staffUserId: number } | { customerId: number },
  direction: MoneyDirection,
  kind?: MovementKind,
): Promise<number> {
  const whose =
    'staffUserId' in who
      ? eq(staffMoneyMovements.staffUserId, who.staffUserId)
      : eq(staffMoneyMovements.customerId, who.customerId);
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${staffMoneyMovements.amountKobo}), 0)` })
    .from(staffMoneyMovements)
    .where(
      and(
        whose,
        eq(staffMoneyMovements.direction, direction),
        gt(staffMoneyMovements.createdAt, DAY),
        kind ? eq(staffMoneyMovements.kind, kind) : undefined,
      ),
    );
  return Number(row?.total ?? 0);
}

/** The owner's airtime-to-cash cap on this customer, when there is one and it would be passed. */
async function checkAirtimeToCashCap(tx: Tx, movement: Movement) {
  if (movement.kind !== 'airtime_to_cash') return;
  const [cap] = await tx
    .select({ kobo: airtimeToCashCaps.dailyCapKobo })
    .from(airtimeToCashCaps)
    .where(eq(airtimeToCashCaps.userId, movement.customerId));
  if (!cap) return;
  const paid = await movedInDay(tx, { customerId: movement.customerId }, 'credit', movement.kind);
  if (paid + movement.amountKobo > cap.kobo)
    throw new HttpError(403, POLICY_MESSAGES.airtimeToCashCap(cap.kobo, cap.kobo - paid));
}

/**
 * Makes one staff member's movements, and movements on one customer's wallet, take turns in every
 * process until the transaction ends (staff first, then customer, always). A caller that checks
 * an Idempotency-Key before the policy takes them first, so a repeated click sees the first.
 */
export async function takeMoneyTurns(tx: Tx, staffId: number, customerId: number) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('staff_money_staff'), ${staffId})`);
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtext('staff_money_customer'), ${customerId})`,
  );
}

async function record(tx: Tx, actor: PolicyActor, movement: Movement, approvedBy?: PolicyActor) {
  const direction = MONEY_MOVEMENTS[movement.kind].direction;
  if (direction === null || movement.amountKobo <= 0) return;
  await tx.insert(staffMoneyMovements).values({
    staffUserId: actor.id,
    approvedBy: approvedBy?.id ?? null,
    customerId: movement.customerId,
    kind: movement.kind,
    direction,
    amountKobo: movement.amountKobo,
    subjectRef: movement.subjectRef,
  });
}

/**
 * Checks a movement against the policy inside the caller's transaction, before its write. Answers
 * allowed (and records it) or approval (nothing recorded: the caller files an approval request);
 * throws 403 with the rule's reason when the actor may not do it at all.
 */
export async function passMoneyPolicy(
  tx: Tx,
  actor: PolicyActor,
  movement: Movement,
  limits: MoneyLimits,
): Promise<PolicyVerdict> {
  await checkAccount(tx, actor, movement);
  const direction = MONEY_MOVEMENTS[movement.kind].direction;
  if (direction === null) return { status: 'allowed' };
  await takeMoneyTurns(tx, actor.id, movement.customerId);
  const amount = movement.amountKobo;
  const support = actor.role !== 'owner';
  if (support && amount > limits.supportPerActionKobo)
    throw new HttpError(403, POLICY_MESSAGES.overLimit(limits.supportPerActionKobo));
  const mine = await movedInDay(tx, { staffUserId: actor.id }, direction);
  if (support && mine + amount > limits.supportDailyKobo[direction]) {
    const limit = limits.supportDailyKobo[direction];
    throw new HttpError(403, POLICY_MESSAGES.daily(direction, limit, limit - mine));
  }
  await checkAirtimeToCashCap(tx, movement);
  const reasons: string[] = [];
  const customers = await movedInDay(tx, { customerId: movement.customerId }, direction);
  if (customers + amount > limits.approvalThresholdKobo)
    reasons.push(POLICY_MESSAGES.customerThreshold(direction, limits.approvalThresholdKobo));
  if (!support && mine + amount > limits.ownerDailyKobo)
    reasons.push(POLICY_MESSAGES.ownerDaily(direction, limits.ownerDailyKobo));
  if (reasons.length) return { status: 'approval', why: reasons.join(' and ') };
  await record(tx, actor, movement);
  return { status: 'allowed' };
}

/**
 * The policy for a movement another owner approved: both the requester and the approver must be
 * allowed on the account (neither is the customer), the owner's cap still holds, and the limits
 * are the approval's to waive. Recorded with both names, so it counts towards the 24 hours after.
 */
export async function passApprovedMovement(
  tx: Tx,
  requester: PolicyActor,
  approver: PolicyActor,
  movement: Movement,
): Promise<void> {
  if (approver.id === movement.customerId)
    throw new HttpError(403, POLICY_MESSAGES.approverIsCustomer);
  await checkAccount(tx, approver, movement);
  await checkAccount(tx, requester, movement);
  await takeMoneyTurns(tx, requester.id, movement.customerId);
  await checkAirtimeToCashCap(tx, movement);
  await record(tx, requester, movement, approver);
}

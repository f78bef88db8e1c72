import { and, eq } from 'drizzle-orm';
import { formatNaira } from '@contract/format';
import type { Tx } from '../../../db/client';
import { HttpError, conflict } from '../../../lib/http-error';
import { koboToNaira } from '../../../lib/money';
import { recordAudit } from '../audit';
import { MONEY_MOVEMENTS, type MovementKind } from '../money-policy/movements';
import type { PolicyActor } from '../money-policy/policy';
import { consoleAdjustmentApprovals as approvals } from './tables';

const naira = (kobo: number) => formatNaira(kobo / 100);

export const REQUEST_MESSAGES = {
  sent: (kind: MovementKind, amountKobo: number, why: string) =>
    `${MONEY_MOVEMENTS[kind].label} of ${naira(amountKobo)} needs another owner's approval: ` +
    `${why}. It waits on the Approvals screen; no money has moved yet.`,
  keyReused: 'This Idempotency-Key was already used for a different adjustment.',
  alreadyWaiting: (id: number) =>
    `This is already waiting for an owner's approval (request #${id}) on the Approvals screen.`,
} as const;

export interface ApprovalRequestInput {
  kind: MovementKind;
  customerId: number;
  amountKobo: number;
  reason: string;
  /** (requester, key) makes a repeated click one request */
  idempotencyKey: string;
  requestHash: string;
  /** the transaction the movement is for; one open request per subject */
  subjectRef: string | null;
}

/**
 * Files a movement the policy sent for approval, in the caller's transaction; no money moves. The
 * same Idempotency-Key from the same staff member answers with the same request; a second request
 * for the same subject while one waits is refused (409). Answers the request's id.
 */
export async function requestApproval(
  tx: Tx,
  actor: PolicyActor,
  input: ApprovalRequestInput,
): Promise<number> {
  const direction = MONEY_MOVEMENTS[input.kind].direction;
  if (direction === null) throw new Error(`${input.kind} moves no money: nothing to approve`);
  const [inserted] = await tx
    .insert(approvals)
    .values({
      customerId: input.customerId,
      kind: input.kind,
      subjectRef: input.subjectRef,
      direction,
      amountKobo: input.amountKobo,
      reason: input.reason,
      requestedBy: actor.id,
      idempotencyKey: input.idempotencyKey,
      requestHash: input.requestHash,
    })
    .onConflictDoNothing()
    .returning({ id: approvals.id });
  if (inserted) {
    await recordAudit(tx, {
      actor,
      action: 'approval.request',
      subjectType: 'user',
      subjectId: input.customerId,
      reason: input.reason,
      after: {
        approval_id: inserted.id,
        kind: input.kind,
        subject_ref: input.subjectRef,
        direction,
        amount: koboToNaira(input.amountKobo),
      },
    });
    return inserted.id;
  }
  const [earlier] = await tx
    .select({ id: approvals.id, hash: approvals.requestHash, customerId: approvals.customerId })
    .from(approvals)
    .where(
      and(eq(approvals.requestedBy, actor.id), eq(approvals.idempotencyKey, input.idempotencyKey)),
    );
  if (earlier) {
    if (earlier.hash !== input.requestHash || earlier.customerId !== input.customerId)
      throw new HttpError(422, REQUEST_MESSAGES.keyReused);
    return earlier.id;
  }
  const [waiting] = await tx
    .select({ id: approvals.id })
    .from(approvals)
    .where(
      and(
        eq(approvals.kind, input.kind),
        eq(approvals.subjectRef, input.subjectRef ?? ''),
        eq(approvals.status, 'pending'),
      ),
    );
  throw conflict(REQUEST_MESSAGES.alreadyWaiting(waiting?.id ?? 0));
}

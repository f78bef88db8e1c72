import type { Tx } from '../../db/client';
import { staffAudit } from '../../db/schema';

/** Who acted: a staff member, or the ops command (id null, named by its --by). */
export interface AuditActor {
  id: number | null;
  email: string;
}

export interface AuditEntryInput {
  actor: AuditActor;
  /** what was done, e.g. 'staff.add', 'customer.credit' */
  action: string;
  subjectType: string;
  subjectId: string | number;
  reason?: string | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Writes an audit row inside the caller's database transaction, so the action and its record
 * commit or roll back together. The table refuses updates and deletes.
 */
export async function recordAudit(tx: Tx, entry: AuditEntryInput): Promise<void> {
  await tx.insert(staffAudit).values({
    staffUserId: entry.actor.id,
    staffEmail: entry.actor.email,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: String(entry.subjectId),
    reason: entry.reason ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

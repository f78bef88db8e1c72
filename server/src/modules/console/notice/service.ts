import { desc, eq } from 'drizzle-orm';
import type { ConsoleNotice } from '@contract/api/console';
import type { Db, Tx } from '../../../db/client';
import { notices } from '../../../db/schema';
import { recordAudit, type AuditActor } from '../audit';

/*
 * The dashboard notice. Publishing one replaces the active row with a new one (the old rows stay
 * as the history of what customers were shown); customers read the active row on every load.
 */

async function activeNotice(db: Db | Tx): Promise<ConsoleNotice> {
  const [row] = await db
    .select({ body: notices.body, createdAt: notices.createdAt })
    .from(notices)
    .where(eq(notices.active, true))
    .orderBy(desc(notices.id))
    .limit(1);
  return { body: row?.body ?? '', updated_at: (row?.createdAt ?? new Date(0)).toISOString() };
}

export const readNotice = (db: Db) => activeNotice(db);

/** Plain text: surrounding white space trimmed, runs of blank lines kept to one. */
const tidy = (body: string) => body.trim().replace(/\n{3,}/g, '\n\n');

export async function publishNotice(
  db: Db,
  actor: AuditActor,
  body: string,
): Promise<ConsoleNotice> {
  return db.transaction(async (tx) => {
    // one publisher at a time, so two never leave two active notices
    await tx.select({ id: notices.id }).from(notices).where(eq(notices.active, true)).for('update');
    const before = await activeNotice(tx);
    const text = tidy(body);
    await tx.update(notices).set({ active: false }).where(eq(notices.active, true));
    await tx.insert(notices).values({ body: text, active: true });
    await recordAudit(tx, {
      actor,
      action: 'notice.publish',
      subjectType: 'notice',
      subjectId: 'dashboard',
      before: { body: before.body },
      after: { body: text },
    });
    return activeNotice(tx);
  });
}

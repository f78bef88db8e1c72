import { eq } from 'drizzle-orm';
import type { ChangeConsoleSettingsRequest, ConsoleSettings } from '@contract/api/console';
import type { Db, Tx } from '../../../db/client';
import { users } from '../../../db/schema';
import { recordAudit, type AuditActor } from '../audit';
import { consoleSettings } from './tables';

/*
 * The console's settings: one row (migration 0034). Reading them is for every staff member; a
 * change is an owner's, with a reason, written with its audit entry in one database transaction.
 */

async function settingsRow(db: Db | Tx, forUpdate = false) {
  const query = db
    .select({
      supportMayExportTransactions: consoleSettings.supportMayExportTransactions,
      updatedAt: consoleSettings.updatedAt,
      updatedBy: users.email,
    })
    .from(consoleSettings)
    .leftJoin(users, eq(users.id, consoleSettings.updatedBy));
  const [row] = await (forUpdate ? query.for('update', { of: consoleSettings }) : query);
  if (!row) throw new Error('console_settings has no row: run the migrations');
  return row;
}

const presented = (row: Awaited<ReturnType<typeof settingsRow>>): ConsoleSettings => ({
  support_may_export_transactions: row.supportMayExportTransactions,
  updated_at: row.updatedAt?.toISOString() ?? null,
  updated_by: row.updatedBy ?? null,
});

export const readConsoleSettings = async (db: Db | Tx): Promise<ConsoleSettings> =>
  presented(await settingsRow(db));

/** Changes the settings and audits the change (before, after, reason); answers the new settings. */
export function changeConsoleSettings(
  db: Db,
  actor: AuditActor & { id: number },
  change: ChangeConsoleSettingsRequest,
): Promise<ConsoleSettings> {
  return db.transaction(async (tx) => {
    const before = presented(await settingsRow(tx, true));
    await tx
      .update(consoleSettings)
      .set({
        supportMayExportTransactions: change.support_may_export_transactions,
        updatedBy: actor.id,
        updatedAt: new Date(),
      })
      .where(eq(consoleSettings.id, true));
    await recordAudit(tx, {
      actor,
      action: 'settings.change',
      subjectType: 'console_settings',
      subjectId: 'console',
      reason: change.reason,
      before: { support_may_export_transactions: before.support_may_export_transactions },
      after: { support_may_export_transactions: change.support_may_export_transactions },
    });
    return readConsoleSettings(tx);
  });
}

import { sql } from 'drizzle-orm';
import type {
  SetProviderEnabledRequest,
  SetProviderForcedDownRequest,
  SetProviderPriorityRequest,
} from '@contract/api/console';
import type { Db, Tx } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { conflict, notFound } from '../../../lib/http-error';
import { recordAudit, type AuditActor } from '../audit';

/*
 * The owner's switches of a bills provider: enabled, priority, forced down. Each is one database
 * transaction with its audit row; routing reads bills_providers on every order, so the next order
 * in any server process follows the change. Asking for what is already so changes and audits
 * nothing (a retried request is harmless).
 */

interface SettingsRow {
  name: string;
  enabled: boolean;
  priority: number;
  forced_down: boolean;
}

async function lockProvider(tx: Tx, name: string): Promise<SettingsRow> {
  const [row] = rowsOf<SettingsRow>(
    await tx.execute(sql`
      SELECT name, enabled, priority, forced_down FROM bills_providers WHERE name = ${name}
      FOR UPDATE`),
  );
  if (!row) throw notFound('No such provider.');
  return row;
}

/**
 * What is on sale (an active plan of an active package, or an active package sold by amount)
 * that no other enabled provider has an enabled offer for: disabling `name` would stop selling it.
 */
async function soldOnlyThrough(tx: Tx, name: string): Promise<string[]> {
  const rows = rowsOf<{ title: string }>(
    await tx.execute(sql`
      SELECT pk.title || ' ' || pl.title AS title FROM plans pl
        JOIN packages pk ON pk.id = pl.package_id
        WHERE pl.active AND pk.active
          AND EXISTS (SELECT 1 FROM bills_offers o WHERE o.plan_id = pl.id AND o.provider = ${name}
            AND o.enabled)
          AND NOT EXISTS (SELECT 1 FROM bills_offers o JOIN bills_providers p ON p.name = o.provider
            WHERE o.plan_id = pl.id AND o.provider <> ${name} AND o.enabled AND p.enabled)
      UNION ALL
      SELECT pk.title FROM packages pk
        WHERE pk.active AND NOT EXISTS (SELECT 1 FROM plans pl WHERE pl.package_id = pk.id)
          AND EXISTS (SELECT 1 FROM bills_offers o WHERE o.package_id = pk.id AND o.plan_id IS NULL
            AND o.provider = ${name} AND o.enabled)
          AND NOT EXISTS (SELECT 1 FROM bills_offers o JOIN bills_providers p ON p.name = o.provider
            WHERE o.package_id = pk.id AND o.plan_id IS NULL AND o.provider <> ${name}
              AND o.enabled AND p.enabled)
      ORDER BY 1`),
  );
  return rows.map((row) => row.title);
}

/** The refusal of disabling a provider that is the only one selling something on sale. */
export function onlyProviderMessage(name: string, titles: string[]): string {
  const examples = titles.slice(0, 3).join(', ');
  const more = titles.length > 3 ? ` and ${titles.length - 3} more` : '';
  return `${name} is the only enabled provider of ${titles.length} product${titles.length === 1 ? '' : 's'} on sale (${examples}${more}). Enable another provider's offers for them or take them off sale first; to stop orders going there for a while, force it down instead.`;
}

/**
 * Enables or disables a provider. Disabling the only enabled provider of anything on sale is
 * refused (409): it would stop those sales without anyone deciding to. Forcing it down is the
 * switch for an outage; it is never refused.
 */
export async function setProviderEnabled(
  db: Db,
  actor: AuditActor,
  name: string,
  request: SetProviderEnabledRequest,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockProvider(tx, name);
    if (before.enabled === request.enabled) return;
    if (!request.enabled) {
      const stranded = await soldOnlyThrough(tx, name);
      if (stranded.length > 0) throw conflict(onlyProviderMessage(name, stranded));
    }
    await tx.execute(
      sql`UPDATE bills_providers SET enabled = ${request.enabled} WHERE name = ${name}`,
    );
    await recordAudit(tx, {
      actor,
      action: request.enabled ? 'provider.enable' : 'provider.disable',
      subjectType: 'provider',
      subjectId: name,
      reason: request.reason,
      before: { enabled: before.enabled },
      after: { enabled: request.enabled },
    });
  });
}

export async function setProviderPriority(
  db: Db,
  actor: AuditActor,
  name: string,
  request: SetProviderPriorityRequest,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockProvider(tx, name);
    if (Number(before.priority) === request.priority) return;
    await tx.execute(
      sql`UPDATE bills_providers SET priority = ${request.priority} WHERE name = ${name}`,
    );
    await recordAudit(tx, {
      actor,
      action: 'provider.priority',
      subjectType: 'provider',
      subjectId: name,
      reason: request.reason,
      before: { priority: Number(before.priority) },
      after: { priority: request.priority },
    });
  });
}

/** Forces a provider down (routing skips it, its offers stay) or releases it. */
export async function setProviderForcedDown(
  db: Db,
  actor: AuditActor,
  name: string,
  request: SetProviderForcedDownRequest,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockProvider(tx, name);
    if (before.forced_down === request.forced_down) return;
    await tx.execute(
      sql`UPDATE bills_providers SET forced_down = ${request.forced_down} WHERE name = ${name}`,
    );
    await recordAudit(tx, {
      actor,
      action: request.forced_down ? 'provider.force_down' : 'provider.release',
      subjectType: 'provider',
      subjectId: name,
      reason: request.reason,
      before: { forced_down: before.forced_down },
      after: { forced_down: request.forced_down },
    });
  });
}

import { sql } from 'drizzle-orm';
import type { ProviderHealth } from '@contract/api';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { unhealthyServices } from './breaker';

/**
 * Each registered bills provider's health: down when the owner switched it off or forced it down
 * (or it has no settings row), degraded while its breaker keeps orders of some service away, else up.
 */
export async function billsProviderHealth(
  db: Db,
  names: readonly string[],
): Promise<Omit<ProviderHealth, 'simulated'>[]> {
  const settings = rowsOf<{ name: string; enabled: boolean; forced_down: boolean }>(
    await db.execute(sql`SELECT name, enabled, forced_down FROM bills_providers`),
  );
  const byName = new Map(settings.map((row) => [row.name, row]));
  const unhealthy = await unhealthyServices(db);
  return names.map((name) => {
    const row = byName.get(name);
    const status =
      !row || !row.enabled || row.forced_down
        ? 'down'
        : (unhealthy.get(name) ?? 0) > 0
          ? 'degraded'
          : 'up';
    return { name, kind: 'bills', status };
  });
}

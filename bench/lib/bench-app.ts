import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { buildApp, prepareDatabase, type App } from '../../server/src/app';
import { testConfig, type AppConfig } from '../../server/src/config';
import type { Database } from '../../server/src/db/client';
import { bearer } from '../../server/test/accounts';
import { packageId, SANDBOX } from '../../server/test/purchases';

/*
 * The server the in-process benches run: the test config on PGlite in memory, or on DATABASE_URL
 * in a schema of its own (dropped when the bench closes it), quiet, with no background jobs (a
 * bench runs the passes it measures itself).
 */

export interface BenchApp {
  app: App;
  database: Database;
  /** DATABASE_URL when the bench runs on PostgreSQL */
  databaseUrl: string | undefined;
  close(): Promise<void>;
}

export interface BenchAppOptions {
  /**
   * The sandbox's one success number bought again and again: the VTpass simulator's duplicate
   * rule and ours (the same service and number within 30 s refused) are both off.
   */
  repeatPurchases?: boolean;
  /** anything else the bench sets, given the test config it starts from */
  overrides?: (base: AppConfig) => Partial<AppConfig>;
}

export async function benchApp({
  repeatPurchases = false,
  overrides,
}: BenchAppOptions = {}): Promise<BenchApp> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const base = testConfig();
  const config = testConfig({
    databaseUrl,
    logLevel: 'silent',
    jobs: { ...base.jobs, enabled: false },
    ...(repeatPurchases
      ? { vtpass: { ...base.vtpass, simulator: true, simulatorDuplicateWindowSeconds: 0 } }
      : {}),
    ...overrides?.(base),
  });
  const database = await prepareDatabase(config, true);
  const app = await buildApp({ config, database });
  if (repeatPurchases) app.purchases.duplicateWindowSeconds = 0;
  return {
    app,
    database,
    databaseUrl,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * MTN airtime bought through the route for the sandbox's success number, each purchase with an
 * amount of its own (₦100-₦20,099) and an Idempotency-Key of its own. Raises the VTpass
 * simulator's merchant wallet (₦10 million, which a run would spend: 018) out of reach first.
 */
export async function airtimePurchases({ app, database }: BenchApp) {
  const mtn = await packageId(database.db, 'mtn-airtime');
  await database.db.execute(sql`update sim_vtpass_merchant set balance_kobo = 1000000000000000`);
  let sequence = 0;
  return (token: string) => {
    sequence += 1;
    return app.inject({
      method: 'POST',
      url: '/api/v1/purchase-airtime/',
      headers: { ...bearer(token), 'idempotency-key': randomUUID() },
      payload: {
        network: 'MTN',
        phone_number: SANDBOX.success,
        amount: 100 + (sequence % 20_000),
        package_id: mtn,
      },
    });
  };
}

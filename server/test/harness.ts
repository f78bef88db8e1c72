import { buildApp, type App } from '../src/app';
import { testConfig, type AppConfig } from '../src/config';
import type { Database } from '../src/db/client';
import type { MailMessage } from '../src/lib/mailer';
import { openTestDatabase } from './database-template';

export interface TestContext {
  app: App;
  database: Database;
  config: AppConfig;
  /** mail the app has sent, oldest first (the test config keeps it in memory) */
  outbox: readonly MailMessage[];
  close(): Promise<void>;
}

/**
 * A server on a fresh database: PGlite in memory, or, when TEST_DATABASE_URL is set (CI), a schema
 * of its own on that PostgreSQL server, dropped on close.
 */
export async function startTestApp(overrides: Partial<AppConfig> = {}): Promise<TestContext> {
  const config = testConfig(overrides);
  const database = await openTestDatabase(config);
  const app = await buildApp({ config, database });
  return {
    app,
    database,
    config,
    outbox: app.mailer.outbox,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Parses an inject response body as JSON with a type for the test's expectations. */
export function json<T = Record<string, unknown>>(response: { body: string }): T {
  return JSON.parse(response.body) as T;
}

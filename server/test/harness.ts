import { buildApp, type App, type BuildOptions } from '../src/app';
import { testConfig, type AppConfig } from '../src/config';
import type { Database } from '../src/db/client';
import type { MailMessage } from '../src/lib/mailer';
import { guardedValidatorFactory } from '../src/plugins/input-guard';
import { openTestDatabase } from './database-template';
import { serializersCompiledOnFirstUse } from './serializers-on-first-use';

export interface TestContext {
  app: App;
  database: Database;
  config: AppConfig;
  /** mail the app has sent, oldest first (the test config keeps it in memory) */
  outbox: readonly MailMessage[];
  close(): Promise<void>;
}

export interface TestAppOptions {
  /**
   * The process's own metrics (GC, event loop, CPU): off unless a suite tests them. prom-client
   * never stops watching GC and the event loop once asked, so each app that collected them kept
   * its whole suite in the jest worker's memory (~25 MB a suite).
   */
  processMetrics?: boolean;
}

/**
 * A server on a fresh database: PGlite in memory, or, when TEST_DATABASE_URL is set (CI), a schema
 * of its own on that PostgreSQL server, dropped on close.
 */
export async function startTestApp(
  overrides: Partial<AppConfig> = {},
  { processMetrics = false }: TestAppOptions = {},
): Promise<TestContext> {
  const config = testConfig(overrides);
  const database = await openTestDatabase(config);
  const app = await buildApp(suiteBuild(config, database, processMetrics));
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

/**
 * How long the bills providers' adapters wait for an answer, for the suites that test one that
 * never comes (the simulators' 'timeout' mode answers a second after the adapter gives up). Those
 * tests wait this long, not the test config's 2 s; the suite's other calls to the in-process
 * simulators answer in a few tens of milliseconds, so 500 ms still leaves them ten times that.
 */
export const PROVIDER_GIVES_UP_MS = 500;

/** Config overrides with both bills adapters giving up after PROVIDER_GIVES_UP_MS. */
export function impatientProviders(): Partial<AppConfig> {
  const { vtpass, clubkonnect } = testConfig();
  return {
    vtpass: { ...vtpass, timeoutMs: PROVIDER_GIVES_UP_MS },
    clubkonnect: { ...clubkonnect, timeoutMs: PROVIDER_GIVES_UP_MS },
  };
}

/** Parses an inject response body as JSON with a type for the test's expectations. */
export function json<T = Record<string, unknown>>(response: { body: string }): T {
  return JSON.parse(response.body) as T;
}

/**
 * The request validators of every app a test worker builds: its suites share the server's modules
 * and so its route schemas, and Ajv compiles each schema once for all of them (compiling the
 * schemas again for each app was a tenth of the server suites' CPU).
 */
const workerValidators = guardedValidatorFactory({ compileOnFirstUse: true });

/** How a suite builds an app (`startTestApp`, `anotherInstance`, a suite's own `buildApp`). */
export function suiteBuild(
  config: AppConfig,
  database: Database,
  processMetrics = false,
): BuildOptions {
  // Compiling all of the app's route schemas is most of an app's start; a suite uses a few routes.
  // Every schema still compiles at start in the suites that build the app as the server does
  // (buildApp's default: app.test.ts and the suites that start server processes).
  return {
    config,
    database,
    compileSchemasOnFirstUse: true,
    buildValidator: workerValidators,
    buildSerializer: serializersCompiledOnFirstUse(),
    processMetrics,
  };
}

/** A second server on the suite's database, as another process behind a load balancer; close it. */
export function anotherInstance(ctx: TestContext): Promise<App> {
  return buildApp(suiteBuild(ctx.config, ctx.database));
}

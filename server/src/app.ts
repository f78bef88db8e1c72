import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyCompress from '@fastify/compress';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { configuredProviders, type AppConfig } from './config';
import { loggerOptions } from './lib/log-redaction';
import { fastifyTrustProxy } from './lib/trust-proxy';
import { openDatabase, type Database } from './db/client';
import { migrate } from './db/migrate';
import { seedCatalogue } from './modules/catalogue/seed';
import authPlugin from './modules/auth/plugin';
import { addExamples } from './openapi-examples';
import chargedRequestsPlugin from './modules/auth/charged-requests';
import transactionPinPlugin from './modules/auth/transaction-pin-gate';
import dbPlugin from './plugins/db';
import docsPlugin from './plugins/docs';
import { clientErrorHandler } from './plugins/client-errors';
import closingPlugin from './plugins/closing';
import errorsPlugin, { frameworkErrors } from './plugins/errors';
import { guardedValidatorFactory, jsonDepthGuardPlugin } from './plugins/input-guard';
import type { ValidatorFactory } from '@fastify/ajv-compiler';
import securityPlugin from './plugins/security';
import webPlugin from './plugins/web';
import accountsRoutes from './modules/accounts/routes';
import apiKeyRoutes from './modules/api-keys/routes';
import beneficiaryRoutes from './modules/beneficiaries/routes';
import kycRoutes from './modules/kyc/routes';
import scheduleRoutes from './modules/schedules/routes';
import { runDueSchedules } from './modules/schedules/runner';
import { recordingCableDueDates } from './modules/schedules/cable-due-dates';
import { sendCableReminders } from './modules/schedules/cable-reminders';
import catalogueRoutes from './modules/catalogue/routes';
import networkStatusRoutes from './modules/network-status/routes';
import healthRoutes from './modules/health/routes';
import eventsRoutes from './modules/events/routes';
import walletRoutes from './modules/wallet/routes';
import transactionsRoutes from './modules/transactions/routes';
import paymentsRoutes from './modules/payments/routes';
import { connectProviders } from './composition';
import { createMetrics } from './modules/metrics/registry';
import metricsPlugin from './modules/metrics/plugin';
import { createMailer } from './lib/mailer';
import purchaseRoutes from './services/purchase-routes';
import { createRequeryWorker } from './modules/purchases/reconciler';
import { checkDecisionsDue } from './modules/purchases/decision-checks';
import { alertJob } from './modules/console/alerts/check';
import { recordBillsBalancesIfDue } from './modules/reconciliation/provider-balances';
import type { EngineDeps } from './modules/purchases/engine';
import { epinOrders, epinRoutes, type EpinOrderDeps } from './services/epins';
import { withPrimary } from './modules/purchases/bills-providers';
import { routingMemory } from './modules/purchases/offers';
import { quoteDepsOf } from './modules/purchases/quote';
import {
  deliverDueWebhooks,
  enqueueTestOrderWebhook,
  enqueueTransactionWebhook,
} from './modules/webhooks';
import {
  resolveTestOrders,
  TEST_ORDER_PENDING_SECONDS,
  type TestOrderDeps,
} from './modules/test-orders';
import { startJobs } from './jobs/scheduler';
import { pruneSessions } from './jobs/prune-sessions';
import { vacuumDeadRows } from './jobs/pglite-vacuum';
import bulkPurchaseRoutes from './modules/bulk-purchases/routes';
import {
  BULK_CONCURRENCY,
  createBulkWorker,
  type BulkWorker,
} from './modules/bulk-purchases/worker';
import { expireUnpaidCheckouts } from './modules/payments/checkout-expiry';
import { mailSettledReceipts } from './modules/receipts/after-purchase';
import { PRICE_CHANGE_BATCH, sendPriceChangeNotices } from './modules/price-changes/notices';
import { mailProblemReports } from './modules/problem-reports/mails';
import { mailHolds } from './modules/kyc/hold-mail';
import resellerFormatRoutes from './modules/reseller-formats/routes';
import planMapRoutes from './modules/reseller-formats/plan-map-routes';
import testOrderRoutes from './modules/test-orders/routes';
import problemReportRoutes from './modules/problem-reports/routes';
import receiptRoutes from './modules/receipts/routes';
import airtimeToCashRoutes from './modules/airtime-to-cash/routes';
import smsRoutes from './modules/sms/routes';
import { settleStaleSms, STALE_SMS_MS, UNANSWERED_SMS_MS } from './modules/sms/sweep';
import opsRoutes from './ops/routes';
import consolePlugin from './modules/console/plugin';
import smsReportRoutes from './modules/sms/report-routes';
import marketingPublicRoutes from './modules/marketing/public-routes';
import { deliverMarketing } from './modules/marketing/deliver';
import { MARKETING_LIMITS, type MarketingDeps } from './modules/marketing/deps';
import { optOutKey } from './modules/marketing/opt-out-token';
import staffSecurityPlugin from './modules/staff-security/plugin';
import noticeContextPlugin from './modules/accounts/notice-context';
import { named } from './lib/plugin-name';

export type App = FastifyInstance;

declare module 'fastify' {
  interface FastifyInstance {
    /** the purchase engine's dependencies (tests run the reconciler with them) */
    purchases: EngineDeps;
    /** buys bulk top-up rows in the background (tests wait for it to be idle) */
    bulkWorker: BulkWorker;
  }
}

export interface BuildOptions {
  config: AppConfig;
  /** an open database to use (several apps on one database); otherwise one is opened */
  database?: Database;
  /** where log lines go instead of stdout (tests read them) */
  logStream?: { write(line: string): void };
  /**
   * Compile each route's request schemas on its first request, not at start (tests: a suite's app
   * serves a few of its routes; a server's start is where a broken schema must fail).
   */
  compileSchemasOnFirstUse?: boolean;
  /**
   * builds the request validators in place of a new guarded Ajv compiler of the app's own (tests:
   * one for all of a test worker's apps, so each schema compiles once in the worker)
   */
  buildValidator?: ValidatorFactory;
  /** builds the response serializers in place of Fastify's own (tests: compiled on first use) */
  buildSerializer?: SerializerFactory;
  /** the process's own metrics at /metrics (CPU, memory, GC, event loop); on unless turned off */
  processMetrics?: boolean;
}

type SerializerFactory = NonNullable<
  NonNullable<
    NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
  >['buildSerializer']
>;

/** Opens, migrates and seeds the database named by the config. */
export async function prepareDatabase(
  config: AppConfig,
  isolatedSchema = false,
): Promise<Database> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    isolatedSchema,
  });
  await migrate(database);
  await seedCatalogue(database.db, { minMarginBp: config.minPriceMarginBp });
  return database;
}

export async function buildApp({
  config,
  database,
  logStream,
  compileSchemasOnFirstUse = false,
  buildValidator,
  buildSerializer,
  processMetrics = true,
}: BuildOptions): Promise<App> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 256 * 1024,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    ajv: { customOptions: { removeAdditional: true, coerceTypes: 'array', allErrors: true } },
    schemaController: {
      compilersFactory: {
        buildValidator:
          buildValidator ??
          guardedValidatorFactory({ compileOnFirstUse: compileSchemasOnFirstUse }),
        ...(buildSerializer ? { buildSerializer } : {}),
      },
    },
    frameworkErrors,
    clientErrorHandler,
    // Closing answers new requests itself (plugins/closing.ts), in the error envelope.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
  }).withTypeProvider<TypeBoxTypeProvider>();

  const ownsDatabase = !database;
  const db = database ?? (await prepareDatabase(config, !!config.databaseUrl && !config.dataDir));

  await app.register(named(errorsPlugin), { brandName: config.brandName });
  await app.register(named(closingPlugin), { brandName: config.brandName });
  await app.register(named(jsonDepthGuardPlugin));
  // Before any route: it attaches to each route as it is added. Answers of 1 KB and more, in
  // brotli (quality 4: fast enough per request) or gzip; static files already compressed at
  // build time keep their own encoding, and the live event stream writes to the socket itself.
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
  await app.register(named(securityPlugin), { https: config.publicUrl.startsWith('https:') });
  await app.register(named(dbPlugin), { database: db, ownsDatabase });
  await app.register(named(staffSecurityPlugin), { twoFactorKey: config.twoFactorKey });
  const metrics = createMetrics({ processMetrics });
  await app.register(named(metricsPlugin), {
    metrics,
    token: config.metricsToken,
    live: config.mode.mode === 'live',
  });
  await app.register(named(authPlugin), {
    secret: config.jwtSecret,
    apiKeyRateLimit: config.apiKeyRateLimit,
    staffTokenTtlSeconds: config.console.tokenTtlSeconds,
  });
  await app.register(named(chargedRequestsPlugin), { maxPerUser: config.chargedRequestsPerUser });
  await app.register(named(docsPlugin), {
    brandName: config.brandName,
    publicUrl: config.publicUrl,
    addExamples,
  });

  const mailer = createMailer(config);
  app.decorate('mailer', mailer);
  await app.register(named(noticeContextPlugin), { config, mailer });
  await app.register(named(transactionPinPlugin), { config });

  const providers = await connectProviders(app, config, metrics);
  const { payments, sms, isSignedSmsReport } = providers;
  // Smart card verifications also store the subscription's due date (renewal reminders).
  const bills = recordingCableDueDates(app.db, providers.bills, app.log);
  // Printable cards are bought from their own seller and settled by the same engine.
  const epins: EpinOrderDeps = {
    db: app.db,
    seller: providers.epins,
    epinKey: config.epinKey,
    batchLimit: config.epinBatchLimit,
    onFinal: enqueueTransactionWebhook,
    requeryFirstDelayMs: config.jobs.requeryFirstDelayMs,
    payTimeoutMs: config.clubkonnect.timeoutMs,
    payGraceMs: config.jobs.payGraceMs,
  };
  // Alerts to staff: run by the jobs below; a provider's breaker changing asks for a check now.
  const alerts = alertJob({
    db: app.db,
    mailer,
    sms,
    config,
    log: app.log,
    lowFloatKobo: config.console.providerLowBalanceKobo,
  });
  const purchases: EngineDeps = {
    db: app.db,
    providers: withPrimary(providers.billsProviders, bills),
    onFinal: enqueueTransactionWebhook,
    requeryFirstDelayMs: config.jobs.requeryFirstDelayMs,
    payTimeoutMs: config.vtpass.timeoutMs,
    payGraceMs: config.jobs.payGraceMs,
    routing: routingMemory(),
    ownOrders: epinOrders(epins),
    onBreakerHealth: alerts.checkSoon,
  };
  app.decorate('purchases', purchases);
  // Test keys' orders: answered by the sandbox in this process, whatever the mode.
  const testOrders: TestOrderDeps = {
    db: app.db,
    providers: providers.testKeyProviders,
    pendingSeconds: config.vtpass.simulatorPendingSeconds || TEST_ORDER_PENDING_SECONDS,
    onFinal: enqueueTestOrderWebhook,
  };
  // Bulk top-up rows are bought in the background, a few at a time, by every process.
  const bulkWorker = createBulkWorker(purchases, {
    concurrency: BULK_CONCURRENCY,
    leaseMs: config.vtpass.timeoutMs + 60_000,
    onError: (error, row) => app.log.error({ err: error, ...row }, 'bulk purchase row failed'),
  });
  app.decorate('bulkWorker', bulkWorker);
  app.addHook('onClose', () => bulkWorker.stop());
  // The owner's marketing messages: delivered by a job, paid by the business (never a wallet).
  const marketing: MarketingDeps = {
    db: app.db,
    mailer,
    sms,
    brand: { brandName: config.brandName, publicUrl: config.publicUrl },
    optOutKey: optOutKey(config.jwtSecret),
    limits: MARKETING_LIMITS,
  };
  app.decorate('marketing', marketing);
  await app.register(
    async (api) => {
      await api.register(named(accountsRoutes), { config, mailer });
      await api.register(named(apiKeyRoutes), { config, mailer });
      await api.register(named(purchaseRoutes), { deps: purchases, testOrders });
      await api.register(named(epinRoutes), { deps: epins });
      await api.register(named(airtimeToCashRoutes));
      await api.register(named(smsRoutes), { deps: { ...purchases, sms } });
      await api.register(named(smsReportRoutes), {
        deps: purchases,
        isSignedReport: isSignedSmsReport,
      });
      await api.register(named(opsRoutes), { prefix: '/ops', token: config.opsToken });
      await api.register(named(catalogueRoutes));
      await api.register(named(networkStatusRoutes));
      await api.register(named(healthRoutes), {
        mode: config.mode,
        providers: configuredProviders(config),
      });
      await api.register(named(walletRoutes));
      await api.register(named(eventsRoutes));
      await api.register(named(transactionsRoutes));
      await api.register(named(beneficiaryRoutes));
      await api.register(named(bulkPurchaseRoutes), { deps: purchases, worker: bulkWorker });
      await api.register(named(scheduleRoutes), { deps: quoteDepsOf(purchases) });
      await api.register(named(receiptRoutes), { config, mailer });
      await api.register(named(problemReportRoutes), { deps: purchases });
      await api.register(named(planMapRoutes));
      await api.register(named(testOrderRoutes));
      await api.register(named(marketingPublicRoutes), { optOutKey: marketing.optOutKey });
      await api.register(named(kycRoutes), {
        deps: { db: app.db, identity: providers.identity, identityKey: config.identityKey },
      });
      await api.register(named(paymentsRoutes), {
        deps: {
          payments,
          ...(providers.paystack ? { paystack: providers.paystack } : {}),
          paystackPreferredBank: config.paystack.preferredBank,
          identityKey: config.identityKey,
          publicUrl: config.publicUrl,
          brandName: config.brandName,
        },
      });
    },
    { prefix: '/api/v1' },
  );
  // The reseller formats (MSORG, ADEX) at the paths resellers' code already calls: /api/data, ...
  await app.register(named(resellerFormatRoutes), {
    prefix: '/api',
    brandName: config.brandName,
    context: {
      orders: { engine: purchases, finalWaitMs: config.resellerFinalWaitMs, testOrders },
      quotes: quoteDepsOf(purchases),
    },
  });
  // The operator console's API, /api/v1/console/* (staff only).
  await app.register(named(consolePlugin), {
    console: config.console,
    payments,
    ...(providers.paystack ? { paystack: providers.paystack } : {}),
    brandName: config.brandName,
    minPriceMarginBp: config.minPriceMarginBp,
    opsToken: config.opsToken,
    marketing,
    identityKey: config.identityKey,
    // wrong two-factor codes in the console: as failed logins on one e-mail from one IP
    codeThrottle: {
      failures: config.authThrottle.pairFailures,
      windowSeconds: config.authThrottle.pairWindowSeconds,
    },
  });

  await app.register(named(webPlugin), {
    webRoot: config.webRoot,
    site: {
      brandName: config.brandName,
      supportEmail: config.supportEmail,
      supportPhone: config.supportPhone,
      apiDocsUrl: config.apiDocsUrl,
      publicUrl: config.publicUrl,
      sandbox: config.mode.mode === 'sandbox',
      manualTransfer: config.manualTransfer,
    },
  });
  if (config.jobs.enabled) {
    const batchSize = 20;
    const requery = createRequeryWorker(purchases, {
      concurrency: config.jobs.requeryConcurrency,
      onError: (error, transactionId) =>
        app.log.error({ err: error, transactionId }, 'requery failed'),
    });
    const jobs = startJobs(
      [
        // Any claim may have left more due: the next pass waits for a free slot, then claims.
        {
          name: 'requery',
          batchSize: 1,
          run: (stopping) => requery.pass(stopping),
          drain: () => requery.drain(),
        },
        {
          name: 'sms-sweep',
          batchSize,
          run: (stopping) =>
            settleStaleSms(
              { ...purchases, sms },
              batchSize,
              STALE_SMS_MS,
              UNANSWERED_SMS_MS,
              stopping,
            ),
        },
        // Bulk top-up rows left queued by a process that stopped (restart, crash).
        {
          name: 'bulk-purchases',
          batchSize: BULK_CONCURRENCY,
          run: (stopping) => bulkWorker.pass(stopping),
        },
        // Asks the provider again about purchases settled by hand early (conflicts, not money).
        // A check that may have raised a conflict asks the alerts to look now.
        {
          name: 'decision-checks',
          batchSize: 10,
          run: async () => {
            const checked = await checkDecisionsDue(purchases, 10);
            if (checked > 0) alerts.checkSoon();
            return checked;
          },
        },
        // Trouble told to the owners and opted-in staff once per incident (conflicts included).
        alerts,
        // Each bills provider's balance every 15 minutes and at each Lagos day boundary.
        {
          name: 'provider-balance',
          batchSize: 1,
          run: async () => {
            await recordBillsBalancesIfDue(app.db, providers.billsProviders, (provider, err) =>
              app.log.warn({ err, provider }, 'could not read a bills provider balance'),
            );
            return 0;
          },
        },
        {
          name: 'receipt-mails',
          batchSize,
          run: () => mailSettledReceipts({ db: app.db, mailer, config, log: app.log }, batchSize),
        },
        // Each step of a customer's problem report, e-mailed to them.
        {
          name: 'problem-report-mails',
          batchSize,
          run: () => mailProblemReports({ db: app.db, mailer, config, log: app.log }, batchSize),
        },
        // A wallet held over its identity tier's limits, e-mailed to its customer once.
        {
          name: 'wallet-hold-mails',
          batchSize,
          run: () => mailHolds({ db: app.db, mailer, config, log: app.log }, batchSize),
        },
        // Each plan price change or withdrawal, told to every API reseller at its level once: a
        // webhook each, one e-mail per pass. A pass takes a disabled package's plans together.
        {
          name: 'price-change-notices',
          batchSize: PRICE_CHANGE_BATCH,
          run: () =>
            sendPriceChangeNotices(
              { db: app.db, mailer, config, log: app.log },
              PRICE_CHANGE_BATCH,
            ),
        },
        // Test keys' processing orders, delivered when the sandbox's wait is over.
        {
          name: 'test-orders',
          batchSize,
          run: async () => (await resolveTestOrders(testOrders, undefined, batchSize)).length,
        },
        {
          name: 'checkout-expiry',
          batchSize,
          run: () => expireUnpaidCheckouts(app.db, config.monnify.checkoutMinutes, batchSize),
        },
        // Scheduled purchases due now, each bought once through the purchase engine.
        {
          name: 'schedules',
          batchSize: 10,
          run: () =>
            runDueSchedules({ ...purchases, notices: { config, mailer, log: app.log } }, 10),
        },
        // Sessions and used login challenges that nothing can use any more.
        { name: 'prune-sessions', batchSize: 100, run: () => pruneSessions(app.db, 100) },
        // PGlite has no autovacuum: tables past their dead rows' threshold, vacuumed.
        { name: 'pglite-vacuum', batchSize: Infinity, run: () => vacuumDeadRows(db) },
        {
          name: 'cable-reminders',
          batchSize: 20,
          run: () => sendCableReminders({ db: app.db, config, mailer, log: app.log }, 20),
        },
        // Confirmed marketing campaigns, each recipient once, within the delivery rate.
        {
          name: 'marketing-messages',
          batchSize,
          run: () => deliverMarketing(marketing, batchSize),
        },
        {
          name: 'webhooks',
          batchSize,
          run: () => deliverDueWebhooks(app.db, { ...config.webhooks, limit: batchSize }),
        },
      ],
      config.jobs.pollMs,
      app.log,
    );
    app.addHook('onClose', () => jobs.stop());
  }
  await app.ready();
  return app;
}

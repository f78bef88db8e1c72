import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  HealthProbeSchema,
  HealthSchema,
  success,
  type ConfiguredProvider,
  type Health,
  type ProviderHealth,
} from '@contract/api';
import { billsProviderHealth } from '../purchases/provider-health';
import { unhealthyFundingProviders } from '../payments/funding-providers';
import { pendingMigrations } from '../../db/migrate';
import { sendError } from '../../plugins/errors';
import type { ModeConfig } from '../../run-mode';
import { apiError } from '../../lib/api-schemas';

export const DATABASE_UNREACHABLE = 'The database is not reachable.';
export const migrationsPending = (names: string[]) =>
  `The database is missing migrations: ${names.join(', ')}.`;

/**
 * Probes for a load balancer or orchestrator: `live` (the process answers; restart it if not),
 * `ready` (it can serve: database reachable and migrated; send it no traffic if not), and the
 * original health check, which also says whether real money moves (sandbox or live).
 */
export interface HealthOptions {
  mode: ModeConfig;
  /** every provider built, and whether its simulator answers */
  providers: readonly ConfiguredProvider[];
}

export default async function healthRoutes(app: FastifyInstance, options: HealthOptions) {
  const { mode, simulated } = options.mode;
  const billsNames = options.providers
    .filter((provider) => provider.kind === 'bills')
    .map((provider) => provider.name);

  /** Runs `check` against the database; a failure is a 503 naming it, never a 500. */
  const unlessDatabaseFails = async (reply: FastifyReply, check: () => Promise<string | null>) => {
    let problem: string | null;
    try {
      problem = await check();
    } catch (error) {
      reply.log.warn({ err: error }, 'health: database unreachable');
      problem = DATABASE_UNREACHABLE;
    }
    if (problem) {
      reply.header('cache-control', 'no-store');
      sendError(reply, 503, problem);
    }
    return problem === null;
  };

  app.get(
    '/health/',
    {
      schema: {
        operationId: 'getHealth',
        tags: ['system'],
        summary: 'Service health, the run mode, the providers and which are simulated',
        description: `503 '${DATABASE_UNREACHABLE}' when the database does not answer.`,
        response: { 200: success(HealthSchema), 503: apiError },
      },
    },
    async (_request, reply): Promise<{ data: Health } | FastifyReply> => {
      let providers: ProviderHealth[] = [];
      const ok = await unlessDatabaseFails(reply, async () => {
        const [bills, payments] = await Promise.all([
          billsProviderHealth(app.db, billsNames),
          unhealthyFundingProviders(app.db),
        ]);
        // a payments provider whose checkout breaker is not closed is degraded; SMS has none: up
        providers = options.providers.map((provider) => ({
          ...provider,
          status:
            bills.find((health) => health.name === provider.name)?.status ??
            (payments.has(provider.name) ? 'degraded' : 'up'),
        }));
        return null;
      });
      return ok ? { data: { status: 'ok', mode, simulated, providers } } : reply;
    },
  );

  app.get(
    '/health/live',
    {
      schema: {
        operationId: 'getHealthLive',
        tags: ['system'],
        summary: 'Liveness: the process is up and answering (the database is not consulted)',
        response: { 200: success(HealthProbeSchema) },
      },
    },
    async () => ({ data: { status: 'ok' as const } }),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        operationId: 'getHealthReady',
        tags: ['system'],
        summary: 'Readiness: the database answers and has every migration this version needs',
        description:
          `503 in the error envelope otherwise: '${DATABASE_UNREACHABLE}', or 'The database is ` +
          "missing migrations: ...' naming them.",
        response: { 200: success(HealthProbeSchema), 503: apiError },
      },
    },
    async (_request, reply) => {
      const ok = await unlessDatabaseFails(reply, async () => {
        const pending = await pendingMigrations(app.db);
        return pending.length ? migrationsPending(pending) : null;
      });
      return ok ? { data: { status: 'ok' as const } } : reply;
    },
  );
}

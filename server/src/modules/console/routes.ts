import type { FastifyContextConfig, FastifyInstance, RouteOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ConsoleMeSchema } from '@contract/api/console';
import type { ConsoleConfig } from '../../console-config';
import type { PaymentsProvider } from '../../ports/payments';
import { consoleAccess, staffOf } from './guard';
import { consoleErrors } from './schemas';
import { consoleReasonGuard } from './reason-guard';
import staffRoutes from './staff/routes';
import customerRoutes from './customers/routes';
import auditRoutes from './audit/routes';
import operationsRoutes from './transactions/operations-routes';
import overviewRoutes from './overview/routes';
import catalogueRoutes from './catalogue/routes';
import noticeRoutes from './notice/routes';
import approvalRoutes from './approvals/routes';
import { auditRefusals } from './guardrails';
import reconciliationRoutes from './reconciliation/routes';
import securityRoutes from './security/routes';
import providerRoutes from './providers/routes';
import offerRoutes from './catalogue/offer-routes';
import settingsRoutes from './settings/routes';
import alertRoutes from './alerts/routes';
import paymentProviderRoutes from '../payments/console-routes';
import { offeredProviders } from '../payments/funding-providers';
import problemReportRoutes from './problem-reports/routes';
import type { CodeThrottleOptions } from '../staff-security/code-throttle';
import { moneyLimitsOf } from './money-policy/policy';
import { named } from '../../lib/plugin-name';
import marketingRoutes from '../marketing/routes';
import type { MarketingDeps } from '../marketing/deps';
import type { EnvelopeKey } from '../../lib/secret-envelope';
import kycRoutes from './kyc/routes';

/** A console route as the role test sees it: where it is and which roles it allows. */
export interface ConsoleRouteInfo {
  method: string;
  url: string;
  /** the roles of its `config.staff`, undefined for every staff role */
  staff: readonly string[] | undefined;
  /** its `config.opsCommand`: the ops command (the operator token) may use it */
  opsCommand: boolean;
  /** its `config.money`: the staff money movement it makes, or false (undefined: not declared) */
  money: FastifyContextConfig['money'];
  /** its request schemas (JSON Schema), for tests that generate requests */
  schema: ConsoleRouteSchema;
}

/** What a console route's requests carry, as its schema declares it. */
export interface ConsoleRouteSchema {
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
  headers?: unknown;
}

export interface ConsoleRoutesOptions {
  console: ConsoleConfig;
  /** filled with every console route as it is added (the table-driven role test reads it) */
  routeList: ConsoleRouteInfo[];
  /** the payments port (the day's reconciliation reads Monnify's records through it) */
  payments: PaymentsProvider;
  /** Paystack, reconciled beside Monnify */
  paystack?: PaymentsProvider;
  /** names the account in authenticator apps */
  brandName: string;
  /** wrong two-factor codes a staff member may type in the console per window */
  codeThrottle: CodeThrottleOptions;
  /** MIN_PRICE_MARGIN_PERCENT in basis points (the offers' margin warnings) */
  minPriceMarginBp: number;
  /** the operator token (OPS_TOKEN): the ops command's routes accept it in X-Ops-Token */
  opsToken: string;
  /** the owner's marketing messages */
  marketing: MarketingDeps;
  /** opens the tier-3 identity documents (IDENTITY_ENCRYPTION_KEY) */
  identityKey: EnvelopeKey;
}

/**
 * /api/v1/console/*: every route here needs a signed-in user with a staff role (bearer token only;
 * API keys are refused), and the roles of its `config.staff` (default owner and support); the
 * routes with `config.opsCommand` also take the operator token (ops-command.ts). Routes
 * stay out of the public API document but still need an operationId, a summary and schemas.
 */
export default async function consoleRoutes(
  instance: FastifyInstance,
  options: ConsoleRoutesOptions,
) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.decorateRequest('staffMember', null);
  app.decorateRequest('opsCommand', null);

  app.addHook('onRoute', (route: RouteOptions) => {
    const schema = (route.schema ?? {}) as { operationId?: string; summary?: string };
    const name = `${[route.method].flat().join(',')} ${route.url}`;
    if (!schema.operationId) throw new Error(`${name} has no operationId in its schema`);
    if (!schema.summary) throw new Error(`${name} has no summary in its schema`);
    for (const method of [route.method].flat())
      if (method !== 'HEAD')
        options.routeList.push({
          method,
          url: route.url,
          staff: route.config?.staff,
          opsCommand: route.config?.opsCommand === true,
          money: route.config?.money,
          schema: route.schema as ConsoleRouteSchema,
        });
  });
  app.addHook('onRequest', consoleAccess(app, { ...options.console, opsToken: options.opsToken }));
  app.addHook('onError', auditRefusals(app.db));
  app.addHook('preValidation', consoleReasonGuard);

  app.get(
    '/me',
    {
      config: { beforeTwoFactor: true },
      schema: {
        operationId: 'consoleMe',
        summary: 'The staff member using the console: name, e-mail and role',
        response: { 200: Type.Object({ data: ConsoleMeSchema }), ...consoleErrors },
      },
    },
    async (request) => {
      const { twoFactor, ...staff } = staffOf(request);
      return {
        data: {
          ...staff,
          two_factor: twoFactor,
          manual_credit_limit_kobo:
            staff.role === 'owner' ? null : options.console.supportCreditLimitKobo,
        },
      };
    },
  );

  // Each console area registers here: one import above and one line below. Roles are declared per
  // route (`config: OWNER_ONLY` from ./guard); the role test covers every route added here.
  await app.register(named(staffRoutes));
  const limits = moneyLimitsOf(options.console);
  await app.register(named(customerRoutes), { limits });
  await app.register(named(approvalRoutes));
  await app.register(named(auditRoutes));
  await app.register(named(operationsRoutes), { limits });
  await app.register(named(overviewRoutes));
  await app.register(named(catalogueRoutes));
  await app.register(named(offerRoutes), { minPriceMarginBp: options.minPriceMarginBp });
  await app.register(named(noticeRoutes));
  await app.register(named(settingsRoutes));
  await app.register(named(alertRoutes), {
    lowFloatKobo: options.console.providerLowBalanceKobo,
  });
  await app.register(named(paymentProviderRoutes), { offered: offeredProviders(options) });
  await app.register(named(problemReportRoutes));
  await app.register(named(reconciliationRoutes), {
    providerLowBalanceKobo: options.console.providerLowBalanceKobo,
    payments: options.payments,
    ...(options.paystack ? { paystack: options.paystack } : {}),
  });
  await app.register(named(providerRoutes), {
    providerLowBalanceKobo: options.console.providerLowBalanceKobo,
  });
  await app.register(named(marketingRoutes), { deps: options.marketing });
  await app.register(named(kycRoutes), { limits, identityKey: options.identityKey });
  await app.register(named(securityRoutes), {
    issuer: options.brandName,
    codeThrottle: options.codeThrottle,
  });
}

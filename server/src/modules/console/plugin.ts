import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ConsoleConfig } from '../../console-config';
import type { PaymentsProvider } from '../../ports/payments';
import consoleRoutes, { type ConsoleRouteInfo } from './routes';
import { promoteFirstOwner } from './first-owner';
import type { CodeThrottleOptions } from '../staff-security/code-throttle';
import { named } from '../../lib/plugin-name';
import type { MarketingDeps } from '../marketing/deps';
import type { EnvelopeKey } from '../../lib/secret-envelope';

declare module 'fastify' {
  interface FastifyInstance {
    /** every route under /api/v1/console with the roles it allows (the role test walks them) */
    consoleRoutes: readonly ConsoleRouteInfo[];
  }
}

/**
 * The operator console's API under /api/v1/console, and the first owner named by
 * CONSOLE_OWNER_EMAIL while the console has none.
 */
async function consolePlugin(
  app: FastifyInstance,
  options: {
    console: ConsoleConfig;
    /** the payments port (the day's reconciliation reads Monnify's records through it) */
    payments: PaymentsProvider;
    /** Paystack, reconciled beside Monnify */
    paystack?: PaymentsProvider;
    brandName: string;
    codeThrottle: CodeThrottleOptions;
    /** MIN_PRICE_MARGIN_PERCENT in basis points */
    minPriceMarginBp: number;
    /** the operator token: the ops command's console routes accept it */
    opsToken: string;
    /** the owner's marketing messages (console/messages) */
    marketing: MarketingDeps;
    /** opens the tier-3 identity documents */
    identityKey: EnvelopeKey;
  },
) {
  const routeList: ConsoleRouteInfo[] = [];
  app.decorate('consoleRoutes', routeList);
  await app.register(named(consoleRoutes), {
    prefix: '/api/v1/console',
    console: options.console,
    brandName: options.brandName,
    codeThrottle: options.codeThrottle,
    routeList,
    payments: options.payments,
    ...(options.paystack ? { paystack: options.paystack } : {}),
    minPriceMarginBp: options.minPriceMarginBp,
    opsToken: options.opsToken,
    marketing: options.marketing,
    identityKey: options.identityKey,
  });
  if (options.console.ownerEmail) {
    const promoted = await promoteFirstOwner(app.db, options.console.ownerEmail);
    if (promoted === 'promoted')
      app.log.info({ email: options.console.ownerEmail }, 'CONSOLE_OWNER_EMAIL is now an owner');
    else if (promoted === 'no-such-user')
      app.log.warn(
        { email: options.console.ownerEmail },
        'CONSOLE_OWNER_EMAIL names no user: register that account, then restart',
      );
  }
}

export default fp(consolePlugin, { name: 'console', dependencies: ['db', 'auth'] });

import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { NetworkStatusSchema, success } from '@contract/api';
import { NETWORK_STATUS_RULES } from '@contract/rules/network-status';
import { cachedNetworkStatus, type NetworkStatusCacheOptions } from './service';

/**
 * Public, like the price list: no sign-in needed, and a request that carries a token or an API key
 * is answered the same (the auth plugin then marks the answer no-store).
 */
export default async function networkStatusRoutes(
  instance: FastifyInstance,
  options: { cache?: NetworkStatusCacheOptions } = {},
) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const networkStatus = cachedNetworkStatus(app.db, options.cache);

  app.get(
    '/network-status/',
    {
      schema: {
        operationId: 'getNetworkStatus',
        tags: ['catalogue'],
        summary: "Each network's and biller's last hour: orders, delivery rate, median time",
        description:
          `From our own orders made in the last ${NETWORK_STATUS_RULES.windowMinutes} minutes, one ` +
          'entry per active package of airtime (per network), data (per network and data type: ' +
          'MTN SME, MTN Gifting, ...), cable, electricity and exam. state: no_recent_orders, good, ' +
          `slow (median above ${NETWORK_STATUS_RULES.slowMedianSeconds} s, or more than one order ` +
          `in ${NETWORK_STATUS_RULES.slowLateOneIn} still pending after ` +
          `${NETWORK_STATUS_RULES.lateAfterSeconds / 60} minutes), failing (under ` +
          `${NETWORK_STATUS_RULES.failingBelowRate * 100}% delivered, with at least ` +
          `${NETWORK_STATUS_RULES.failingMinSettled} settled). Read again at most every ` +
          `${NETWORK_STATUS_RULES.cacheSeconds} seconds.`,
        response: { 200: success(NetworkStatusSchema) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', `public, max-age=${NETWORK_STATUS_RULES.cacheSeconds}`);
      return { data: await networkStatus() };
    },
  );
}

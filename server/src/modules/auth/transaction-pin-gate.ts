import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { TransactionPinFieldSchema } from '@contract/api';
import type { AppConfig } from '../../config';
import { checkChargedPin, type PinDeps } from '../accounts/transaction-pin';

/*
 * The one place the transaction PIN is checked: every route with `config: { charged: true }`
 * (purchases, SMS, airtime to cash, bonus transfer, level change) runs this after authentication
 * and body validation, before its handler, so a missing or wrong PIN is refused before anything
 * is charged or written. A request made with an API key never needs it (the key and its
 * allow-list are the credential); a login token needs it once the account has a PIN. Only a
 * valid login token reaches the check, so only the account's owner can spend its tries.
 * Each charged route's body documents the optional `pin` field, added here.
 */

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

interface ObjectSchema {
  type?: string;
  properties?: Record<string, unknown>;
}

async function transactionPinGuard(app: FastifyInstance, options: { config: AppConfig }) {
  const deps: PinDeps = { db: app.db, config: options.config, mailer: app.mailer, log: app.log };

  const requirePin = async (request: FastifyRequest) => {
    if (request.apiKeyId !== undefined || !request.transactionPin) return;
    const body = request.body as { pin?: unknown } | undefined;
    await checkChargedPin(deps, request.userId, request.transactionPin, body?.pin, request.ip);
  };

  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.config?.charged) return;
    route.preHandler = [...asArray(route.preHandler), requirePin];
    const schema = route.schema as
      { body?: ObjectSchema; response?: Record<string, unknown> } | undefined;
    if (!schema) return;
    const body = schema.body;
    route.schema = {
      ...schema,
      ...(body?.type === 'object'
        ? { body: { ...body, properties: { ...body.properties, pin: TransactionPinFieldSchema } } }
        : {}),
      ...(schema.response
        ? {
            response: {
              ...schema.response,
              403: { $ref: 'ApiError#' },
              423: { $ref: 'ApiError#' },
            },
          }
        : {}),
    };
  });
}

export default fp(transactionPinGuard, {
  name: 'transaction-pin',
  dependencies: ['auth', 'db'],
});

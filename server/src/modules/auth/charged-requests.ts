import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../lib/http-error';
import { hasApiKey } from '../api-keys/authenticate';
import { userIdFromClaims } from './plugin';

/*
 * One account cannot starve the others: each user may have at most `maxPerUser` charged requests
 * (purchases, SMS, level upgrades, bonus transfers) in progress in this process; beyond that the
 * request is answered 429 with Retry-After at once, before it reads the database. With several
 * processes the cap holds in each. A route opts in with `config: { charged: true }`.
 *
 * A slot is taken when the request arrives (from the verified token, before authentication reads
 * the user's row) and given back when the handler ends, or when the answer is sent if the handler
 * never ran (refused by authentication or validation). A client that hangs up does not free it:
 * its purchase is still running. A request made with an API key names its user only once the key
 * is looked up, so it takes the same user's slot right after authentication, before the body is
 * read.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the route charges money: it counts towards the user's cap of requests in progress */
    charged?: boolean;
  }
  interface FastifyRequest {
    chargedSlot?: { userId: number; handlerStarted: boolean; released: boolean };
    /**
     * Gives the request's slot back before its handler ends: the charge is placed and what is left
     * (waiting for the outcome) charges nothing. Harmless when it holds none.
     */
    chargingDone(): void;
  }
}

export const RETRY_AFTER_SECONDS = 1;

export const tooManyInProgress = () =>
  new HttpError(
    429,
    'You have too many purchases in progress. Please wait for them to finish and try again.',
    {},
    RETRY_AFTER_SECONDS,
  );

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

async function chargedRequests(app: FastifyInstance, options: { maxPerUser: number }) {
  const inProgress = new Map<number, number>();

  const release = (request: FastifyRequest) => {
    const slot = request.chargedSlot;
    if (!slot || slot.released) return;
    slot.released = true;
    const left = (inProgress.get(slot.userId) ?? 1) - 1;
    if (left > 0) inProgress.set(slot.userId, left);
    else inProgress.delete(slot.userId);
  };

  app.decorateRequest('chargingDone', function chargingDone(this: FastifyRequest) {
    release(this);
  });

  const occupy = (request: FastifyRequest, userId: number) => {
    const current = inProgress.get(userId) ?? 0;
    if (current >= options.maxPerUser) throw tooManyInProgress();
    inProgress.set(userId, current + 1);
    request.chargedSlot = { userId, handlerStarted: false, released: false };
  };

  const takeSlot = async (request: FastifyRequest) => {
    if (hasApiKey(request)) return; // the key's user is known after authentication
    let userId: number | undefined;
    try {
      userId = userIdFromClaims(await request.jwtVerify());
    } catch {
      return; // authentication answers 401
    }
    if (userId === undefined) return;
    occupy(request, userId);
  };

  const takeKeySlot = async (request: FastifyRequest) => {
    if (request.apiKeyId !== undefined && !request.chargedSlot) occupy(request, request.userId);
  };

  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.config?.charged) return;
    route.onRequest = [takeSlot, ...asArray(route.onRequest), takeKeySlot];
    const handler = route.handler;
    route.handler = async function chargedHandler(
      this: FastifyInstance,
      request: FastifyRequest,
      reply: FastifyReply,
    ) {
      if (request.chargedSlot) request.chargedSlot.handlerStarted = true;
      try {
        return await handler.call(this, request, reply);
      } finally {
        release(request);
      }
    };
    const schema = route.schema as { response?: Record<string, unknown> } | undefined;
    if (schema?.response)
      route.schema = { ...schema, response: { ...schema.response, 429: { $ref: 'ApiError#' } } };
  });

  app.addHook('onResponse', async (request) => {
    if (!request.chargedSlot?.handlerStarted) release(request);
  });
}

export default fp(chargedRequests, { name: 'charged-requests', dependencies: ['auth'] });

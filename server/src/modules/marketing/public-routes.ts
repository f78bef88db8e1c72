import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { MARKETING_MESSAGES } from '@contract/api/console/messages';
import {
  MarketingPreferenceSchema,
  OptOutQuerySchema,
  OptOutResultSchema,
} from '@contract/api/marketing';
import { apiError, bearer } from '../../lib/api-schemas';
import { badRequest } from '../../lib/http-error';
import { optIn, optOut, receivesMarketing } from './opt-out';
import { userOfOptOutToken } from './opt-out-token';

/*
 * The customer's side: the opt-out link (no sign-in: the token in the link is signed for one
 * customer; mail clients post to it for a one-click opt-out, form-encoded, so any body is ignored)
 * and the profile's "marketing messages" setting.
 */
export default async function marketingPublicRoutes(
  instance: FastifyInstance,
  { optOutKey }: { optOutKey: Buffer },
) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, {}),
  );

  app.post(
    '/marketing/opt-out',
    {
      schema: {
        operationId: 'marketingOptOut',
        tags: ['account'],
        summary: "Stops marketing messages to the link's customer (the token from the message)",
        querystring: OptOutQuerySchema,
        response: { 200: Type.Object({ data: OptOutResultSchema }), 400: apiError },
      },
    },
    async (request) => {
      const userId = userOfOptOutToken(optOutKey, request.query.token);
      if (userId === undefined) throw badRequest(MARKETING_MESSAGES.optOutInvalid);
      await optOut(app.db, userId, 'link');
      return { data: { message: MARKETING_MESSAGES.optedOut } };
    },
  );

  app.get(
    '/marketing/preference',
    {
      onRequest: app.authenticate,
      schema: {
        operationId: 'marketingPreference',
        tags: ['account'],
        summary: 'Whether the signed-in customer gets marketing messages',
        security: bearer,
        response: { 200: Type.Object({ data: MarketingPreferenceSchema }), 401: apiError },
      },
    },
    async (request) => ({
      data: { marketing_messages: await receivesMarketing(app.db, request.userId) },
    }),
  );

  app.put(
    '/marketing/preference',
    {
      onRequest: app.authenticate,
      schema: {
        operationId: 'setMarketingPreference',
        tags: ['account'],
        summary: 'Turns marketing messages on or off for the signed-in customer',
        security: bearer,
        body: MarketingPreferenceSchema,
        response: {
          200: Type.Object({ data: MarketingPreferenceSchema }),
          400: apiError,
          401: apiError,
        },
      },
    },
    async (request) => {
      if (request.body.marketing_messages) await optIn(app.db, request.userId);
      else await optOut(app.db, request.userId, 'profile');
      return {
        data: { marketing_messages: await receivesMarketing(app.db, request.userId) },
      };
    },
  );
}

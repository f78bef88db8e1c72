import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ApiKeyPlanMapParamsSchema,
  MatchedPlanListSchema,
  MatchPlanListRequestSchema,
  PlanMapSchema,
  ReplacePlanMapRequestSchema,
  success,
} from '@contract/api';
import { apiError, bearer } from '../../lib/api-schemas';
import { matchPlans, PLAN_MAP_MESSAGES, readPlanMap, replacePlanMap } from './plan-map';

const tags = ['api keys'];
const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError };

/** A reseller key's plan map, from the profile (a signed-in session; an API key is refused). */
export default async function planMapRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api-keys/:id/plan-map/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        operationId: 'getApiKeyPlanMap',
        summary: "An MSORG or ADEX key's plan map, and the plans it may point to",
        security: bearer,
        params: ApiKeyPlanMapParamsSchema,
        response: { 200: success(PlanMapSchema), ...errors },
      },
    },
    async (request) => ({
      data: await readPlanMap(app.db, request.userId, request.userLevelId, request.params.id),
    }),
  );

  app.put(
    '/api-keys/:id/plan-map/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        operationId: 'replaceApiKeyPlanMap',
        summary: "Replaces an MSORG or ADEX key's plan map",
        description:
          'Once a key has a map of a kind (data or cable), the ids it sends for that kind are read ' +
          'only through the map; with none, they are our plan ids (GET /api/network/).',
        security: bearer,
        params: ApiKeyPlanMapParamsSchema,
        body: ReplacePlanMapRequestSchema,
        response: { 200: success(PlanMapSchema), ...errors },
      },
    },
    async (request) => ({
      message: PLAN_MAP_MESSAGES.saved,
      data: await replacePlanMap(
        app.db,
        request.userId,
        request.userLevelId,
        request.params.id,
        request.body.entries,
      ),
    }),
  );

  app.post(
    '/api-keys/:id/plan-map/match/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        operationId: 'matchApiKeyPlanList',
        summary: "Matches a reseller's old plan list to our plans (saves nothing)",
        description:
          'A data plan matches when network, volume, validity and type are all the same; a ' +
          'cable plan when its service is the same and the names agree.',
        security: bearer,
        params: ApiKeyPlanMapParamsSchema,
        body: MatchPlanListRequestSchema,
        response: { 200: success(MatchedPlanListSchema), ...errors },
      },
    },
    async (request) => ({
      data: await matchPlans(
        app.db,
        request.userId,
        request.userLevelId,
        request.params.id,
        request.body.kind,
        request.body.rows,
      ),
    }),
  );
}

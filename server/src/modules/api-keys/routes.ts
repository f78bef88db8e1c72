import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ApiKeyIdParamsSchema,
  ApiKeySchema,
  CreateApiKeyRequestSchema,
  CreatedApiKeySchema,
  UpdateApiKeyRequestSchema,
  success,
} from '@contract/api';
import {
  API_KEY_MESSAGES,
  createApiKey,
  listApiKeys,
  revokeApiKey,
  updateAllowList,
} from './service';

const apiError = { $ref: 'ApiError#' } as const;
const bearer = [{ bearer: [] }];
const tags = ['api keys'];

/** Key management takes the signed-in session only: a key can never mint or revoke keys. */
export default async function apiKeyRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api-keys/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        operationId: 'listApiKeys',
        summary: "The signed-in user's active API keys (never their secrets)",
        security: bearer,
        response: { 200: success(Type.Array(ApiKeySchema)), 401: apiError, 403: apiError },
      },
    },
    async (request) => ({ data: await listApiKeys(app.db, request.userId) }),
  );

  app.post(
    '/api-keys/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        operationId: 'createApiKey',
        summary: 'Create an API key; the answer is the only time the whole key is shown',
        security: bearer,
        body: CreateApiKeyRequestSchema,
        response: {
          201: success(CreatedApiKeySchema),
          400: apiError,
          401: apiError,
          403: apiError,
          409: apiError,
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        message: API_KEY_MESSAGES.created,
        data: await createApiKey(app.db, request.userId, request.body),
      }),
  );

  app.put(
    '/api-keys/:id/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        operationId: 'updateApiKeyAllowList',
        summary: "Replace a key's IP allow-list (empty allows any address)",
        security: bearer,
        params: ApiKeyIdParamsSchema,
        body: UpdateApiKeyRequestSchema,
        response: {
          200: success(ApiKeySchema),
          400: apiError,
          401: apiError,
          403: apiError,
          404: apiError,
        },
      },
    },
    async (request) => ({
      message: API_KEY_MESSAGES.updated,
      data: await updateAllowList(
        app.db,
        request.userId,
        request.params.id,
        request.body.allowed_ips,
      ),
    }),
  );

  app.delete(
    '/api-keys/:id/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        operationId: 'revokeApiKey',
        summary: 'Revoke a key: every process refuses it from the next request',
        security: bearer,
        params: ApiKeyIdParamsSchema,
        response: {
          200: success(Type.Null()),
          400: apiError,
          401: apiError,
          403: apiError,
          404: apiError,
        },
      },
    },
    async (request) => {
      await revokeApiKey(app.db, request.userId, request.params.id);
      return { message: API_KEY_MESSAGES.revoked, data: null };
    },
  );
}

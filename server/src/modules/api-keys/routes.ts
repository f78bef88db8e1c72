import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ApiKeyIdParamsSchema,
  ApiKeyProofSchema,
  ApiKeySchema,
  CreateApiKeyRequestSchema,
  CreatedApiKeySchema,
  UpdateApiKeyRequestSchema,
  success,
} from '@contract/api';
import type { AppConfig } from '../../config';
import type { Mailer } from '../../lib/mailer';
import { checkFreshProof, type PinDeps } from '../accounts/transaction-pin';
import { API_KEY_MESSAGES, createApiKey, listApiKeys, revokeApiKey, updateApiKey } from './service';
import { apiError, bearer } from '../../lib/api-schemas';

const tags = ['api keys'];
/** A missing proof 400, a wrong one 403 with the tries left, a locked PIN 423. */
const proofErrors = { 400: apiError, 401: apiError, 403: apiError, 423: apiError };
const PROOF_NOTE =
  'Needs `password` (the account password) and, when the account has a transaction PIN, `pin`. ' +
  'Wrong answers spend the PIN’s 5 tries (403 with the tries left, then 423 for 15 minutes).';

/**
 * Key management takes the signed-in session only (a key can never mint or revoke keys), and each
 * request proves afresh that the account's owner is asking: the password, and the PIN if set. Every
 * change is written to the account's security events and e-mailed.
 */
export default async function apiKeyRoutes(
  instance: FastifyInstance,
  opts: { config: AppConfig; mailer: Mailer },
) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const deps: PinDeps = { db: app.db, config: opts.config, mailer: opts.mailer, log: app.log };
  const owner = (request: { userId: number; ip: string }) => ({
    userId: request.userId,
    ip: request.ip,
  });

  app.post(
    '/api-keys/list/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        operationId: 'listApiKeys',
        summary: "The signed-in user's active API keys (never their secrets), with their last use",
        description: PROOF_NOTE,
        security: bearer,
        body: ApiKeyProofSchema,
        response: { 200: success(Type.Array(ApiKeySchema)), ...proofErrors },
      },
    },
    async (request) => {
      await checkFreshProof(deps, request.userId, request.body, request.ip);
      return { data: await listApiKeys(app.db, request.userId) };
    },
  );

  app.post(
    '/api-keys/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        operationId: 'createApiKey',
        summary: 'Create an API key; the answer is the only time the whole key is shown',
        description: PROOF_NOTE,
        security: bearer,
        body: CreateApiKeyRequestSchema,
        response: { 201: success(CreatedApiKeySchema), ...proofErrors, 409: apiError },
      },
    },
    async (request, reply) => {
      await checkFreshProof(deps, request.userId, request.body, request.ip);
      return reply.code(201).send({
        message: API_KEY_MESSAGES.created,
        data: await createApiKey(deps, owner(request), request.body),
      });
    },
  );

  app.put(
    '/api-keys/:id/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        operationId: 'updateApiKeyAllowList',
        summary:
          "Replace a key's IP allow-list (empty allows any address) and, when given, its daily cap and read-only flag",
        description: PROOF_NOTE,
        security: bearer,
        params: ApiKeyIdParamsSchema,
        body: UpdateApiKeyRequestSchema,
        response: { 200: success(ApiKeySchema), ...proofErrors, 404: apiError },
      },
    },
    async (request) => {
      await checkFreshProof(deps, request.userId, request.body, request.ip);
      return {
        message: API_KEY_MESSAGES.updated,
        data: await updateApiKey(deps, owner(request), request.params.id, request.body),
      };
    },
  );

  app.delete(
    '/api-keys/:id/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        operationId: 'revokeApiKey',
        summary: 'Revoke a key: every process refuses it from the next request',
        description: `${PROOF_NOTE} The proof is the request's JSON body.`,
        security: bearer,
        params: ApiKeyIdParamsSchema,
        body: ApiKeyProofSchema,
        response: { 200: success(Type.Null()), ...proofErrors, 404: apiError },
      },
    },
    async (request) => {
      await checkFreshProof(deps, request.userId, request.body, request.ip);
      await revokeApiKey(deps, owner(request), request.params.id);
      return { message: API_KEY_MESSAGES.revoked, data: null };
    },
  );
}

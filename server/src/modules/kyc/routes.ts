import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  KycReviewRequestSchema,
  KycReviewResponseSchema,
  KycStatusSchema,
  VerifyIdentityRequestSchema,
  VerifyIdentityResponseSchema,
} from '@contract/api/kyc';
import { ID_DOCUMENT_MAX_BYTES } from '@contract/rules/kyc';
import { apiError, bearer } from '../../lib/api-schemas';
import { submitReview } from './review';
import { kycStatus } from './status';
import { verifyIdentity, type VerifyDeps } from './verify';

const tags = ['identity'];

/** The signed-in customer's identity tier, by session only (an API key neither reads nor changes it). */
export default async function kycRoutes(instance: FastifyInstance, options: { deps: VerifyDeps }) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { deps } = options;

  app.get(
    '/kyc/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        operationId: 'identityStatus',
        summary:
          "The customer's identity tier, verified numbers (last four digits), limits and hold",
        security: bearer,
        response: { 200: KycStatusSchema, 401: apiError, 403: apiError },
      },
    },
    async (request) => kycStatus(app.db, request.userId),
  );

  app.post(
    '/kyc/verify/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        operationId: 'verifyIdentity',
        summary: 'Verify a NIN or BVN with the date of birth on it',
        description:
          'The number must be held by the name on the account, born on that day. The server keeps ' +
          'a keyed hash and the last four digits, never the number. 400 names the field that did ' +
          'not match; 409 when the number is verified on another account; 503 when the identity ' +
          'service did not answer (nothing changed).',
        security: bearer,
        body: VerifyIdentityRequestSchema,
        response: {
          200: VerifyIdentityResponseSchema,
          400: apiError,
          401: apiError,
          403: apiError,
          409: apiError,
          429: apiError,
          503: apiError,
        },
      },
    },
    async (request) => verifyIdentity(deps, request.userId, request.body),
  );

  app.post(
    '/kyc/review/',
    {
      onRequest: app.authenticate,
      // the document travels as base64: a third larger than the file
      bodyLimit: Math.ceil((ID_DOCUMENT_MAX_BYTES * 4) / 3) + 64 * 1024,
      schema: {
        tags,
        operationId: 'requestIdentityReview',
        summary: 'Send an ID document and address for tier 3 (reviewed by our team)',
        security: bearer,
        body: KycReviewRequestSchema,
        response: {
          200: KycReviewResponseSchema,
          400: apiError,
          401: apiError,
          403: apiError,
          409: apiError,
        },
      },
    },
    async (request) => submitReview(deps, request.userId, request.body),
  );
}

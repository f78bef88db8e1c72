import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  BeneficiaryIdParamsSchema,
  BeneficiarySchema,
  CreateBeneficiaryRequestSchema,
  RecentNumberSchema,
  RecentNumbersQuerySchema,
  UpdateBeneficiaryRequestSchema,
  success,
} from '@contract/api';
import { BENEFICIARY_MESSAGES, MAX_BENEFICIARIES, RECENT_NUMBERS } from '@contract/rules';
import {
  createBeneficiary,
  deleteBeneficiary,
  listBeneficiaries,
  recentNumbers,
  renameBeneficiary,
} from './service';
import { apiError, bearer } from '../../lib/api-schemas';

const tags = ['beneficiaries'];

/** Saved numbers: only their owner sees or changes them (another user's id is a 404). */
export default async function beneficiaryRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/beneficiaries/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        operationId: 'listBeneficiaries',
        summary: "The signed-in user's saved numbers, by name",
        security: bearer,
        response: { 200: success(Type.Array(BeneficiarySchema)), 401: apiError },
      },
    },
    async (request) => ({ data: await listBeneficiaries(app.db, request.userId) }),
  );

  app.get(
    '/beneficiaries/recent/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        operationId: 'listRecentNumbers',
        summary: `The last ${RECENT_NUMBERS} distinct numbers the user bought a service for`,
        description:
          'Newest first, read from the latest purchases of that service (failed ones left out), ' +
          'each with the package and provider service it was last bought on.',
        security: bearer,
        querystring: RecentNumbersQuerySchema,
        response: { 200: success(Type.Array(RecentNumberSchema)), 400: apiError, 401: apiError },
      },
    },
    async (request) => ({
      data: await recentNumbers(app.db, request.userId, request.query.service),
    }),
  );

  app.post(
    '/beneficiaries/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        operationId: 'createBeneficiary',
        summary: 'Save a phone number, meter, smart card or JAMB profile with a name',
        description:
          'The number is checked by the rule of its kind and stored as purchases send it. A ' +
          'meter needs its meter_type and service_id (disco), a smart card its service_id ' +
          `(cable service). A number already saved for its kind is a 409; at most ` +
          `${MAX_BENEFICIARIES} saved numbers per account (409 beyond).`,
        security: bearer,
        body: CreateBeneficiaryRequestSchema,
        response: {
          201: success(BeneficiarySchema),
          400: apiError,
          401: apiError,
          409: apiError,
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        message: BENEFICIARY_MESSAGES.saved,
        data: await createBeneficiary(app.db, request.userId, request.body),
      }),
  );

  app.patch(
    '/beneficiaries/:id/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        operationId: 'renameBeneficiary',
        summary: 'Rename a saved number',
        security: bearer,
        params: BeneficiaryIdParamsSchema,
        body: UpdateBeneficiaryRequestSchema,
        response: { 200: success(BeneficiarySchema), 400: apiError, 401: apiError, 404: apiError },
      },
    },
    async (request) => ({
      message: BENEFICIARY_MESSAGES.renamed,
      data: await renameBeneficiary(app.db, request.userId, request.params.id, request.body.name),
    }),
  );

  app.delete(
    '/beneficiaries/:id/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        operationId: 'deleteBeneficiary',
        summary: 'Delete a saved number',
        security: bearer,
        params: BeneficiaryIdParamsSchema,
        response: { 200: success(Type.Null()), 400: apiError, 401: apiError, 404: apiError },
      },
    },
    async (request) => {
      await deleteBeneficiary(app.db, request.userId, request.params.id);
      return { message: BENEFICIARY_MESSAGES.deleted, data: null };
    },
  );
}

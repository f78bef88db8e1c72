import { SERVICES } from '@contract/services';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { CategoryIdParamsSchema, PackageSchema, PriceListItemSchema, success } from '@contract/api';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { findActiveNotice, findUserLevel } from './repository';
import { packagesForLevel, priceList } from './service';
import { bearer } from '../../lib/api-schemas';

const errorResponses = { 400: { $ref: 'ApiError#' }, 401: { $ref: 'ApiError#' } };

export default async function catalogueRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/get-prices/',
    {
      schema: {
        operationId: 'getPrices',
        tags: ['catalogue'],
        summary: 'Public price list: every package with the four tier prices or discounts',
        response: { 200: success(Type.Array(PriceListItemSchema)) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return { data: await priceList(app.db) };
    },
  );

  app.get(
    '/get-package/:categoryId/',
    {
      onRequest: app.authenticate,
      config: { apiKey: true },
      schema: {
        operationId: 'getPackages',
        tags: ['catalogue'],
        summary: "Packages of a category, priced for the caller's level",
        description: `Category ids: ${[...SERVICES]
          .sort((a, b) => a.categoryId - b.categoryId)
          .map((service) => `${service.categoryId} ${service.label}`)
          .join(', ')}.`,
        security: bearer,
        params: CategoryIdParamsSchema,
        response: { 200: success(Type.Array(PackageSchema)), ...errorResponses },
      },
    },
    async (request) => {
      const levelId = await findUserLevel(app.db, request.userId);
      return { data: await packagesForLevel(app.db, request.params.categoryId, levelId) };
    },
  );

  app.get(
    '/get-notification/',
    {
      onRequest: app.authenticate,
      schema: {
        operationId: 'getNotification',
        tags: ['account'],
        summary: 'The dashboard notice',
        security: bearer,
        response: { 200: success(Type.String()), 401: { $ref: 'ApiError#' } },
      },
    },
    async () => ({ data: await findActiveNotice(app.db) }),
  );
}

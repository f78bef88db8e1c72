import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from 'typebox';
import {
  ApplyBulkPriceRequestSchema,
  BelowCostSummarySchema,
  BulkPriceRequestSchema,
  BulkPriceResultSchema,
  ConsoleCatalogueQuerySchema,
  ConsoleCatalogueSchema,
  ConsoleIdParamsSchema,
  ConsoleLevelSchema,
  ConsolePackageSchema,
  LevelIdParamsSchema,
  ConsoleReferralRateSchema,
  RefreshPlansResponseSchema,
  SetActiveRequestSchema,
  SetLevelPriceRequestSchema,
  SetPackageRateRequestSchema,
  SetPlanPriceRequestSchema,
  SetProviderCommissionRequestSchema,
  SetReferralRateRequestSchema,
} from '@contract/api/console';
import { jsonOrCsv, wantsCsv } from '../../../lib/csv';
import { sendConsoleExport } from '../audited-export';
import { OWNER_ONLY, staffOf } from '../guard';
import { consoleErrorsWith404 } from '../schemas';
import { catalogueCsv } from './export';
import { applyBulkPrice, previewBulkPrice } from './bulk-price';
import { setPlanPrice } from './plan-price';
import { countBelowCost, readCatalogue } from './repository';
import {
  refreshPlans,
  setLevelPrice,
  setPackageActive,
  setPackageRate,
  setPlanActive,
  setProviderCommission,
  setReferralRate,
} from './service';

const data = <T extends TSchema>(schema: T) => Type.Object({ data: schema });
const errors = { ...consoleErrorsWith404, 502: { $ref: 'ApiError#' } } as const;

/** Catalogue and prices, referral rates, level prices: the owner's alone. */
export default async function consoleCatalogueRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const actor = (request: Parameters<typeof staffOf>[0]) => {
    const staff = staffOf(request);
    return { id: staff.id, email: staff.email };
  };

  app.get(
    '/catalogue',
    {
      config: OWNER_ONLY,
      schema: {
        operationId: 'consoleCatalogue',
        summary:
          'Every package and plan with provider cost and tier prices, referral rates, levels',
        querystring: ConsoleCatalogueQuerySchema,
        response: {
          200: jsonOrCsv(data(ConsoleCatalogueSchema), 'The catalogue, or its prices as CSV'),
          ...errors,
        },
      },
    },
    async (request, reply) =>
      wantsCsv(request)
        ? sendConsoleExport(request, reply, catalogueCsv(app.db, request.query.below_cost === true))
        : { data: await readCatalogue(app.db, request.query.below_cost === true) },
  );

  app.get(
    '/catalogue/below-cost',
    {
      config: OWNER_ONLY,
      schema: {
        operationId: 'consoleBelowCost',
        summary: 'How many tier prices and discounts sell below the provider’s cost',
        response: { 200: data(BelowCostSummarySchema), ...errors },
      },
    },
    async () => ({ data: { count: await countBelowCost(app.db) } }),
  );

  app.put(
    '/catalogue/plans/:id/price',
    {
      config: { ...OWNER_ONLY, money: false },
      schema: {
        operationId: 'consoleSetPlanPrice',
        summary:
          "Sets one level's price of a plan (below its cheapest offer's cost only as a loss leader, a change of more than PRICE_JUMP_CONFIRM_PERCENT only confirmed)",
        params: ConsoleIdParamsSchema,
        body: SetPlanPriceRequestSchema,
        response: { 200: data(ConsolePackageSchema), ...errors },
      },
    },
    async (request) => ({
      data: await setPlanPrice(app.db, actor(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/catalogue/bulk-price/preview',
    {
      // a preview writes nothing
      config: { ...OWNER_ONLY, money: false },
      schema: {
        operationId: 'consolePreviewBulkPrice',
        summary:
          "What a change of many plan prices would write: each tier's old and new price, its margin over the plan's cheapest enabled offer, below cost and big jumps marked",
        body: BulkPriceRequestSchema,
        response: { 200: data(BulkPriceResultSchema), ...errors },
      },
    },
    async (request) => ({ data: await previewBulkPrice(app.db, request.body) }),
  );

  app.post(
    '/catalogue/bulk-price',
    {
      config: { ...OWNER_ONLY, money: false },
      schema: {
        operationId: 'consoleApplyBulkPrice',
        summary:
          'Changes many plan prices at once, each as a single price edit with the reason, all or none',
        body: ApplyBulkPriceRequestSchema,
        response: { 200: data(BulkPriceResultSchema), ...errors },
      },
    },
    async (request) => ({
      data: await applyBulkPrice(app.db, actor(request), request.body),
    }),
  );

  app.put(
    '/catalogue/plans/:id/active',
    {
      config: { ...OWNER_ONLY, money: false },
      schema: {
        operationId: 'consoleSetPlanActive',
        summary: 'Enables (once priced at every level) or disables a plan',
        params: ConsoleIdParamsSchema,
        body: SetActiveRequestSchema,
        response: { 200: data(ConsolePackageSchema), ...errors },
      },
    },
    async (request) => ({
      data: await setPlanActive(app.db, actor(request), request.params.id, request.body),
    }),
  );

  app.put(
    '/catalogue/packages/:id/rate',
    {
      config: { ...OWNER_ONLY, money: false },
      schema: {
        operationId: 'consoleSetPackageRate',
        summary: "Sets one level's discount, commission or unit price of a package without plans",
        params: ConsoleIdParamsSchema,
        body: SetPackageRateRequestSchema,
        response: { 200: data(ConsolePackageSchema), ...errors },
      },
    },
    async (request) => ({
      data: await setPackageRate(app.db, actor(request), request.params.id, request.body),
    }),
  );

  app.put(
    '/catalogue/packages/:id/active',
    {
      config: { ...OWNER_ONLY, money: false },
      schema: {
        operationId: 'consoleSetPackageActive',
        summary: 'Enables or disables a package (a network or provider)',
        params: ConsoleIdParamsSchema,
        body: SetActiveRequestSchema,
        response: { 200: data(ConsolePackageSchema), ...errors },
      },
    },
    async (request) => ({
      data: await setPackageActive(app.db, actor(request), request.params.id, request.body),
    }),
  );

  app.put(
    '/catalogue/packages/:id/provider-commission',
    {
      config: { ...OWNER_ONLY, money: false },
      schema: {
        operationId: 'consoleSetProviderCommission',
        summary: "Sets the provider's commission on a package, from which our cost is computed",
        params: ConsoleIdParamsSchema,
        body: SetProviderCommissionRequestSchema,
        response: { 200: data(ConsolePackageSchema), ...errors },
      },
    },
    async (request) => ({
      data: await setProviderCommission(app.db, actor(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/catalogue/packages/:id/refresh',
    {
      config: { ...OWNER_ONLY, money: false },
      schema: {
        operationId: 'consoleRefreshPlans',
        summary: "Reads the provider's plans: new ones are added disabled until priced",
        params: ConsoleIdParamsSchema,
        response: { 200: data(RefreshPlansResponseSchema), ...errors },
      },
    },
    async (request) => ({
      data: await refreshPlans(app.db, app.billsProviders, actor(request), request.params.id),
    }),
  );

  app.put(
    '/catalogue/referral-rates/:id',
    {
      config: { ...OWNER_ONLY, money: false },
      schema: {
        operationId: 'consoleSetReferralRate',
        summary: "Sets a service's referral commission (at most 5%)",
        params: ConsoleIdParamsSchema,
        body: SetReferralRateRequestSchema,
        response: { 200: data(Type.Array(ConsoleReferralRateSchema)), ...errors },
      },
    },
    async (request) => ({
      data: await setReferralRate(app.db, actor(request), request.params.id, request.body),
    }),
  );

  app.put(
    '/catalogue/levels/:id',
    {
      config: { ...OWNER_ONLY, money: false },
      schema: {
        operationId: 'consoleSetLevelPrice',
        summary: 'Sets what a customer pays to upgrade to a level',
        params: LevelIdParamsSchema,
        body: SetLevelPriceRequestSchema,
        response: { 200: data(Type.Array(ConsoleLevelSchema)), ...errors },
      },
    },
    async (request) => ({
      data: await setLevelPrice(app.db, actor(request), request.params.id, request.body),
    }),
  );
}

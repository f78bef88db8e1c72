import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  MarketingCampaignListSchema,
  MarketingCampaignSchema,
  MarketingMessageSchema,
  MarketingOptionsSchema,
  MarketingPreviewRequestSchema,
  MarketingPreviewSchema,
  SendCampaignRequestSchema,
  TestSendResultSchema,
} from '@contract/api/console/messages';
import { apiError } from '../../lib/api-schemas';
import { OWNER_ONLY, staffOf } from '../console/guard';
import { consoleErrors } from '../console/schemas';
import { listCampaigns, marketingOptions, previewCampaign, sendCampaign } from './campaigns';
import type { MarketingDeps } from './deps';
import { testSend } from './deliver';

/*
 * The owner's messages to customers, /api/v1/console/messages (owners only). None of these moves a
 * customer's money: an SMS campaign is the business's own spend, shown before it is confirmed and
 * never charged to a wallet, so each mutating route declares `money: false`.
 */
export default async function marketingConsoleRoutes(
  instance: FastifyInstance,
  { deps }: { deps: MarketingDeps },
) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const owner = { ...OWNER_ONLY, money: false } as const;

  app.get(
    '/messages/options',
    {
      config: OWNER_ONLY,
      schema: {
        operationId: 'consoleMarketingOptions',
        summary: 'What composing a message needs: levels, SMS sender and page cost, limits left',
        response: { 200: Type.Object({ data: MarketingOptionsSchema }), ...consoleErrors },
      },
    },
    async (request) => ({ data: await marketingOptions(deps, staffOf(request).id) }),
  );

  app.get(
    '/messages',
    {
      config: OWNER_ONLY,
      schema: {
        operationId: 'consoleMarketingCampaigns',
        summary: 'The campaigns sent, newest first, with their sent and failed counts',
        response: { 200: Type.Object({ data: MarketingCampaignListSchema }), ...consoleErrors },
      },
    },
    async () => ({ data: await listCampaigns(deps.db) }),
  );

  app.post(
    '/messages/preview',
    {
      config: owner,
      schema: {
        operationId: 'consoleMarketingPreview',
        summary: 'How many customers a message reaches now, a sample, and an SMS send’s cost',
        body: MarketingPreviewRequestSchema,
        response: { 200: Type.Object({ data: MarketingPreviewSchema }), ...consoleErrors },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      return { data: await previewCampaign(deps, staff, request.body) };
    },
  );

  app.post(
    '/messages/test',
    {
      config: owner,
      schema: {
        operationId: 'consoleMarketingTest',
        summary: "Sends the message to the owner's own e-mail or phone only",
        body: Type.Object({ message: MarketingMessageSchema }),
        response: {
          200: Type.Object({ data: TestSendResultSchema }),
          ...consoleErrors,
          502: apiError,
        },
      },
    },
    async (request) => ({
      data: await testSend(deps, staffOf(request).id, request.body.message),
    }),
  );

  app.post(
    '/messages',
    {
      config: owner,
      schema: {
        operationId: 'consoleMarketingSend',
        summary: 'Confirms a campaign with a reason; it is delivered in the background',
        body: SendCampaignRequestSchema,
        response: {
          201: Type.Object({ data: MarketingCampaignSchema }),
          ...consoleErrors,
          409: apiError,
          429: apiError,
        },
      },
    },
    async (request, reply) => {
      const staff = staffOf(request);
      const campaign = await sendCampaign(deps, staff, request.body);
      return reply.status(201).send({ data: campaign });
    },
  );
}

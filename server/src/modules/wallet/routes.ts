import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  LevelPricesSchema,
  TransferBonusRequestSchema,
  TransferBonusResponseSchema,
  UpgradeUserRequestSchema,
  UpgradeUserResponseSchema,
  success,
} from '@contract/api';
import { WALLET_MESSAGES } from '@contract/rules';
import { changeLevel, levelPrices, transferBonus } from './service';
import { apiError, bearer } from '../../lib/api-schemas';

const signedInErrors = { 400: apiError, 401: apiError };

export default async function walletRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/transfer-bonus/',
    {
      onRequest: app.authenticate,
      config: { charged: true },
      schema: {
        operationId: 'transferBonus',
        tags: ['wallet'],
        summary: 'Move referral bonus to the wallet (at least ₦1,000, at most the bonus)',
        security: bearer,
        body: TransferBonusRequestSchema,
        response: { 200: success(TransferBonusResponseSchema), ...signedInErrors },
      },
    },
    async (request) => ({
      message: WALLET_MESSAGES.bonusTransferred,
      data: await transferBonus(app.db, request.userId, request.body),
    }),
  );

  app.get(
    '/get-levels/',
    {
      schema: {
        operationId: 'getLevels',
        tags: ['wallet'],
        summary: 'The account levels and the price of moving up to each',
        description:
          'Prices are set by the operator and may change; `upgrade-user` refuses an `amount` that ' +
          'is no longer the price, so a client shows these and reads them again after a refusal.',
        response: { 200: success(LevelPricesSchema) },
      },
    },
    async () => ({ data: await levelPrices(app.db) }),
  );

  app.put(
    '/upgrade-user/',
    {
      onRequest: app.authenticate,
      config: { charged: true },
      schema: {
        operationId: 'upgradeUser',
        tags: ['wallet'],
        summary: "Change the user's level; an upgrade debits the level's price from the wallet",
        description:
          "The price is the server's; `amount`, when sent, must equal it. Moving to a lower level " +
          '(Downgrade) is free and immediate, refunds nothing, and is recorded as a transaction of ' +
          'amount 0.',
        security: bearer,
        body: UpgradeUserRequestSchema,
        response: { 200: success(UpgradeUserResponseSchema), ...signedInErrors },
      },
    },
    async (request) => changeLevel(app.db, request.userId, request.body),
  );
}

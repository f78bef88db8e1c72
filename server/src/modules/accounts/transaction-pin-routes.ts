import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  DetailResponseSchema,
  ResetTransactionPinRequestSchema,
  SetTransactionPinRequestSchema,
  TransactionPinStateSchema,
  success,
} from '@contract/api';
import type { AppConfig } from '../../config';
import type { Mailer } from '../../lib/mailer';
import { createRateLimiter } from '../../db/rate-limit';
import { callerOf } from './service';
import {
  requestPinResetCode,
  resetTransactionPin,
  setTransactionPin,
  transactionPinStateOf,
  type PinDeps,
} from './transaction-pin';
import { apiError, bearer } from '../../lib/api-schemas';

const pinErrors = { 400: apiError, 401: apiError, 403: apiError, 423: apiError, 429: apiError };

/** Codes asked for and codes tried, each per account: 5 in 15 minutes. */
const CODE_LIMIT = { points: 5, durationSeconds: 15 * 60 };

export default async function transactionPinRoutes(
  instance: FastifyInstance,
  opts: { config: AppConfig; mailer: Mailer },
) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const deps: PinDeps = { db: app.db, config: opts.config, mailer: opts.mailer, log: app.log };
  const codeLimit = createRateLimiter(app.db, { ...CODE_LIMIT, keyPrefix: 'transaction-pin' });
  app.addHook('onClose', async () => codeLimit.close());

  app.get(
    '/transaction-pin/',
    {
      onRequest: app.authenticate,
      schema: {
        operationId: 'getTransactionPin',
        tags: ['account'],
        summary: 'Whether the account has a transaction PIN, and until when it is locked',
        security: bearer,
        response: { 200: success(TransactionPinStateSchema), 401: apiError },
      },
    },
    async (request) => ({ data: await transactionPinStateOf(app.db, request.userId) }),
  );

  app.put(
    '/transaction-pin/',
    {
      onRequest: app.authenticate,
      schema: {
        operationId: 'setTransactionPin',
        tags: ['account'],
        summary: 'Set the 4-digit transaction PIN (with the password), or change it (with old_pin)',
        description:
          'The first PIN needs `password` (the account password); a change needs `old_pin`. A ' +
          'wrong password or old PIN counts towards the 5 tries that lock charged actions for 15 ' +
          'minutes (403 with the tries left, then 423).',
        security: bearer,
        body: SetTransactionPinRequestSchema,
        response: { 200: success(TransactionPinStateSchema), ...pinErrors },
      },
    },
    async (request) => setTransactionPin(deps, request.userId, request.body, request.ip),
  );

  app.post(
    '/transaction-pin/reset/',
    {
      onRequest: app.authenticate,
      schema: {
        operationId: 'requestTransactionPinReset',
        tags: ['account'],
        summary: 'E-mail a 6-digit code that resets the transaction PIN (15 minutes, single use)',
        description: 'A new code replaces the previous one. At most 5 codes in 15 minutes (429).',
        security: bearer,
        body: Type.Optional(Type.Object({})),
        response: { 200: success(DetailResponseSchema), ...pinErrors },
      },
    },
    async (request) => {
      await codeLimit.consume([`mail:${request.userId}`]);
      return requestPinResetCode(deps, request.userId);
    },
  );

  app.post(
    '/transaction-pin/reset/confirm/',
    {
      onRequest: app.authenticate,
      schema: {
        operationId: 'resetTransactionPin',
        tags: ['account'],
        summary: 'Set a new transaction PIN with the e-mailed code; lifts a lock',
        description:
          'The code works once, for 15 minutes. At most 5 tries in 15 minutes (429). Ends every ' +
          'other session and every API key of the account, and e-mails what was ended.',
        security: bearer,
        body: ResetTransactionPinRequestSchema,
        response: { 200: success(TransactionPinStateSchema), ...pinErrors },
      },
    },
    async (request) => {
      await codeLimit.consume([`code:${request.userId}`]);
      return resetTransactionPin(deps, callerOf(request), request.body);
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { DetailResponseSchema, TransactionIdParamsSchema, success } from '@contract/api';
import type { AppConfig } from '../../config';
import type { Mailer } from '../../lib/mailer';
import { createRateLimiter } from '../../db/rate-limit';
import { findUserById } from '../accounts/repository';
import { getTransaction } from '../transactions/service';
import { receiptMail } from './receipt-mail';
import { apiError, bearer } from '../../lib/api-schemas';

/** A customer may e-mail themselves this many receipts an hour (no mailbox flooding). */
export const RECEIPT_MAILS_PER_HOUR = 10;

export const receiptSentMessage = (email: string) => `Receipt sent to ${email}`;

export default async function receiptRoutes(
  instance: FastifyInstance,
  { config, mailer }: { config: AppConfig; mailer: Mailer },
) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const perUser = createRateLimiter(app.db, {
    points: RECEIPT_MAILS_PER_HOUR,
    durationSeconds: 60 * 60,
    keyPrefix: 'receipt-mail',
  });
  app.addHook('onClose', async () => perUser.close());

  app.post(
    '/transactions/:id/email-receipt/',
    {
      onRequest: app.authenticate,
      schema: {
        operationId: 'emailReceipt',
        tags: ['transactions'],
        summary: "E-mails the receipt of one of the signed-in user's transactions to their address",
        description: `At most ${RECEIPT_MAILS_PER_HOUR} an hour (then 429). Another user's transaction answers 404, as a missing one does.`,
        security: bearer,
        params: TransactionIdParamsSchema,
        response: {
          200: success(DetailResponseSchema),
          401: apiError,
          404: apiError,
          429: apiError,
        },
      },
    },
    async (request) => {
      // 404 before counting: asking for someone else's receipt mails nothing.
      const transaction = await getTransaction(app.db, request.userId, request.params.id);
      await perUser.consume([String(request.userId)]);
      const user = await findUserById(app.db, request.userId);
      if (!user) throw new Error(`user ${request.userId} vanished`);
      await mailer.send(receiptMail(config, user.email, transaction));
      const message = receiptSentMessage(user.email);
      return { message, data: { detail: message } };
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { formatNaira } from '@contract/format';
import { Type } from 'typebox';
import { users } from '../db/schema';
import { koboToNaira } from '../lib/money';
import {
  AttentionListSchema,
  AttentionQuerySchema,
  AttentionSettleBodySchema,
  AttentionSettledSchema,
  listNeedsAttention,
} from '../modules/console/attention/needs-attention';
import { settleByOperator, type SettleDeps } from '../modules/purchases/settle';

export type { AttentionList, AttentionSettled } from '../modules/console/attention/needs-attention';
const apiError = { $ref: 'ApiError#' } as const;
const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError };

/** GET purchases/attention and POST purchases/:ref/settle, inside the operator token's scope. */
export default async function attentionRoutes(
  instance: FastifyInstance,
  options: { deps: Pick<SettleDeps, 'db' | 'onFinal'> },
) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { deps } = options;

  app.get(
    '/purchases/attention',
    {
      schema: {
        hide: true,
        querystring: AttentionQuerySchema,
        response: { 200: AttentionListSchema, ...errors },
      },
    },
    async (request) => listNeedsAttention(deps.db, request.query.limit),
  );

  app.post(
    '/purchases/:ref/settle',
    {
      schema: {
        hide: true,
        params: Type.Object({ ref: Type.String({ minLength: 1, maxLength: 100 }) }),
        body: AttentionSettleBodySchema,
        response: { 200: AttentionSettledSchema, ...errors },
      },
    },
    async (request) => {
      const { as, by, reason } = request.body;
      const { row } = await settleByOperator(deps, request.params.ref, {
        as,
        by,
        reason,
      });
      const [owner] = await deps.db
        .select({ email: users.email, walletKobo: users.walletBalanceKobo })
        .from(users)
        .where(eq(users.id, row.userId));
      const email = owner?.email ?? '';
      const amount = formatNaira(row.amountKobo / 100);
      const operator = row.reviewedBy ?? '';
      const message =
        as === 'delivered'
          ? `Settled ${row.txRef} as delivered (${amount} for ${email}) by ${operator}`
          : `Refunded ${row.txRef}: ${amount} back to ${email} by ${operator}`;
      return {
        message,
        data: {
          tx_ref: row.txRef,
          status: row.status,
          amount: koboToNaira(row.amountKobo),
          email,
          reviewed_by: operator,
          reviewed_at: (row.reviewedAt ?? new Date()).toISOString(),
          review_note: row.reviewNote ?? '',
          wallet_balance: koboToNaira(owner?.walletKobo ?? 0),
        },
      };
    },
  );
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import { formatNaira } from '@contract/format';
import { users } from '../db/schema';
import { HttpError, unauthorized } from '../lib/http-error';
import { koboToNaira } from '../lib/money';
import {
  pendingAirtimeToCash,
  reviewAirtimeToCash,
  type Decision,
  type ReviewDeps,
} from '../modules/airtime-to-cash/review';
import attentionRoutes from './attention';
import backupRoutes from './backup-route';
import opsStaffRoutes from './staff';
import { OPS_TOKEN_HEADER, tokenMatches } from './token';

/*
 * Operator endpoints, for `npm run ops` (cli.ts). Authenticated by the operator token (OPS_TOKEN,
 * or the one the server keeps in DATA_DIR/ops-token) in the X-Ops-Token header, and left out of
 * the public API docs.
 */

const PendingItemSchema = Type.Object({
  tx_ref: Type.String(),
  email: Type.String(),
  network: Type.Union([Type.String(), Type.Null()]),
  phone: Type.Union([Type.String(), Type.Null()]),
  /** naira */
  amount_transferred: Type.Union([Type.Number(), Type.Null()]),
  /** naira */
  payout: Type.Number(),
  created_at: Type.String({ format: 'date-time' }),
});

export const PendingResponseSchema = Type.Object({ data: Type.Array(PendingItemSchema) });

export const ReviewResultSchema = Type.Object({
  message: Type.String(),
  data: Type.Object({
    tx_ref: Type.String(),
    status: Type.String(),
    /** naira credited (confirm) or that would have been (reject) */
    amount: Type.Number(),
    email: Type.String(),
    reviewed_by: Type.String(),
    reviewed_at: Type.String({ format: 'date-time' }),
    /** naira, the customer's wallet after the decision */
    wallet_balance: Type.Number(),
  }),
});

const ReviewBodySchema = Type.Object({
  by: Type.String({ maxLength: 100, default: '' }),
  reason: Type.Optional(Type.String({ maxLength: 500 })),
});

export type PendingResponse = Static<typeof PendingResponseSchema>;
export type ReviewResult = Static<typeof ReviewResultSchema>;

const apiError = { $ref: 'ApiError#' } as const;
const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError };

export default async function opsRoutes(
  instance: FastifyInstance,
  options: { token: string; deps: ReviewDeps },
) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { deps } = options;

  app.addHook('onRequest', async (request: FastifyRequest) => {
    const given = request.headers[OPS_TOKEN_HEADER];
    if (typeof given !== 'string' || given === '')
      throw unauthorized('The operator token (X-Ops-Token) is required.');
    if (!tokenMatches(given, options.token))
      throw new HttpError(403, 'The operator token is not valid.');
  });

  await app.register(attentionRoutes, { deps });
  await app.register(opsStaffRoutes, { db: deps.db });
  await app.register(backupRoutes);

  app.get(
    '/airtime-to-cash/pending',
    { schema: { hide: true, response: { 200: PendingResponseSchema, ...errors } } },
    async () => ({
      data: (await pendingAirtimeToCash(deps.db)).map((row) => ({
        tx_ref: row.txRef,
        email: row.email,
        network: row.network,
        phone: row.phone,
        amount_transferred: row.transferredKobo === null ? null : koboToNaira(row.transferredKobo),
        payout: koboToNaira(row.payoutKobo),
        created_at: row.createdAt.toISOString(),
      })),
    }),
  );

  for (const action of ['confirm', 'reject'] as const) {
    app.post(
      `/airtime-to-cash/:ref/${action}`,
      {
        schema: {
          hide: true,
          params: Type.Object({ ref: Type.String({ minLength: 1, maxLength: 100 }) }),
          body: ReviewBodySchema,
          response: { 200: ReviewResultSchema, ...errors },
        },
      },
      async (request) => {
        const decision: Decision =
          action === 'confirm' ? { action } : { action, reason: request.body.reason };
        const row = await reviewAirtimeToCash(deps, request.params.ref, request.body.by, decision);
        const [owner] = await deps.db
          .select({ email: users.email, walletKobo: users.walletBalanceKobo })
          .from(users)
          .where(eq(users.id, row.userId));
        const amount = formatNaira(row.amountKobo / 100);
        const email = owner?.email ?? '';
        const message =
          action === 'confirm'
            ? `Confirmed ${row.txRef}: ${amount} credited to ${email} by ${row.reviewedBy ?? ''}`
            : `Rejected ${row.txRef} (${amount} to ${email}) by ${row.reviewedBy ?? ''}` +
              (row.reviewNote ? `: ${row.reviewNote}` : '');
        return {
          message,
          data: {
            tx_ref: row.txRef,
            status: row.status,
            amount: koboToNaira(row.amountKobo),
            email,
            reviewed_by: row.reviewedBy ?? '',
            reviewed_at: (row.reviewedAt ?? new Date()).toISOString(),
            wallet_balance: koboToNaira(owner?.walletKobo ?? 0),
          },
        };
      },
    );
  }
}

import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ChangeKycLimitsRequestSchema,
  ConsoleCustomerKycSchema,
  ConsolePageQuerySchema,
  CustomerIdParamsSchema,
  HeldWalletsSchema,
  KycDecisionRequestSchema,
  KycDecisionResponseSchema,
  KycLimitsResponseSchema,
  KycReviewIdParamsSchema,
  KycReviewsPageSchema,
  KycReviewsQuerySchema,
  ReleaseHoldRequestSchema,
  ReleaseHoldResponseSchema,
} from '@contract/api/console';
import { ID_DOCUMENT_FILE_TYPES } from '@contract/rules/kyc';
import type { EnvelopeKey } from '../../../lib/secret-envelope';
import { OWNER_ONLY, staffOf } from '../guard';
import type { MoneyLimits } from '../money-policy/policy';
import { consoleErrors, consoleErrorsWith404, consoleErrorsWith409 } from '../schemas';
import { decideReview, openDocument, releaseHeldWallet, type Decision } from './decide';
import { changeKycLimits, readKycLimits } from './limits-setting';
import { customerKyc, heldWallets, reviewQueue } from './read';

/** A file name safe in a Content-Disposition header. */
const headerFileName = (name: string) => name.replace(/[^\w.-]+/g, '_').slice(0, 100) || 'document';

const DOCUMENT_RESPONSE = {
  description: 'The document as the customer sent it (never cached)',
  content: Object.fromEntries(
    ID_DOCUMENT_FILE_TYPES.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
  ),
};

/**
 * Identity tiers: every staff member reads a customer's tier and checks, the tier-3 queue, the held
 * wallets and the limits; an owner opens a document (audited), decides a review, releases a hold
 * and sets the limits.
 */
export default async function kycRoutes(
  instance: FastifyInstance,
  options: { limits: MoneyLimits; identityKey: EnvelopeKey },
) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/customers/:id/kyc',
    {
      schema: {
        operationId: 'consoleCustomerKyc',
        summary: "A customer's identity tier, verified numbers, hold, latest review and checks",
        params: CustomerIdParamsSchema,
        response: { 200: Type.Object({ data: ConsoleCustomerKycSchema }), ...consoleErrorsWith404 },
      },
    },
    async (request) => ({ data: await customerKyc(app.db, request.params.id) }),
  );

  app.get(
    '/kyc/reviews',
    {
      schema: {
        operationId: 'consoleKycReviews',
        summary: 'Tier-3 identity reviews of one status (pending by default), with the customer',
        querystring: KycReviewsQuerySchema,
        response: { 200: KycReviewsPageSchema, ...consoleErrors },
      },
    },
    async (request) => reviewQueue(app.db, request.query),
  );

  app.get(
    '/kyc/reviews/:id/document',
    {
      config: OWNER_ONLY,
      schema: {
        operationId: 'consoleKycDocument',
        summary: "A review's ID document (owners; each view is in the audit log)",
        params: KycReviewIdParamsSchema,
        response: { 200: DOCUMENT_RESPONSE, ...consoleErrorsWith404 },
      },
    },
    async (request, reply) => {
      const document = await openDocument(
        app.db,
        options.identityKey,
        staffOf(request),
        request.params.id,
      );
      return reply
        .header('content-type', document.type)
        .header('cache-control', 'no-store')
        .header('content-disposition', `inline; filename="${headerFileName(document.name)}"`)
        .send(document.bytes);
    },
  );

  const decide = (status: Decision) =>
    ({
      config: { ...OWNER_ONLY, money: status === 'approved' ? 'identity_approved' : false },
      schema: {
        operationId: status === 'approved' ? 'consoleKycApprove' : 'consoleKycReject',
        summary:
          status === 'approved'
            ? 'Approves a pending tier-3 review: the customer becomes tier 3 (owners)'
            : 'Rejects a pending tier-3 review; the customer reads the reason (owners)',
        params: KycReviewIdParamsSchema,
        body: KycDecisionRequestSchema,
        response: { 200: KycDecisionResponseSchema, ...consoleErrorsWith409 },
      },
    }) as const;

  for (const [path, status] of [
    ['approve', 'approved'],
    ['reject', 'rejected'],
  ] as const)
    app.post(`/kyc/reviews/:id/${path}`, decide(status), async (request) =>
      decideReview(app.db, staffOf(request), options.limits, {
        reviewId: request.params.id,
        status,
        reason: request.body.reason,
      }),
    );

  app.get(
    '/kyc/holds',
    {
      schema: {
        operationId: 'consoleKycHolds',
        summary: 'Wallets held over their identity tier’s limits, longest held first',
        querystring: ConsolePageQuerySchema,
        response: { 200: HeldWalletsSchema, ...consoleErrors },
      },
    },
    async (request) => heldWallets(app.db, request.query),
  );

  app.post(
    '/customers/:id/kyc/release-hold',
    {
      config: { ...OWNER_ONLY, money: 'hold_released' },
      schema: {
        operationId: 'consoleKycReleaseHold',
        summary: 'Releases a held wallet, with a reason (owners)',
        params: CustomerIdParamsSchema,
        body: ReleaseHoldRequestSchema,
        response: { 200: ReleaseHoldResponseSchema, ...consoleErrorsWith409 },
      },
    },
    async (request) =>
      releaseHeldWallet(app.db, staffOf(request), options.limits, {
        userId: request.params.id,
        reason: request.body.reason,
      }),
  );

  app.get(
    '/kyc/limits',
    {
      schema: {
        operationId: 'consoleKycLimits',
        summary: "Each identity tier's limits in naira (null: no limit), with the last change",
        response: { 200: KycLimitsResponseSchema, ...consoleErrors },
      },
    },
    async () => ({ data: await readKycLimits(app.db) }),
  );

  app.put(
    '/kyc/limits',
    {
      // moves no money: sets how much may come into wallets from now on
      config: { ...OWNER_ONLY, money: false },
      schema: {
        operationId: 'consoleChangeKycLimits',
        summary: "Sets the four identity tiers' limits, with a reason (owners; audited)",
        body: ChangeKycLimitsRequestSchema,
        response: { 200: KycLimitsResponseSchema, ...consoleErrors },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      return {
        data: await changeKycLimits(app.db, { id: staff.id, email: staff.email }, request.body),
      };
    },
  );
}

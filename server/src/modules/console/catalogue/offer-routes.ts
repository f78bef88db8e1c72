import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ConsoleIdParamsSchema,
  ConsoleOffersSchema,
  OfferIdParamsSchema,
  SetOfferRequestSchema,
  SetPinRequestSchema,
} from '@contract/api/console';
import { OWNER_ONLY, staffOf } from '../guard';
import { consoleErrorsWith409 } from '../schemas';
import { setOffer, setPin } from './offer-changes';
import { planTarget, readOffers } from './offers';

export interface OfferRoutesOptions {
  /** MIN_PRICE_MARGIN_PERCENT in basis points: a tier under cost plus it is warned of */
  minPriceMarginBp: number;
}

const answer = { 200: Type.Object({ data: ConsoleOffersSchema }), ...consoleErrorsWith409 };

/** The offers of plans and packages: the owner's alone, like the rest of the catalogue. */
export default async function consoleOfferRoutes(
  instance: FastifyInstance,
  options: OfferRoutesOptions,
) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const margin = options.minPriceMarginBp;
  const actor = (request: FastifyRequest) => {
    const staff = staffOf(request);
    return { id: staff.id, email: staff.email };
  };

  app.get(
    '/catalogue/plans/:id/offers',
    {
      config: OWNER_ONLY,
      schema: {
        operationId: 'consolePlanOffers',
        summary: "A plan's offers: cost per provider, the cheapest marked, margin per tier",
        params: ConsoleIdParamsSchema,
        response: answer,
      },
    },
    async (request) => ({
      data: await readOffers(app.db, await planTarget(app.db, request.params.id), margin),
    }),
  );

  app.get(
    '/catalogue/packages/:id/offers',
    {
      config: OWNER_ONLY,
      schema: {
        operationId: 'consolePackageOffers',
        summary: "An amount-based package's offers: commission per provider, margin per tier",
        params: ConsoleIdParamsSchema,
        response: answer,
      },
    },
    async (request) => ({
      data: await readOffers(app.db, { packageId: request.params.id, planId: null }, margin),
    }),
  );

  app.put(
    '/catalogue/offers/:id',
    {
      config: { ...OWNER_ONLY, money: false },
      schema: {
        operationId: 'consoleSetOffer',
        summary: 'Enables or disables an offer, or sets its cost or commission',
        params: OfferIdParamsSchema,
        body: SetOfferRequestSchema,
        response: answer,
      },
    },
    async (request) => ({
      data: await setOffer(app.db, actor(request), request.params.id, request.body, margin),
    }),
  );

  app.put(
    '/catalogue/plans/:id/pin',
    {
      config: { ...OWNER_ONLY, money: false },
      schema: {
        operationId: 'consolePinPlan',
        summary: 'Sells a plan through one provider only, or through the cheapest again',
        params: ConsoleIdParamsSchema,
        body: SetPinRequestSchema,
        response: answer,
      },
    },
    async (request) => ({
      data: await setPin(
        app.db,
        actor(request),
        await planTarget(app.db, request.params.id),
        request.body,
        margin,
      ),
    }),
  );

  app.put(
    '/catalogue/packages/:id/pin',
    {
      config: { ...OWNER_ONLY, money: false },
      schema: {
        operationId: 'consolePinPackage',
        summary: 'Sells an amount-based package through one provider only, or the cheapest again',
        params: ConsoleIdParamsSchema,
        body: SetPinRequestSchema,
        response: answer,
      },
    },
    async (request) => ({
      data: await setPin(
        app.db,
        actor(request),
        { packageId: request.params.id, planId: null },
        request.body,
        margin,
      ),
    }),
  );
}

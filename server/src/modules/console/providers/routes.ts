import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ConsoleBillsProvidersSchema,
  ProviderNameParamsSchema,
  SetProviderEnabledRequestSchema,
  SetProviderForcedDownRequestSchema,
  SetProviderPriorityRequestSchema,
} from '@contract/api/console';
import { OWNER_ONLY, staffOf } from '../guard';
import { consoleErrorsWith409 } from '../schemas';
import { readProviders } from './list';
import { setProviderEnabled, setProviderForcedDown, setProviderPriority } from './service';

export interface ProviderRoutesOptions {
  /** PROVIDER_LOW_BALANCE in kobo: a balance below it is a low float */
  providerLowBalanceKobo: number;
}

const listAnswer = Type.Object({ data: ConsoleBillsProvidersSchema });
const errors = consoleErrorsWith409;

/** Bills providers: every staff member sees them; only the owner changes them. */
export default async function consoleProviderRoutes(
  instance: FastifyInstance,
  options: ProviderRoutesOptions,
) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const actor = (request: FastifyRequest) => {
    const staff = staffOf(request);
    return { id: staff.id, email: staff.email };
  };
  const list = async () => ({
    data: await readProviders(app.db, app.billsProviders.names, options.providerLowBalanceKobo),
  });

  app.get(
    '/providers',
    {
      schema: {
        operationId: 'consoleProviders',
        summary: "Each bills provider: settings, health, last balance, today's success and p95",
        response: { 200: listAnswer, ...errors },
      },
    },
    list,
  );

  app.put(
    '/providers/:name/enabled',
    {
      config: { ...OWNER_ONLY, money: false },
      schema: {
        operationId: 'consoleSetProviderEnabled',
        summary:
          'Enables or disables a bills provider (not the only one selling a product on sale)',
        params: ProviderNameParamsSchema,
        body: SetProviderEnabledRequestSchema,
        response: { 200: listAnswer, ...errors },
      },
    },
    async (request) => {
      await setProviderEnabled(app.db, actor(request), request.params.name, request.body);
      return list();
    },
  );

  app.put(
    '/providers/:name/priority',
    {
      config: { ...OWNER_ONLY, money: false },
      schema: {
        operationId: 'consoleSetProviderPriority',
        summary: 'Sets the priority that breaks ties between offers of the same cost',
        params: ProviderNameParamsSchema,
        body: SetProviderPriorityRequestSchema,
        response: { 200: listAnswer, ...errors },
      },
    },
    async (request) => {
      await setProviderPriority(app.db, actor(request), request.params.name, request.body);
      return list();
    },
  );

  app.put(
    '/providers/:name/forced-down',
    {
      config: { ...OWNER_ONLY, money: false },
      schema: {
        operationId: 'consoleSetProviderForcedDown',
        summary: 'Forces a bills provider down (no orders go there) or releases it',
        params: ProviderNameParamsSchema,
        body: SetProviderForcedDownRequestSchema,
        response: { 200: listAnswer, ...errors },
      },
    },
    async (request) => {
      await setProviderForcedDown(app.db, actor(request), request.params.name, request.body);
      return list();
    },
  );
}

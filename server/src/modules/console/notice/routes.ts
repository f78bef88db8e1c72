import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ConsoleNoticeSchema, SetNoticeRequestSchema } from '@contract/api/console';
import { OWNER_ONLY, staffOf } from '../guard';
import { consoleErrors } from '../schemas';
import { publishNotice, readNotice } from './service';

/** The dashboard notice customers see: the owner's to change. */
export default async function consoleNoticeRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/notice',
    {
      config: OWNER_ONLY,
      schema: {
        operationId: 'consoleNotice',
        summary: 'The dashboard notice customers see now',
        response: { 200: Type.Object({ data: ConsoleNoticeSchema }), ...consoleErrors },
      },
    },
    async () => ({ data: await readNotice(app.db) }),
  );

  app.put(
    '/notice',
    {
      config: { ...OWNER_ONLY, money: false },
      schema: {
        operationId: 'consoleSetNotice',
        summary: 'Publishes a new dashboard notice (plain text; empty for none)',
        body: SetNoticeRequestSchema,
        response: { 200: Type.Object({ data: ConsoleNoticeSchema }), ...consoleErrors },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      return {
        data: await publishNotice(app.db, { id: staff.id, email: staff.email }, request.body.body),
      };
    },
  );
}

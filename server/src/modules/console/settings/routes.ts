import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ChangeConsoleSettingsRequestSchema,
  ConsoleSettingsResponseSchema,
} from '@contract/api/console';
import { OWNER_ONLY, staffOf } from '../guard';
import { consoleErrors } from '../schemas';
import { changeConsoleSettings, readConsoleSettings } from './service';

/** The console's settings: every staff member reads them, an owner changes them (audited). */
export default async function consoleSettingsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/settings',
    {
      schema: {
        operationId: 'consoleSettings',
        summary: 'The console settings (who may export what), with the last change',
        response: { 200: ConsoleSettingsResponseSchema, ...consoleErrors },
      },
    },
    async () => ({ data: await readConsoleSettings(app.db) }),
  );

  app.put(
    '/settings',
    {
      config: { ...OWNER_ONLY, money: false },
      schema: {
        operationId: 'consoleChangeSettings',
        summary: 'Changes the console settings; the reason is kept in the audit log',
        body: ChangeConsoleSettingsRequestSchema,
        response: { 200: ConsoleSettingsResponseSchema, ...consoleErrors },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      return {
        data: await changeConsoleSettings(
          app.db,
          { id: staff.id, email: staff.email },
          request.body,
        ),
      };
    },
  );
}

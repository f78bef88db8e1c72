import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import { StaffRoleSchema } from '@contract/api/console';
import type { Db } from '../db/client';
import { setStaffRole } from '../modules/console/staff/service';

/*
 * `npm run ops -- staff create --email ... --role owner|support`: gives a registered user a console
 * role (how the first owner is made without the console). Audited as the ops command.
 */

export const StaffCreatedSchema = Type.Object({
  message: Type.String(),
  data: Type.Object({ id: Type.Integer(), email: Type.String(), role: StaffRoleSchema }),
});
export type StaffCreated = Static<typeof StaffCreatedSchema>;

const apiError = { $ref: 'ApiError#' } as const;

export default async function opsStaffRoutes(instance: FastifyInstance, options: { db: Db }) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/staff',
    {
      schema: {
        hide: true,
        body: Type.Object({
          email: Type.String({ minLength: 3, maxLength: 254 }),
          role: StaffRoleSchema,
          by: Type.String({ maxLength: 100, default: '' }),
        }),
        response: {
          200: StaffCreatedSchema,
          400: apiError,
          401: apiError,
          403: apiError,
          404: apiError,
          409: apiError,
        },
      },
    },
    async (request) => {
      const { email, role, by } = request.body;
      const row = await setStaffRole(
        options.db,
        { id: null, email: `ops command${by.trim() ? ` (${by.trim()})` : ''}` },
        { email: email.trim() },
        role,
      );
      return {
        message: `${row.email} is now ${role === 'owner' ? 'an owner' : 'support staff'} of the console; they sign in at /console with their own password.`,
        data: { id: row.id, email: row.email, role },
      };
    },
  );
}

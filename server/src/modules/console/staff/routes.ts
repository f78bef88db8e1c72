import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  AddStaffRequestSchema,
  ChangeStaffRoleRequestSchema,
  StaffIdParamsSchema,
  StaffListSchema,
  StaffMemberResponseSchema,
} from '@contract/api/console';
import { jsonOrCsv, wantsCsv } from '../../../lib/csv';
import { sendConsoleExport } from '../audited-export';
import { actorOf, OWNER_ONLY, staffOf } from '../guard';
import { staffCsv } from './export';
import { consoleErrorsWith409 } from '../schemas';
import { addStaff, changeStaffRole, listStaff, removeStaff } from './service';

/**
 * Staff management, for owners only; every change is audited. The ops command may add a member
 * (`npm run ops -- staff create`: how the first owner is made), never change or remove one.
 */
export default async function staffRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const actor = (request: Parameters<typeof staffOf>[0]) => {
    const staff = staffOf(request);
    return { id: staff.id, email: staff.email };
  };

  app.get(
    '/staff',
    {
      config: OWNER_ONLY,
      schema: {
        operationId: 'consoleListStaff',
        summary: 'Every staff member with their role',
        response: {
          200: jsonOrCsv(StaffListSchema, 'The staff, or the list as CSV'),
          ...consoleErrorsWith409,
        },
      },
    },
    async (request, reply) =>
      wantsCsv(request)
        ? sendConsoleExport(request, reply, staffCsv(app.db))
        : { data: await listStaff(app.db) },
  );

  app.post(
    '/staff',
    {
      config: { ...OWNER_ONLY, opsCommand: true },
      schema: {
        operationId: 'consoleAddStaff',
        summary: 'Give a registered user a staff role (signs them out everywhere)',
        body: AddStaffRequestSchema,
        response: { 201: StaffMemberResponseSchema, ...consoleErrorsWith409 },
      },
    },
    async (request, reply) => {
      const { id, email } = actorOf(request);
      const member = await addStaff(app.db, { id, email }, request.body.email, request.body.role);
      return reply.status(201).send({ data: member });
    },
  );

  app.patch(
    '/staff/:id',
    {
      config: OWNER_ONLY,
      schema: {
        operationId: 'consoleChangeStaffRole',
        summary: "Change a staff member's role (signs them out everywhere)",
        params: StaffIdParamsSchema,
        body: ChangeStaffRoleRequestSchema,
        response: { 200: StaffMemberResponseSchema, ...consoleErrorsWith409 },
      },
    },
    async (request) => ({
      data: await changeStaffRole(app.db, actor(request), request.params.id, request.body.role),
    }),
  );

  app.delete(
    '/staff/:id',
    {
      config: OWNER_ONLY,
      schema: {
        operationId: 'consoleRemoveStaff',
        summary: "Remove a staff member's role; they are signed out everywhere",
        params: StaffIdParamsSchema,
        response: { 200: Type.Object({ message: Type.String() }), ...consoleErrorsWith409 },
      },
    },
    async (request) => {
      await removeStaff(app.db, actor(request), request.params.id);
      return { message: 'Staff role removed; they have been signed out everywhere.' };
    },
  );
}

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
import { HttpError } from '../../../lib/http-error';
import { sendConsoleExport } from '../audited-export';
import { OWNER_ONLY, staffOf } from '../guard';
import { OPS_COMMAND_MESSAGES } from '../ops-command';
import { staffCsv } from './export';
import { consoleErrorsWith409 } from '../schemas';
import { addStaff, changeStaffRole, listStaff, removeStaff, STAFF_MESSAGES } from './service';

/**
 * Staff management, for owners only; every change is audited. The ops command may create the
 * first owner at set-up (naming no member; refused once an owner exists) and, acting as an owner
 * (--as), add support staff; it never creates or promotes an owner otherwise, nor changes or
 * removes anyone.
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
      config: { ...OWNER_ONLY, opsCommand: true, opsSetUp: true, money: false },
      schema: {
        operationId: 'consoleAddStaff',
        summary: 'Give a registered user a staff role (signs them out everywhere)',
        body: AddStaffRequestSchema,
        response: { 201: StaffMemberResponseSchema, ...consoleErrorsWith409 },
      },
    },
    async (request, reply) => {
      const { email, role, reason } = request.body;
      const ops = request.opsCommand;
      if (ops && role === 'owner' && ops.as !== null)
        throw new HttpError(403, STAFF_MESSAGES.opsNoOwner);
      if (ops && ops.as === null && role !== 'owner')
        throw new HttpError(403, OPS_COMMAND_MESSAGES.nameYourself);
      const member =
        ops && ops.as === null
          ? await addStaff(app.db, { id: null, email: 'ops command (set-up)' }, email, role, {
              reason,
              onlyFirstOwner: true,
            })
          : await addStaff(app.db, actor(request), email, role, { reason });
      return reply.status(201).send({ data: member });
    },
  );

  app.patch(
    '/staff/:id',
    {
      config: { ...OWNER_ONLY, money: false },
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
      config: { ...OWNER_ONLY, money: false },
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

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq, sql, type SQL } from 'drizzle-orm';
import { STAFF_ROLES, type StaffRole } from '@contract/api/console';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { staffTwoFactor } from '../staff-security/tables';
import { OPS_COMMAND_MESSAGES, opsCommandOf, sentOpsToken } from './ops-command';

/** The staff member acting on a console request. */
export interface StaffMemberOnRequest {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  twoFactor: { enabled: boolean; required: boolean };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Console routes: the roles allowed to call the route; unset allows every staff role. The
     * guard reads it from here, so a route's roles are declared once, beside the route.
     */
    staff?: readonly StaffRole[];
    /**
     * Console routes that answer an owner who must still set up two-factor sign-in (the
     * enrolment itself and `me`); every other route refuses them until it is on.
     */
    beforeTwoFactor?: boolean;
  }
  interface FastifyRequest {
    /** set by the console guard on console routes */
    staffMember: StaffMemberOnRequest | null;
  }
}

/** Who acts on a console request: a staff member, signed in or named by the ops command. */
export type ConsoleActor = StaffMemberOnRequest;

export const OWNER_ONLY = { staff: ['owner'] } as const satisfies { staff: readonly StaffRole[] };

export const GUARD_MESSAGES = {
  notStaff: 'This is for NairaTop staff only.',
  wrongRole: (allowed: readonly StaffRole[]) =>
    `Only ${allowed.map((role) => (role === 'owner' ? 'an owner' : 'support staff')).join(' or ')} can do this.`,
  twoFactorFirst:
    'Set up two-factor sign-in first: owners must use an authenticator app to use the console. Open Security in the console.',
} as const;

const isStaffRole = (role: string | null): role is StaffRole =>
  role !== null && (STAFF_ROLES as readonly string[]).includes(role);

/**
 * Loads the staff member (`who`: their id, or the e-mail the ops command names) and answers 403
 * unless they have a role the route allows (its `config.staff`, default every staff role) and,
 * where owners must use two-factor sign-in, unless an owner has it on (but on the
 * `beforeTwoFactor` routes). The role is read on every request, so a role removed or changed holds
 * at once in every process.
 */
async function staffMemberFor(
  db: Db,
  request: FastifyRequest,
  who: SQL,
  options: { ownerTwoFactorRequired: boolean },
  notStaff: string,
): Promise<StaffMemberOnRequest> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      twoFactorSince: staffTwoFactor.enabledAt,
    })
    .from(users)
    .leftJoin(staffTwoFactor, eq(staffTwoFactor.userId, users.id))
    .where(who);
  if (!row || !isStaffRole(row.role)) throw new HttpError(403, notStaff);
  const allowed = request.routeOptions.config.staff ?? STAFF_ROLES;
  if (!allowed.includes(row.role)) throw new HttpError(403, GUARD_MESSAGES.wrongRole(allowed));
  const twoFactor = {
    enabled: row.twoFactorSince !== null,
    required: options.ownerTwoFactorRequired && row.role === 'owner',
  };
  if (twoFactor.required && !twoFactor.enabled && !request.routeOptions.config.beforeTwoFactor)
    throw new HttpError(403, GUARD_MESSAGES.twoFactorFirst);
  return {
    id: row.id,
    email: row.email,
    name: `${row.firstName} ${row.lastName}`.trim(),
    role: row.role,
    twoFactor,
  };
}

/** onRequest hook after `authenticate`: the signed-in user as the staff member acting. */
export function staffGuard(db: Db, options: { ownerTwoFactorRequired: boolean }) {
  return async (request: FastifyRequest) => {
    request.staffMember = await staffMemberFor(
      db,
      request,
      eq(users.id, request.userId),
      options,
      GUARD_MESSAGES.notStaff,
    );
  };
}

/**
 * The console's onRequest guard: the ops command's token on the routes that admit it, acting as
 * the staff member it names (with that member's role and limits), else a signed-in staff member
 * (`authenticate`, then the staff guard above).
 */
export function consoleAccess(
  app: Pick<FastifyInstance, 'db' | 'authenticate'>,
  options: { ownerTwoFactorRequired: boolean; opsToken: string },
) {
  const staff = staffGuard(app.db, options);
  return async (request: FastifyRequest) => {
    if (sentOpsToken(request)) {
      request.requiresAuth = true;
      const command = opsCommandOf(request, options.opsToken);
      if (command.as === null) return;
      request.staffMember = await staffMemberFor(
        app.db,
        request,
        sql`lower(${users.email}) = ${command.as}`,
        options,
        OPS_COMMAND_MESSAGES.notStaff(command.as),
      );
      return;
    }
    await app.authenticate(request);
    await staff(request);
  };
}

/** The staff member of a guarded console request (the guard has run); 403 to the ops command. */
export function staffOf(request: FastifyRequest): StaffMemberOnRequest {
  if (!request.staffMember) throw new HttpError(403, GUARD_MESSAGES.notStaff);
  return request.staffMember;
}

/** Who acts on a guarded console request: the staff member, signed in or named by the ops command. */
export const actorOf = staffOf;

/** The name a decision leaves on the transaction (reviewed_by): the staff member's e-mail. */
export const reviewerOf = (actor: ConsoleActor): string => actor.email;

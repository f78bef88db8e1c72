import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { STAFF_ROLES, type StaffRole } from '@contract/api/console';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { staffTwoFactor } from '../staff-security/tables';
import { opsCommandActor, sentOpsToken, type OpsCommandActor } from './ops-command';

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

/** Who acts on a console request: a signed-in staff member, or the ops command (its token). */
export type ConsoleActor = StaffMemberOnRequest | OpsCommandActor;

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
 * onRequest hook after `authenticate`: answers 403 unless the signed-in user has a role the route
 * allows (its `config.staff`, default every staff role), and, where owners must use two-factor
 * sign-in, to an owner without it (but on the `beforeTwoFactor` routes). The role is read on every
 * request, so a role removed or changed holds at once in every process.
 */
export function staffGuard(db: Db, options: { ownerTwoFactorRequired: boolean }) {
  return async (request: FastifyRequest) => {
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
      .where(eq(users.id, request.userId));
    if (!row || !isStaffRole(row.role)) throw new HttpError(403, GUARD_MESSAGES.notStaff);
    const allowed = request.routeOptions.config.staff ?? STAFF_ROLES;
    if (!allowed.includes(row.role)) throw new HttpError(403, GUARD_MESSAGES.wrongRole(allowed));
    const twoFactor = {
      enabled: row.twoFactorSince !== null,
      required: options.ownerTwoFactorRequired && row.role === 'owner',
    };
    if (twoFactor.required && !twoFactor.enabled && !request.routeOptions.config.beforeTwoFactor)
      throw new HttpError(403, GUARD_MESSAGES.twoFactorFirst);
    request.staffMember = {
      id: row.id,
      email: row.email,
      name: `${row.firstName} ${row.lastName}`.trim(),
      role: row.role,
      twoFactor,
    };
  };
}

/**
 * The console's onRequest guard: the ops command's token on the routes that admit it, else a
 * signed-in staff member (`authenticate`, then the staff guard above).
 */
export function consoleAccess(
  app: Pick<FastifyInstance, 'db' | 'authenticate'>,
  options: { ownerTwoFactorRequired: boolean; opsToken: string },
) {
  const staff = staffGuard(app.db, options);
  return async (request: FastifyRequest) => {
    if (sentOpsToken(request)) {
      request.requiresAuth = true;
      opsCommandActor(request, options.opsToken);
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

/** Who acts on a guarded console request: the ops command on the routes that admit it, or staff. */
export function actorOf(request: FastifyRequest): ConsoleActor {
  return request.opsCommand ?? staffOf(request);
}

/** The name a decision leaves on the transaction (reviewed_by): the operator, or the e-mail. */
export const reviewerOf = (actor: ConsoleActor): string =>
  actor.id === null ? actor.operator : actor.email;

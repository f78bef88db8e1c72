import { Type, type Static } from 'typebox';
import { IntegerIdParamsSchema } from './ids';

/*
 * Staff of the operator console: users with a role. An owner may do everything (staff, prices);
 * support works on customers, transactions and airtime to cash, with manual credits capped.
 */

export const STAFF_ROLES = ['owner', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const StaffRoleSchema = Type.Unsafe<StaffRole>(
  Type.Union(STAFF_ROLES.map((role) => Type.Literal(role))),
);

/** GET console/me: who is using the console, for the SPA's guard and header. */
export const ConsoleMeSchema = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  name: Type.String(),
  role: StaffRoleSchema,
  /** kobo limit of one manual credit or debit by this member; null for an owner (no limit) */
  manual_credit_limit_kobo: Type.Union([Type.Integer(), Type.Null()]),
  /** two-factor sign-in: on or not, and whether the console needs it before anything else */
  two_factor: Type.Optional(Type.Object({ enabled: Type.Boolean(), required: Type.Boolean() })),
});

export const StaffMemberSchema = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  name: Type.String(),
  role: StaffRoleSchema,
  created_at: Type.String({ format: 'date-time' }),
  /** two-factor sign-in is on (an owner may reset it) */
  two_factor: Type.Optional(Type.Boolean()),
});

export const StaffListSchema = Type.Object({ data: Type.Array(StaffMemberSchema) });

/** POST console/staff: give an existing user a role. */
export const AddStaffRequestSchema = Type.Object({
  email: Type.String({ minLength: 3, maxLength: 254 }),
  role: StaffRoleSchema,
  /** why, kept in the audit log (the ops command always sends one) */
  reason: Type.Optional(Type.String({ maxLength: 500 })),
});

/** PATCH console/staff/:id: change a member's role. */
export const ChangeStaffRoleRequestSchema = Type.Object({ role: StaffRoleSchema });

export const StaffIdParamsSchema = IntegerIdParamsSchema;

export const StaffMemberResponseSchema = Type.Object({ data: StaffMemberSchema });

export type ConsoleMe = Static<typeof ConsoleMeSchema>;
export type StaffMember = Static<typeof StaffMemberSchema>;
export type StaffList = Static<typeof StaffListSchema>;
export type AddStaffRequest = Static<typeof AddStaffRequestSchema>;
export type ChangeStaffRoleRequest = Static<typeof ChangeStaffRoleRequestSchema>;

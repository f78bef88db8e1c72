import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { StaffMember, StaffRole } from '@contract/api/console';
import type { Db, Tx } from '../../../db/client';
import { users } from '../../../db/schema';
import { HttpError, notFound } from '../../../lib/http-error';
import { recordAudit, type AuditActor } from '../audit';
import { staffTwoFactor } from '../../staff-security/tables';

export const STAFF_MESSAGES = {
  noSuchUser: (email: string) =>
    `No account uses ${email}. The person must register first, then be added.`,
  notStaff: 'That user is not a staff member.',
  lastOwner: 'The console needs at least one active owner: make another owner first.',
  ownerExists:
    'The console already has an owner: the ops command cannot create or promote another. An owner adds staff in the console.',
  opsNoOwner: 'The ops command cannot create or promote an owner: an owner does it in the console.',
  alreadyStaff: (role: StaffRole) =>
    `That user is already ${role === 'owner' ? 'an owner' : 'support staff'}.`,
} as const;

const staffColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  createdAt: users.createdAt,
};

type StaffRow = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  role: StaffRole | null;
  createdAt: Date;
};

const present = (row: StaffRow & { role: StaffRole }): StaffMember => ({
  id: row.id,
  email: row.email,
  name: `${row.firstName} ${row.lastName}`.trim(),
  role: row.role,
  created_at: row.createdAt.toISOString(),
});

export async function listStaff(db: Db): Promise<StaffMember[]> {
  const rows = await db
    .select({ ...staffColumns, twoFactorSince: staffTwoFactor.enabledAt })
    .from(users)
    .leftJoin(staffTwoFactor, eq(staffTwoFactor.userId, users.id))
    .where(isNotNull(users.role))
    .orderBy(asc(users.role), asc(users.email));
  return rows.flatMap(({ twoFactorSince, ...row }) =>
    row.role
      ? [{ ...present({ ...row, role: row.role }), two_factor: twoFactorSince !== null }]
      : [],
  );
}

async function lockUser(tx: Tx, where: { id: number } | { email: string }) {
  const [row] = await tx
    .select(staffColumns)
    .from(users)
    .where(
      'id' in where
        ? eq(users.id, where.id)
        : sql`lower(${users.email}) = ${where.email.toLowerCase()}`,
    )
    .for('update');
  return row;
}

async function activeOwnerIds(tx: Tx) {
  // Locks every owner row, so two owners removing each other at once cannot leave none. A
  // suspended owner cannot sign in, so only owners who are not suspended count.
  const rows = await tx
    .select({ id: users.id, suspendedAt: users.suspendedAt })
    .from(users)
    .where(eq(users.role, 'owner'))
    .for('update');
  return rows.filter((row) => !row.suspendedAt).map((row) => row.id);
}

/**
 * Gives a user a role, changes it, or removes it (role null), audited. Any change of role signs
 * the user out everywhere (their next sign-in gets a token of the right lifetime); the last owner
 * cannot stop being one.
 */
export async function setStaffRole(
  db: Db,
  actor: AuditActor,
  target: { id: number } | { email: string },
  role: StaffRole | null,
  options: { refuseIfStaff?: boolean; onlyFirstOwner?: boolean; reason?: string } = {},
): Promise<StaffRow> {
  return db.transaction(async (tx) => {
    if (options.onlyFirstOwner) {
      // One set-up at a time decides (the same lock as CONSOLE_OWNER_EMAIL's promotion).
      await tx.execute(sql`SELECT pg_advisory_xact_lock(720451012)`);
      const [owner] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.role, 'owner'))
        .limit(1);
      if (owner) throw new HttpError(403, STAFF_MESSAGES.ownerExists);
    }
    const activeOwners = await activeOwnerIds(tx);
    const row = await lockUser(tx, target);
    if (!row)
      throw 'email' in target
        ? new HttpError(404, STAFF_MESSAGES.noSuchUser(target.email))
        : notFound(STAFF_MESSAGES.notStaff);
    if (options.refuseIfStaff && row.role)
      throw new HttpError(409, STAFF_MESSAGES.alreadyStaff(row.role));
    if (row.role === role) return row;
    const othersActive = activeOwners.filter((id) => id !== row.id);
    if (row.role === 'owner' && role !== 'owner' && othersActive.length === 0)
      throw new HttpError(403, STAFF_MESSAGES.lastOwner);
    await tx
      .update(users)
      .set({ role, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, row.id));
    await recordAudit(tx, {
      actor,
      action:
        role === null ? 'staff.remove' : row.role === null ? 'staff.add' : 'staff.change_role',
      subjectType: 'user',
      subjectId: row.id,
      reason: options.reason ?? null,
      before: { email: row.email, role: row.role },
      after: { email: row.email, role },
    });
    return { ...row, role };
  });
}

export async function addStaff(
  db: Db,
  actor: AuditActor,
  email: string,
  role: StaffRole,
  options: { reason?: string; onlyFirstOwner?: boolean } = {},
) {
  const row = await setStaffRole(db, actor, { email: email.trim() }, role, {
    refuseIfStaff: true,
    ...options,
  });
  return present({ ...row, role });
}

export async function changeStaffRole(db: Db, actor: AuditActor, id: number, role: StaffRole) {
  await requireStaffMember(db, id);
  const row = await setStaffRole(db, actor, { id }, role);
  return present({ ...row, role });
}

export async function removeStaff(db: Db, actor: AuditActor, id: number) {
  await requireStaffMember(db, id);
  await setStaffRole(db, actor, { id }, null);
}

async function requireStaffMember(db: Db, id: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), isNotNull(users.role)));
  if (!row) throw notFound(STAFF_MESSAGES.notStaff);
}

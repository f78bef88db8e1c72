import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { recordAudit } from './audit';

/**
 * Makes the user with this e-mail an owner while the console has no owner at all (a later
 * demotion of that user is not undone at the next start). Audited as done by CONSOLE_OWNER_EMAIL.
 */
export async function promoteFirstOwner(
  db: Db,
  email: string,
): Promise<'promoted' | 'has-owner' | 'no-such-user'> {
  return db.transaction(async (tx) => {
    // One start at a time decides, when several processes start together.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(720451012)`);
    const [owner] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, 'owner'))
      .limit(1);
    if (owner) return 'has-owner';
    const [user] = await tx
      .select({ id: users.id, email: users.email, role: users.role })
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
    if (!user) return 'no-such-user';
    await tx
      .update(users)
      .set({ role: 'owner', tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, user.id));
    await recordAudit(tx, {
      actor: { id: null, email: 'CONSOLE_OWNER_EMAIL' },
      action: 'staff.add',
      subjectType: 'user',
      subjectId: user.id,
      before: { email: user.email, role: user.role },
      after: { email: user.email, role: 'owner' },
    });
    return 'promoted';
  });
}

import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { recordAudit, type AuditActor } from '../console/audit';
import { sessions } from './tables';

/** Long enough for any browser's string; longer ones are cut, not refused. */
const USER_AGENT_MAX = 300;

export const SESSION_MESSAGES = {
  notFound: 'That session has already ended.',
  ended: 'Session ended: that device is signed out.',
  endedOthers: (count: number) =>
    count === 0
      ? 'No other session was open.'
      : `${count} other session${count === 1 ? '' : 's'} ended.`,
} as const;

export interface NewSession {
  userId: number;
  tokenVersion: number;
  ttlSeconds: number;
  ip: string;
  userAgent: string | undefined;
}

export async function createSession(db: Db, session: NewSession): Promise<string> {
  const [row] = await db
    .insert(sessions)
    .values({
      userId: session.userId,
      tokenVersion: session.tokenVersion,
      expiresAt: new Date(Date.now() + session.ttlSeconds * 1000),
      ip: session.ip,
      userAgent: (session.userAgent ?? '').slice(0, USER_AGENT_MAX),
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('insert into sessions returned no row');
  return row.id;
}

/** Ends one session of the user (a sign-out); ending one already ended changes nothing. */
export async function closeSession(db: Db | Tx, userId: number, sessionId: string) {
  await db
    .update(sessions)
    .set({ endedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.endedAt)));
}

/** Written at most once a minute per session, whatever the number of requests. */
export async function touchSession(db: Db, sessionId: string) {
  await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(
      and(eq(sessions.id, sessionId), sql`${sessions.lastSeenAt} < now() - interval '1 minute'`),
    );
}

/** Open: not ended, not expired, and issued under the user's current token version. */
const openSessionsOf = (userId: number) =>
  and(
    eq(sessions.userId, userId),
    isNull(sessions.endedAt),
    gt(sessions.expiresAt, sql`now()`),
    eq(sessions.tokenVersion, users.tokenVersion),
  );

export interface SessionView {
  id: string;
  created_at: string;
  last_seen_at: string;
  ip: string;
  user_agent: string;
  current: boolean;
}

/** The staff member's open sessions, newest first; `current` marks the one asking. */
export async function listOpenSessions(
  db: Db,
  userId: number,
  currentId: string | undefined,
): Promise<SessionView[]> {
  const rows = await db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(openSessionsOf(userId))
    .orderBy(desc(sessions.createdAt));
  return rows.map((row) => ({
    id: row.id,
    created_at: row.createdAt.toISOString(),
    last_seen_at: row.lastSeenAt.toISOString(),
    ip: row.ip,
    user_agent: row.userAgent,
    current: row.id === currentId,
  }));
}

const openIdsOf = (userId: number) =>
  sql`(SELECT ${sessions.id} FROM ${sessions} JOIN ${users} ON ${users.id} = ${sessions.userId}
       WHERE ${openSessionsOf(userId)})`;

/** Ends one of the staff member's own open sessions; its token fails on its next request. */
export async function endSession(db: Db, staff: AuditActor & { id: number }, sessionId: string) {
  await db.transaction(async (tx) => {
    const [ended] = await tx
      .update(sessions)
      .set({ endedAt: sql`now()` })
      .where(and(eq(sessions.id, sessionId), sql`${sessions.id} IN ${openIdsOf(staff.id)}`))
      .returning({ id: sessions.id, ip: sessions.ip, userAgent: sessions.userAgent });
    if (!ended) throw notFound(SESSION_MESSAGES.notFound);
    await recordAudit(tx, {
      actor: staff,
      action: 'session.end',
      subjectType: 'session',
      subjectId: ended.id,
      before: { ip: ended.ip, user_agent: ended.userAgent },
      after: { ended: true },
    });
  });
}

/** Ends every open session of the staff member but the one asking; answers how many ended. */
export async function endOtherSessions(
  db: Db,
  staff: AuditActor & { id: number },
  currentId: string | undefined,
): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .update(sessions)
      .set({ endedAt: sql`now()` })
      .where(
        and(
          sql`${sessions.id} IN ${openIdsOf(staff.id)}`,
          currentId ? ne(sessions.id, currentId) : undefined,
        ),
      )
      .returning({ id: sessions.id });
    if (ended.length > 0)
      await recordAudit(tx, {
        actor: staff,
        action: 'session.end_others',
        subjectType: 'user',
        subjectId: staff.id,
        after: { ended: ended.map((row) => row.id) },
      });
    return ended.length;
  });
}

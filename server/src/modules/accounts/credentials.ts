import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { apiKeys, users } from '../../db/schema';
import { displayPrefix } from '../api-keys/secret';
import { sessions } from '../staff-security/tables';
import { recordSecurityEvent, sendSecurityNotice, type NoticeDeps } from './security-events';

/*
 * One credential lifecycle. Every way into the wallet (a signed-in session, an API key) belongs to
 * the account's credential generation, users.token_version, and is checked against the database on
 * each request. Ending credentials raises the generation (a password change or reset, a sign-out
 * everywhere) or, keeping the generation, ends the session rows and revokes the keys (a PIN reset).
 * Either way every other process refuses them from the next request.
 */

/** Why credentials ended, as recorded in the account's security events. */
export type CredentialEnding =
  | 'password.changed'
  | 'password.reset'
  | 'signed_out_everywhere'
  | 'signed_out_by_staff'
  | 'transaction_pin.reset';

export interface EndedCredentials {
  /** the generation now current: a token for the kept session is issued under it */
  tokenVersion: number;
  sessions: { ip: string; userAgent: string }[];
  apiKeys: { name: string; prefix: string }[];
}

export interface EndCredentialsOptions {
  event: CredentialEnding;
  /** the address the ending came from; none when staff ended them from the console */
  ip?: string;
  /** the session the request came from, kept open (moved to the new generation) */
  keepSessionId?: string;
  /** raise users.token_version, so any token or key of the older generation is refused */
  raiseGeneration: boolean;
}

/**
 * Ends every open session but the kept one and revokes every live API key, in the caller's
 * transaction, with the security event. Answers what ended, for the e-mail.
 */
export async function endCredentials(
  tx: Tx,
  userId: number,
  options: EndCredentialsOptions,
): Promise<EndedCredentials> {
  const [account] = options.raiseGeneration
    ? await tx
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, userId))
        .returning({ tokenVersion: users.tokenVersion })
    : await tx.select({ tokenVersion: users.tokenVersion }).from(users).where(eq(users.id, userId));
  if (!account) throw new Error(`user ${userId} vanished while ending credentials`);
  const { tokenVersion } = account;
  const endedGeneration = options.raiseGeneration ? tokenVersion - 1 : tokenVersion;

  const endedSessions = await tx
    .update(sessions)
    .set({ endedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.endedAt),
        gt(sessions.expiresAt, sql`now()`),
        eq(sessions.tokenVersion, endedGeneration),
        options.keepSessionId ? ne(sessions.id, options.keepSessionId) : undefined,
      ),
    )
    .returning({ ip: sessions.ip, userAgent: sessions.userAgent });
  if (options.keepSessionId)
    await tx
      .update(sessions)
      .set({ tokenVersion })
      .where(and(eq(sessions.id, options.keepSessionId), eq(sessions.userId, userId)));

  const revoked = await tx
    .update(apiKeys)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(apiKeys.userId, userId),
        isNull(apiKeys.revokedAt),
        eq(apiKeys.tokenVersion, endedGeneration),
      ),
    )
    .returning({ name: apiKeys.name, prefix: apiKeys.prefix });

  const ended: EndedCredentials = {
    tokenVersion,
    sessions: endedSessions,
    apiKeys: revoked.map((key) => ({ name: key.name, prefix: displayPrefix(key.prefix) })),
  };
  await recordSecurityEvent(tx, {
    userId,
    event: options.event,
    ip: options.ip,
    detail: {
      sessions_ended: ended.sessions.length,
      api_keys_ended: ended.apiKeys.map((key) => key.prefix),
    },
  });
  return ended;
}

const HEADLINES: Record<CredentialEnding, string> = {
  'password.changed': 'Your password was changed.',
  'password.reset': 'Your password was reset with a link sent to this e-mail address.',
  signed_out_everywhere: 'You signed out everywhere.',
  signed_out_by_staff: 'Our support team signed you out everywhere from the console.',
  'transaction_pin.reset':
    'Your transaction PIN was reset with a code sent to this e-mail address.',
};

const SUBJECTS: Record<CredentialEnding, string> = {
  'password.changed': 'password changed',
  'password.reset': 'password reset',
  signed_out_everywhere: 'signed out everywhere',
  signed_out_by_staff: 'signed out everywhere by support',
  'transaction_pin.reset': 'transaction PIN reset',
};

/** The lines of the e-mail that lists what was ended. */
export function endedLines(ended: Omit<EndedCredentials, 'tokenVersion'>): string[] {
  const sessionLines = ended.sessions.map(
    (session) =>
      `- signed-in session from ${session.ip} (${session.userAgent || 'unknown browser'})`,
  );
  const keyLines = ended.apiKeys.map((key) => `- API key "${key.name}" (${key.prefix}…)`);
  const all = [...sessionLines, ...keyLines];
  return all.length === 0
    ? ['No other signed-in session or API key was open.']
    : ['These were ended and no longer work:', ...all];
}

/** Tells the account's owner what ended and what to do if it was not them. Not awaited. */
export function sendCredentialsEndedNotice(
  deps: NoticeDeps,
  user: { id: number; email: string; firstName: string },
  event: CredentialEnding,
  ended: EndedCredentials,
): void {
  sendSecurityNotice(deps, user, {
    subject: SUBJECTS[event],
    lines: [
      HEADLINES[event],
      ...endedLines(ended),
      'API keys you still need must be created again in your profile.',
      'If this was not you, reset your password now and contact support.',
    ],
  });
}

import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { type apiKeys, users } from '../../db/schema';
import type { PinDeps } from '../accounts/transaction-pin';
import { recordSecurityEvent, sendSecurityNotice } from '../accounts/security-events';
import { displayPrefix } from './secret';

/** What happened to a key, as the account's security events and the e-mail tell it. */
export type KeyEvent = 'api_key.created' | 'api_key.updated' | 'api_key.revoked';

type KeyRow = Pick<typeof apiKeys.$inferSelect, 'name' | 'prefix' | 'allowedIps'>;

const WHAT: Record<KeyEvent, { subject: string; done: string }> = {
  'api_key.created': { subject: 'API key created', done: 'created' },
  'api_key.updated': { subject: 'API key changed', done: 'given a new IP allow-list' },
  'api_key.revoked': { subject: 'API key revoked', done: 'revoked: it no longer works' },
};

const whereFrom = (key: KeyRow) =>
  key.allowedIps.length > 0
    ? `It may be used from: ${key.allowedIps.join(', ')}.`
    : 'It may be used from any address.';

/** Written in the caller's transaction, so the key's change and its record commit together. */
export async function recordKeyEvent(
  tx: Tx,
  owner: { userId: number; ip: string },
  event: KeyEvent,
  key: KeyRow,
): Promise<void> {
  await recordSecurityEvent(tx, {
    userId: owner.userId,
    event,
    ip: owner.ip,
    detail: { name: key.name, prefix: displayPrefix(key.prefix), allowed_ips: key.allowedIps },
  });
}

/** Tells the account's e-mail about the key event (not awaited for delivery). */
export async function sendKeyNotice(
  deps: PinDeps,
  owner: { userId: number; ip: string },
  event: KeyEvent,
  key: KeyRow,
): Promise<void> {
  const [user] = await deps.db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, owner.userId));
  if (!user) return;
  const { subject, done } = WHAT[event];
  sendSecurityNotice(deps, user, {
    subject,
    lines: [
      `The API key "${key.name}" (${displayPrefix(key.prefix)}…) of your account was ${done}, from ${owner.ip}.`,
      ...(event === 'api_key.revoked' ? [] : [whereFrom(key)]),
      'If this was not you, change your password now: that ends every API key and session.',
    ],
  });
}

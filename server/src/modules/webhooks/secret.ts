import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { userWebhookSecrets } from './tables';

/** whsec_ and 32 random bytes, base64url. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/** sha256=<lowercase hex HMAC-SHA256 of the exact body bytes>, the X-NairaTop-Signature value. */
export const signWebhookBody = (secret: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;

/**
 * The user's webhook secret, created on first use. Concurrent callers agree: only the first UPDATE
 * finds the column null, the others then read what it stored. Undefined for an unknown user.
 */
export async function ensureWebhookSecret(
  db: Db | Tx,
  userId: number,
): Promise<string | undefined> {
  const [current] = await db
    .select({ secret: userWebhookSecrets.webhookSecret })
    .from(userWebhookSecrets)
    .where(eq(userWebhookSecrets.id, userId));
  if (!current) return undefined;
  if (current.secret) return current.secret;
  const [created] = await db
    .update(userWebhookSecrets)
    .set({ webhookSecret: newWebhookSecret() })
    .where(and(eq(userWebhookSecrets.id, userId), isNull(userWebhookSecrets.webhookSecret)))
    .returning({ secret: userWebhookSecrets.webhookSecret });
  if (created?.secret) return created.secret;
  const [stored] = await db
    .select({ secret: userWebhookSecrets.webhookSecret })
    .from(userWebhookSecrets)
    .where(eq(userWebhookSecrets.id, userId));
  return stored?.secret ?? undefined;
}

/** Replaces the user's secret; deliveries from now on, retries included, use the new one. */
export async function rotateWebhookSecret(
  db: Db | Tx,
  userId: number,
): Promise<string | undefined> {
  const [row] = await db
    .update(userWebhookSecrets)
    .set({ webhookSecret: newWebhookSecret() })
    .where(eq(userWebhookSecrets.id, userId))
    .returning({ secret: userWebhookSecrets.webhookSecret });
  return row?.secret ?? undefined;
}

import { and, asc, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import {
  MAX_API_KEYS,
  type ApiKey,
  type CreateApiKeyRequest,
  type CreatedApiKey,
} from '@contract/api';
import type { Db } from '../../db/client';
import { apiKeys } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { normaliseAllowList } from './allow-list';
import { displayPrefix, generateKey } from './secret';

export const API_KEY_MESSAGES = {
  nameRequired: 'Give the key a name (at most 60 characters).',
  tooMany: `You already have ${MAX_API_KEYS} API keys. Revoke one you no longer use first.`,
  invalidIp: (entry: string) => `"${entry}" is not an IP address or CIDR range.`,
  notFound: 'API key not found.',
  created: 'API key created. Copy it now: it will not be shown again.',
  revoked: 'API key revoked.',
  updated: 'IP allow-list saved.',
} as const;

type Row = typeof apiKeys.$inferSelect;

const present = (row: Row): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: displayPrefix(row.prefix),
  allowed_ips: row.allowedIps,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
});

function checkedAllowList(entries: readonly string[] | undefined): string[] {
  const result = normaliseAllowList(entries ?? []);
  if (!result.ok) {
    const message = API_KEY_MESSAGES.invalidIp(result.invalid.slice(0, 64));
    throw badRequest(message, { allowed_ips: message });
  }
  return result.list;
}

const active = (userId: number) => and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt));

export async function listApiKeys(db: Db, userId: number): Promise<ApiKey[]> {
  const rows = await db.select().from(apiKeys).where(active(userId)).orderBy(asc(apiKeys.id));
  return rows.map(present);
}

export async function createApiKey(
  db: Db,
  userId: number,
  request: CreateApiKeyRequest,
): Promise<CreatedApiKey> {
  const name = request.name.trim();
  if (!name || name.length > 60)
    throw badRequest(API_KEY_MESSAGES.nameRequired, { name: API_KEY_MESSAGES.nameRequired });
  const allowedIps = checkedAllowList(request.allowed_ips);
  const { key, prefix, secretHash } = generateKey();
  return db.transaction(async (tx) => {
    // Serialises one user's creations, so two at once cannot both pass the count.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('api_keys'), ${userId})`);
    const [counted] = await tx.select({ total: count() }).from(apiKeys).where(active(userId));
    if ((counted?.total ?? 0) >= MAX_API_KEYS) throw conflict(API_KEY_MESSAGES.tooMany);
    const [row] = await tx
      .insert(apiKeys)
      .values({ userId, name, prefix, secretHash, allowedIps })
      .returning();
    if (!row) throw new Error('api key insert returned no row');
    return { ...present(row), key };
  });
}

export async function updateAllowList(
  db: Db,
  userId: number,
  id: number,
  entries: readonly string[],
): Promise<ApiKey> {
  const allowedIps = checkedAllowList(entries);
  const [row] = await db
    .update(apiKeys)
    .set({ allowedIps })
    .where(and(eq(apiKeys.id, id), active(userId)))
    .returning();
  if (!row) throw notFound(API_KEY_MESSAGES.notFound);
  return present(row);
}

export async function revokeApiKey(db: Db, userId: number, id: number): Promise<void> {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.id, id), active(userId)))
    .returning({ id: apiKeys.id });
  if (!row) throw notFound(API_KEY_MESSAGES.notFound);
}

/** The active key with this prefix, if any. */
export async function findActiveKey(db: Db, prefix: string): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.prefix, prefix), isNull(apiKeys.revokedAt)));
  return row;
}

/** Records a use; at most one write a minute per key, so busy keys do not queue on their row. */
export async function touchApiKey(db: Db, id: number): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: new Date() })
    .where(
      and(
        eq(apiKeys.id, id),
        or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, sql`now() - interval '1 minute'`)),
      ),
    );
}

import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import {
  MAX_API_KEYS,
  type ApiKey,
  type CreateApiKeyRequest,
  type CreatedApiKey,
  type UpdateApiKeyRequest,
} from '@contract/api';
import type { Db } from '../../db/client';
import { apiKeys, users } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import type { PinDeps } from '../accounts/transaction-pin';
import { normaliseAllowList } from './allow-list';
import { recordKeyEvent, sendKeyNotice } from './key-events';
import { displayPrefix, generateKey } from './secret';

export const API_KEY_MESSAGES = {
  nameRequired: 'Give the key a name (at most 60 characters).',
  tooMany: `You already have ${MAX_API_KEYS} API keys. Revoke one you no longer use first.`,
  invalidIp: (entry: string) => `"${entry}" is not an IP address or CIDR range.`,
  notFound: 'API key not found.',
  created: 'API key created. Copy it now: it will not be shown again.',
  revoked: 'API key revoked.',
  updated: 'API key saved.',
} as const;

type Row = typeof apiKeys.$inferSelect;

const present = (row: Row): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: displayPrefix(row.prefix, row.test),
  allowed_ips: row.allowedIps,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
  last_used_ip: row.lastUsedIp,
  daily_cap: row.dailyCapKobo === null ? null : row.dailyCapKobo / 100,
  read_only: row.readOnly,
  format: row.format,
  test: row.test,
});

/** The limits and format asked for, as columns; a field left out is left as it is. */
const limitColumns = (
  request: Pick<CreateApiKeyRequest, 'daily_cap' | 'read_only' | 'format'>,
) => ({
  ...(request.format === undefined ? {} : { format: request.format }),
  ...(request.daily_cap === undefined
    ? {}
    : { dailyCapKobo: request.daily_cap === null ? null : request.daily_cap * 100 }),
  ...(request.read_only === undefined ? {} : { readOnly: request.read_only }),
});

function checkedAllowList(entries: readonly string[] | undefined): string[] {
  const result = normaliseAllowList(entries ?? []);
  if (!result.ok) {
    const message = API_KEY_MESSAGES.invalidIp(result.invalid.slice(0, 64));
    throw badRequest(message, { allowed_ips: message });
  }
  return result.list;
}

/** Not revoked, and made under the owner's current credential generation. */
const active = (userId: number) =>
  and(
    eq(apiKeys.userId, userId),
    isNull(apiKeys.revokedAt),
    eq(
      apiKeys.tokenVersion,
      sql`(SELECT ${users.tokenVersion} FROM ${users} WHERE ${users.id} = ${userId})`,
    ),
  );

export async function listApiKeys(db: Db, userId: number): Promise<ApiKey[]> {
  const rows = await db.select().from(apiKeys).where(active(userId)).orderBy(asc(apiKeys.id));
  return rows.map(present);
}

/** Who manages a key: the account and the address asking (recorded with the event). */
export interface KeyOwner {
  userId: number;
  ip: string;
}

export async function createApiKey(
  deps: PinDeps,
  { userId, ip }: KeyOwner,
  request: CreateApiKeyRequest,
): Promise<CreatedApiKey> {
  const { db } = deps;
  const name = request.name.trim();
  if (!name || name.length > 60)
    throw badRequest(API_KEY_MESSAGES.nameRequired, { name: API_KEY_MESSAGES.nameRequired });
  const allowedIps = checkedAllowList(request.allowed_ips);
  const test = request.test ?? false;
  const { key, prefix, secretHash } = generateKey({ test });
  return db
    .transaction(async (tx) => {
      // Serialises one user's creations, so two at once cannot both pass the count.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('api_keys'), ${userId})`);
      const [counted] = await tx.select({ total: count() }).from(apiKeys).where(active(userId));
      if ((counted?.total ?? 0) >= MAX_API_KEYS) throw conflict(API_KEY_MESSAGES.tooMany);
      const [row] = await tx
        .insert(apiKeys)
        .values({
          userId,
          name,
          prefix,
          secretHash,
          allowedIps,
          test,
          ...limitColumns(request),
          tokenVersion: sql`(SELECT ${users.tokenVersion} FROM ${users} WHERE ${users.id} = ${userId})`,
        })
        .returning();
      if (!row) throw new Error('api key insert returned no row');
      await recordKeyEvent(tx, { userId, ip }, 'api_key.created', row);
      return row;
    })
    .then(async (row) => {
      await sendKeyNotice(deps, { userId, ip }, 'api_key.created', row);
      return { ...present(row), key };
    });
}

/** Changes a key's IP allow-list and, when given, its limits. */
export async function updateApiKey(
  deps: PinDeps,
  owner: KeyOwner,
  id: number,
  request: UpdateApiKeyRequest,
): Promise<ApiKey> {
  const allowedIps = checkedAllowList(request.allowed_ips);
  const row = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(apiKeys)
      .set({ allowedIps, ...limitColumns(request) })
      .where(and(eq(apiKeys.id, id), active(owner.userId)))
      .returning();
    if (!updated) throw notFound(API_KEY_MESSAGES.notFound);
    await recordKeyEvent(tx, owner, 'api_key.updated', updated);
    return updated;
  });
  await sendKeyNotice(deps, owner, 'api_key.updated', row);
  return present(row);
}

export async function revokeApiKey(deps: PinDeps, owner: KeyOwner, id: number): Promise<void> {
  const row = await deps.db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(apiKeys)
      .set({ revokedAt: new Date() })
      .where(and(eq(apiKeys.id, id), active(owner.userId)))
      .returning();
    if (!revoked) throw notFound(API_KEY_MESSAGES.notFound);
    await recordKeyEvent(tx, owner, 'api_key.revoked', revoked);
    return revoked;
  });
  await sendKeyNotice(deps, owner, 'api_key.revoked', row);
}

/** One of the user's active keys, with its format, or undefined. */
export async function activeKeyOf(db: Db, userId: number, id: number) {
  const [row] = await db
    .select({ id: apiKeys.id, name: apiKeys.name, format: apiKeys.format })
    .from(apiKeys)
    .where(and(eq(apiKeys.id, id), active(userId)));
  return row;
}

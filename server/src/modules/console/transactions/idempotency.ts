import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { HttpError } from '../../../lib/http-error';
import { checkIdempotencyKey } from '../../../lib/idempotency-key';
import { consoleActionKeys } from './tables';

/*
 * Staff actions honour an Idempotency-Key as purchases do: the key is written in the database
 * transaction that acts, so a second request with it (a double click, a retry after a lost answer)
 * finds it and answers with the state the first left instead of acting again. A request without a
 * key, or with another, is refused by the action's own rule (409: already done).
 */

export const KEY_REUSED = 'This Idempotency-Key was already used for a different action.';

export interface ActionKey {
  /** null: the ops command, which sends no key */
  staffId: number | null;
  /** undefined: the request sent none */
  key: string | undefined;
  /** e.g. transaction.refund */
  action: string;
  subjectId: string;
}

/** The Idempotency-Key header: absent, or 8-100 letters, digits, - or _ (400 otherwise). */
export const readIdempotencyKey = (header: string | string[] | undefined) =>
  checkIdempotencyKey(Array.isArray(header) ? header[0] : header);

/** True when this key already acted; 422 when it acted on something else. */
async function keyActed(db: Db, action: ActionKey): Promise<boolean> {
  if (!action.key || action.staffId === null) return false;
  const [found] = await db
    .select()
    .from(consoleActionKeys)
    .where(
      and(
        eq(consoleActionKeys.staffUserId, action.staffId),
        eq(consoleActionKeys.idempotencyKey, action.key),
      ),
    );
  if (!found) return false;
  if (found.action !== action.action || found.subjectId !== action.subjectId)
    throw new HttpError(422, KEY_REUSED);
  return true;
}

/** Call inside the transaction that acts. */
export async function rememberKey(tx: Tx, action: ActionKey): Promise<void> {
  if (!action.key || action.staffId === null) return;
  await tx.insert(consoleActionKeys).values({
    staffUserId: action.staffId,
    idempotencyKey: action.key,
    action: action.action,
    subjectId: action.subjectId,
  });
}

const isUniqueViolation = (error: unknown): boolean => {
  const codeOf = (value: unknown) =>
    typeof value === 'object' && value !== null && 'code' in value ? value.code : undefined;
  return (
    codeOf(error) === '23505' ||
    (typeof error === 'object' && error !== null && 'cause' in error
      ? codeOf(error.cause) === '23505'
      : false)
  );
};

/**
 * Runs `act` unless the key already acted, in which case `replay` answers. When `act` is refused
 * as already done (409) or its key was written meanwhile by a concurrent request with the same
 * key, that request's outcome is answered the same way.
 */
export async function actOnce<T>(
  db: Db,
  action: ActionKey,
  act: () => Promise<T>,
  replay: () => Promise<T>,
): Promise<T> {
  if (await keyActed(db, action)) return replay();
  try {
    return await act();
  } catch (error) {
    const refusedAsDone = error instanceof HttpError && error.statusCode === 409;
    if ((refusedAsDone || isUniqueViolation(error)) && (await keyActed(db, action)))
      return replay();
    throw error;
  }
}

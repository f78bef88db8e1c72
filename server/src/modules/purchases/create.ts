import { sql } from 'drizzle-orm';
import { PURCHASE_MESSAGES } from '@contract/rules';
import type { Db, Tx } from '../../db/client';
import { parsedJson, rowFromJson, rowToJson, rowsOf } from '../../db/rows';
import { transactions } from '../../db/schema';
import { badRequest, conflict, HttpError } from '../../lib/http-error';
import { newTxRef, type NewTransactionRow, type TransactionRow } from '../wallet/repository';
import { API_KEY_LIMIT_MESSAGES } from '../api-keys/limits';
import { walletHeld } from '../kyc/hold';

/*
 * The one create path of a customer's order — a purchase, a bulk SMS, an airtime-to-cash request —
 * through the SQL function transaction_create (migration 0028), in one round trip: the customer's
 * row locked, a repeated Idempotency-Key answered with the first outcome (422 for a key reused for
 * a different request), the same request inside the duplicate window refused (409), the level the
 * price was quoted at checked, and the pending row written; where the order is charged, the
 * balance checked and the debit posted by the ledger's rule (ledger_post), all in one database
 * transaction.
 */

/** A repeat inside this window is refused as a likely duplicate (purchases: duplicate-rule.ts). */
export const DUPLICATE_WINDOW_SECONDS = 30;

export interface RequestIdentity {
  key: string | undefined;
  /** what makes two requests the same (a key reused for a different one is refused) */
  requestHash: string;
  /** the same within the duplicate window is a likely double submission */
  dedupeKey: string;
  /** the duplicate window in seconds, when not DUPLICATE_WINDOW_SECONDS (0: off, for load benches) */
  windowSeconds?: number;
}

/** The new row's own columns; status, the identity and a charge's balances are filled in. */
export type PendingRow = Omit<
  NewTransactionRow,
  | 'id'
  | 'userId'
  | 'txRef'
  | 'status'
  | 'idempotencyKey'
  | 'requestHash'
  | 'dedupeKey'
  | 'initialBalanceKobo'
  | 'newBalanceKobo'
> & { txRef?: string };

export interface PendingOrder {
  userId: number;
  /** the customer's level the price was quoted at; a change since is refused */
  levelId: number;
  identity: RequestIdentity;
  row: PendingRow;
  /** true: the row's amount is charged to the wallet now; false: no money moves on creating it */
  charged: boolean;
  /** the API key the order came with: its read-only flag and daily cap are checked (0035) */
  apiKeyId?: number | undefined;
}

/** The 409 texts of an order refused as a likely duplicate or for a level changed meanwhile. */
export interface CreateRefusals {
  duplicate: string;
  levelChanged: string;
}

export type Created =
  | { kind: 'created'; row: TransactionRow; walletKobo: number }
  | { kind: 'replay'; row: TransactionRow };

interface CreateAnswer {
  outcome:
    | 'created'
    | 'replay'
    | 'duplicate'
    | 'key_reused'
    | 'level_changed'
    | 'insufficient'
    | 'held'
    | 'key_read_only'
    | 'key_cap'
    | 'no_user';
  row?: unknown;
  wallet_kobo?: number;
  cap_kobo?: number;
  /** why the wallet is held (outcome held) */
  reason?: string;
  spent_kobo?: number;
}

/**
 * Creates the order pending, or answers the one its Idempotency-Key created; every refusal is an
 * HttpError and writes nothing. Inside `db`'s transaction when it is one (what the caller writes
 * with it commits or rolls back together), in a transaction of its own otherwise.
 */
export async function createPending(
  db: Db | Tx,
  order: PendingOrder,
  refusals: CreateRefusals,
): Promise<Created> {
  const { userId, levelId, identity, charged } = order;
  const window = identity.windowSeconds ?? DUPLICATE_WINDOW_SECONDS;
  const row = {
    ...rowToJson(transactions, { ...order.row, txRef: order.row.txRef ?? newTxRef() }),
    api_key_id: order.apiKeyId ?? null,
  };
  const result = await db.execute(sql`select transaction_create(
    ${userId}::integer, ${levelId}::integer, ${charged}::boolean, ${identity.key ?? null}::text,
    ${identity.requestHash}::text, ${identity.dedupeKey}::text, ${window}::integer,
    ${JSON.stringify(row)}::jsonb) as answer`);
  const answer = parsedJson(rowsOf<{ answer: unknown }>(result)[0]?.answer) as CreateAnswer;
  switch (answer.outcome) {
    case 'created':
      return {
        kind: 'created',
        row: rowFromJson(transactions, answer.row),
        walletKobo: Number(answer.wallet_kobo),
      };
    case 'replay':
      return { kind: 'replay', row: rowFromJson(transactions, answer.row) };
    case 'duplicate':
      throw conflict(refusals.duplicate);
    case 'key_reused':
      throw new HttpError(422, PURCHASE_MESSAGES.keyReused);
    case 'level_changed':
      throw conflict(refusals.levelChanged);
    case 'insufficient':
      throw badRequest(PURCHASE_MESSAGES.insufficient);
    case 'held':
      throw walletHeld(answer.reason ?? '');
    case 'key_read_only':
      throw new HttpError(403, API_KEY_LIMIT_MESSAGES.readOnly);
    case 'key_cap':
      throw new HttpError(
        403,
        API_KEY_LIMIT_MESSAGES.capReached(Number(answer.cap_kobo), Number(answer.spent_kobo)),
      );
    default:
      throw new Error(`transaction_create answered ${String(answer.outcome)} for user ${userId}`);
  }
}

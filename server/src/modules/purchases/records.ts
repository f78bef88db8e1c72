import { and, desc, eq, gt, or, sql } from 'drizzle-orm';
import { normalizePurchasePhone, PURCHASE_MESSAGES } from '@contract/rules';
import type { Db, Tx } from '../../db/client';
import { categories, packageRates, packages, transactions } from '../../db/schema';
import { conflict, HttpError } from '../../lib/http-error';
import type { TransactionRow } from '../wallet/repository';
import { countsAsDuplicate } from './duplicate-rule';
import type { Problems } from './problems';

/*
 * Lookups shared by the requests recorded outside the bills engine (airtime to cash, bulk SMS),
 * with the engine's rules: the same Idempotency-Key answers the first outcome, the same request
 * inside the duplicate window is refused.
 */

/** A repeat inside this window is refused as a likely duplicate (purchases: duplicate-rule.ts). */
export const DUPLICATE_WINDOW_SECONDS = 30;

export interface RequestIdentity {
  key: string | undefined;
  /** what makes two requests the same (a key reused for a different one is refused) */
  requestHash: string;
  /** the same within DUPLICATE_WINDOW_SECONDS is a likely double submission */
  dedupeKey: string;
  /** the duplicate window in seconds, when not DUPLICATE_WINDOW_SECONDS (0: off, for load benches) */
  windowSeconds?: number;
}

/**
 * Inside the caller's transaction, after lockUser: the row this Idempotency-Key created (to answer
 * again), or undefined for a new request. Throws 422 for a key reused for a different request and
 * 409 `duplicateMessage` for the same request inside the window without a key.
 */
export async function findPriorRequest(
  tx: Tx,
  userId: number,
  identity: RequestIdentity,
  duplicateMessage: string,
): Promise<TransactionRow | undefined> {
  const sameKey = identity.key ? eq(transactions.idempotencyKey, identity.key) : sql`false`;
  const recentDuplicate = and(
    eq(transactions.dedupeKey, identity.dedupeKey),
    countsAsDuplicate,
    gt(
      transactions.createdAt,
      sql`now() - make_interval(secs => ${identity.windowSeconds ?? DUPLICATE_WINDOW_SECONDS})`,
    ),
  );
  const [found] = await tx
    .select({ row: transactions, keyed: sql<boolean>`coalesce(${sameKey}, false)` })
    .from(transactions)
    .where(and(eq(transactions.userId, userId), or(sameKey, recentDuplicate)))
    .orderBy(sql`coalesce(${sameKey}, false) desc`, desc(transactions.createdAt))
    .limit(1);
  if (!found) return undefined;
  if (!found.keyed) throw conflict(duplicateMessage);
  if (found.row.requestHash !== identity.requestHash)
    throw new HttpError(422, PURCHASE_MESSAGES.keyReused);
  return found.row;
}

/**
 * The caller's purchase, SMS or airtime-to-cash request sent with this Idempotency-Key, with its
 * names, so a client that lost the answer can show the real outcome; another user's key finds
 * nothing.
 */
export async function transactionOfKey(db: Db, userId: number, key: string) {
  const [row] = await db
    .select({
      transaction: transactions,
      category: { id: categories.id, name: categories.name, image: categories.image },
      subcategory: { id: packages.id, title: packages.title, image: packages.image },
    })
    .from(transactions)
    .leftJoin(categories, eq(categories.id, transactions.categoryId))
    .leftJoin(packages, eq(packages.id, transactions.packageId))
    .where(and(eq(transactions.userId, userId), eq(transactions.idempotencyKey, key)))
    .limit(1);
  return row;
}

/** The package's per-level values: airtime-to-cash commission, SMS price per page. */
export async function findPackageRate(db: Db | Tx, packageId: number, levelId: number) {
  const [row] = await db
    .select({ commissionBp: packageRates.commissionBp, unitPriceKobo: packageRates.unitPriceKobo })
    .from(packageRates)
    .where(and(eq(packageRates.packageId, packageId), eq(packageRates.levelId, levelId)));
  return row;
}

/**
 * The purchase phone rule (the contract's one phone rule): the number in the form it is stored
 * and sent (`08031234567`), or the typed value when a problem was recorded.
 */
export function checkPurchasePhone(
  problems: Problems,
  typed: string,
  requiredMessage: string,
): string {
  const phone = typed.trim();
  if (!phone) {
    problems.add('phone_number', requiredMessage);
    return phone;
  }
  const normalized = normalizePurchasePhone(phone);
  if (normalized === undefined) problems.add('phone_number', PURCHASE_MESSAGES.phoneInvalid);
  return normalized ?? phone;
}

import { and, eq } from 'drizzle-orm';
import { normalizePurchasePhone, PURCHASE_MESSAGES } from '@contract/rules';
import type { Db, Tx } from '../../db/client';
import { categories, packageRates, packages, transactions } from '../../db/schema';
import type { Problems } from './problems';

/*
 * Lookups shared by the purchases, bulk SMS and airtime-to-cash requests (their one create path is
 * create.ts).
 */

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

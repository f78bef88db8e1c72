import { count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CustomerProfile, LedgerPage } from '@contract/api/console';
import type { Db, Tx } from '../../../db/client';
import { ledgerEntries, levels, users, virtualAccounts } from '../../../db/schema';
import { notFound } from '../../../lib/http-error';
import { koboToNaira } from '../../../lib/money';
import { airtimeToCashCaps } from '../money-policy/tables';
import { DEFAULT_PAGE_SIZE, presentRow } from './search';

export const CUSTOMER_NOT_FOUND = 'Customer not found.';

const suspender = alias(users, 'suspender');

/** A customer's page: profile, level, balances, suspension and virtual accounts. */
export async function customerProfile(db: Db | Tx, id: number): Promise<CustomerProfile> {
  const [row] = await db
    .select({
      user: users,
      levelName: levels.name,
      suspendedByEmail: suspender.email,
      capKobo: airtimeToCashCaps.dailyCapKobo,
    })
    .from(users)
    .leftJoin(levels, eq(levels.id, users.levelId))
    .leftJoin(airtimeToCashCaps, eq(airtimeToCashCaps.userId, users.id))
    .leftJoin(suspender, eq(suspender.id, users.suspendedBy))
    .where(eq(users.id, id));
  if (!row) throw notFound(CUSTOMER_NOT_FOUND);
  const accounts = await db
    .select()
    .from(virtualAccounts)
    .where(eq(virtualAccounts.userId, id))
    .orderBy(virtualAccounts.id);
  const { user } = row;
  return {
    ...presentRow(user, row.levelName),
    username: user.username,
    level_id: user.levelId,
    suspension: user.suspendedAt
      ? {
          at: user.suspendedAt.toISOString(),
          reason: user.suspensionReason ?? '',
          by: row.suspendedByEmail ?? '',
        }
      : null,
    virtual_accounts: accounts.map((account) => ({
      accountName: account.accountName,
      accountNumber: account.accountNumber,
      bankName: account.providerBankName,
    })),
    airtime_to_cash_cap: row.capKobo === null ? null : koboToNaira(row.capKobo),
  };
}

/** The customer's ledger, newest first, each entry with the account's balance after it. */
export async function customerLedger(
  db: Db,
  id: number,
  query: { page?: number; page_size?: number },
): Promise<LedgerPage> {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
  const [exists] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  if (!exists) throw notFound(CUSTOMER_NOT_FOUND);
  const [counted] = await db
    .select({ n: count() })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, id));
  const rows = await db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, id))
    .orderBy(desc(ledgerEntries.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    data: rows.map((row) => ({
      id: row.id,
      account: row.account,
      amount: koboToNaira(row.amountKobo),
      balance_after: koboToNaira(row.balanceAfterKobo),
      kind: row.kind,
      reference: row.reference,
      created_at: row.createdAt.toISOString(),
    })),
    meta: { count: counted?.n ?? 0, page, page_size: pageSize },
  };
}

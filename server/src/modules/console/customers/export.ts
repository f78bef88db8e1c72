import { and, eq, type SQL } from 'drizzle-orm';
import type { CustomerSearchQuery } from '@contract/api/console';
import { levelTitle } from '@contract/constants';
import type { Db } from '../../../db/client';
import { cursorColumns, keysetOrderBy, keysetRows, type KeysetOrder } from '../../../db/keyset';
import { levels, users } from '../../../db/schema';
import { csvKobo, type CsvColumn } from '../../../lib/csv';
import { customersWhere } from './search';
import type { ConsoleCsvExport } from '../audited-export';

/** The customer search as a file: everyone it matches, newest first. */

const ORDER: KeysetOrder = {
  key: users.createdAt,
  type: 'timestamptz',
  id: users.id,
  descending: true,
};

const readBatch = (db: Db, where: SQL | undefined, after: SQL | undefined, limit: number) =>
  db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phoneNo,
      levelId: users.levelId,
      levelName: levels.name,
      walletKobo: users.walletBalanceKobo,
      bonusKobo: users.bonusKobo,
      role: users.role,
      suspendedAt: users.suspendedAt,
      createdAt: users.createdAt,
      ...cursorColumns(ORDER),
    })
    .from(users)
    .leftJoin(levels, eq(levels.id, users.levelId))
    .where(and(where, after))
    .orderBy(...keysetOrderBy(ORDER))
    .limit(limit);

type Row = Awaited<ReturnType<typeof readBatch>>[number];

const COLUMNS: CsvColumn<Row>[] = [
  { header: 'Name', value: (row) => `${row.firstName} ${row.lastName}`.trim() },
  { header: 'E-mail', value: (row) => row.email },
  { header: 'Phone', value: (row) => row.phone },
  { header: 'Level', value: (row) => levelTitle(row.levelName ?? String(row.levelId)) },
  { header: 'Wallet (NGN)', value: (row) => csvKobo(row.walletKobo) },
  { header: 'Bonus (NGN)', value: (row) => csvKobo(row.bonusKobo) },
  { header: 'Role', value: (row) => row.role },
  { header: 'Suspended', value: (row) => row.suspendedAt !== null },
  { header: 'Joined (Lagos)', value: (row) => row.createdAt },
];

export function customersCsv(db: Db, query: CustomerSearchQuery): ConsoleCsvExport<Row> {
  const where = customersWhere(query);
  return {
    list: 'customers',
    columns: COLUMNS,
    rows: keysetRows(ORDER, (after, limit) => readBatch(db, where, after, limit)),
  };
}

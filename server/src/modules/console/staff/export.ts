import type { StaffMember } from '@contract/api/console';
import type { Db } from '../../../db/client';
import { wholeListRows, type CsvColumn } from '../../../lib/csv';
import { listStaff } from './service';
import type { ConsoleCsvExport } from '../audited-export';

/** The staff list as a file (a handful of rows, read in one query). */

const COLUMNS: CsvColumn<StaffMember>[] = [
  { header: 'Name', value: (member) => member.name },
  { header: 'E-mail', value: (member) => member.email },
  { header: 'Role', value: (member) => member.role },
  { header: 'Registered (Lagos)', value: (member) => new Date(member.created_at) },
];

export const staffCsv = (db: Db): ConsoleCsvExport<StaffMember> => ({
  list: 'staff',
  columns: COLUMNS,
  rows: wholeListRows(() => listStaff(db)),
});

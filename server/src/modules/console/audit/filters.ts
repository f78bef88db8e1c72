import { and, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { AuditQuery } from '@contract/api/console';
import { staffAudit } from '../../../db/schema';

/** Midnight in Lagos (UTC+1, no daylight saving) of a YYYY-MM-DD day, plus `days`. */
const lagosMidnight = (day: string, days = 0) =>
  new Date(Date.parse(`${day}T00:00:00+01:00`) + days * 86_400_000);

/** The log's filters as one condition, shared by the CSV export. */
export function auditWhere(query: AuditQuery): SQL | undefined {
  const terms: SQL[] = [];
  if (query.staff_id) terms.push(eq(staffAudit.staffUserId, query.staff_id));
  if (query.action) terms.push(eq(staffAudit.action, query.action));
  if (query.from) terms.push(gte(staffAudit.createdAt, lagosMidnight(query.from)));
  if (query.to) terms.push(lt(staffAudit.createdAt, lagosMidnight(query.to, 1)));
  return terms.length ? and(...terms) : undefined;
}

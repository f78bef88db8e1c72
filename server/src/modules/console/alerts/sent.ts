import { count, desc } from 'drizzle-orm';
import type { SentAlertsPage, SentAlertsQuery } from '@contract/api/console';
import type { Db } from '../../../db/client';
import { alertLog } from './tables';

/** The record of sent alerts, newest first. */
export async function listSentAlerts(db: Db, query: SentAlertsQuery): Promise<SentAlertsPage> {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? 50;
  const rows = await db
    .select()
    .from(alertLog)
    .orderBy(desc(alertLog.createdAt), desc(alertLog.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(alertLog);
  return {
    data: rows.map((row) => ({
      id: row.id,
      created_at: row.createdAt.toISOString(),
      kind: row.kind,
      event: row.event,
      subject: row.subject,
      message: row.message,
      link: row.link,
      emails: row.emails,
      sms_recipients: row.smsRecipients,
      sms: row.sms,
      urgent: row.urgent,
    })),
    meta: { count: total?.n ?? 0, page, page_size: pageSize },
  };
}

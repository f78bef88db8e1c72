import { sql, type SQL } from 'drizzle-orm';
import type { AlertKind } from '@contract/constants/alerts';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import type { Trouble } from './conditions';

/*
 * Once per incident, across processes: an incident is a row of alert_incidents, at most one open
 * per (kind, subject) (a unique partial index). Every process that sees the trouble tries to insert
 * it; the insert that goes in answers the row and its process alone sends the alert. When the
 * trouble is gone the incident closes (one UPDATE, so one process answers it), and the next time
 * is a new incident. Low float is told again at most hourly while it stays open, claimed the same
 * way (only the process whose UPDATE moved last_sent_at sends).
 *
 * A check only closes incidents opened before it started, so a process whose reading is older
 * than another's new incident never closes that incident under it.
 */

/** Low float is told again this often while it stays low. */
export const LOW_FLOAT_REPEAT_MS = 60 * 60 * 1000;

export type AlertEvent = 'opened' | 'reminder' | 'closed';

export interface IncidentEvent {
  incidentId: number;
  kind: AlertKind;
  event: AlertEvent;
  subject: string;
  /** what the trouble said (a closing has none: the caller words it) */
  trouble?: Trouble;
}

const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;
const list = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

interface IncidentRow {
  id: number | string;
  subject: string;
}

async function opened(db: Db, kind: AlertKind, trouble: Trouble, now: Date) {
  const rows = rowsOf<IncidentRow>(
    await db.execute(sql`
      INSERT INTO alert_incidents (kind, subject, opened_at, last_sent_at)
      VALUES (${kind}, ${trouble.subject}, ${at(now)}, ${at(now)})
      ON CONFLICT (kind, subject) WHERE closed_at IS NULL DO NOTHING
      RETURNING id, subject`),
  );
  return rows.map((row) => ({ row, trouble }));
}

async function reminded(db: Db, troubles: readonly Trouble[], now: Date) {
  if (troubles.length === 0) return [];
  const due = new Date(now.getTime() - LOW_FLOAT_REPEAT_MS);
  const rows = rowsOf<IncidentRow>(
    await db.execute(sql`
      UPDATE alert_incidents SET last_sent_at = ${at(now)}
      WHERE kind = 'low_float' AND closed_at IS NULL
        AND subject IN (${list(troubles.map((trouble) => trouble.subject))})
        AND last_sent_at <= ${at(due)}
      RETURNING id, subject`),
  );
  const bySubject = new Map(troubles.map((trouble) => [trouble.subject, trouble]));
  return rows.map((row) => ({ row, trouble: bySubject.get(row.subject) }));
}

async function closed(db: Db, kind: AlertKind, troubles: readonly Trouble[], now: Date) {
  const stillThere: SQL = troubles.length
    ? sql`AND subject NOT IN (${list(troubles.map((trouble) => trouble.subject))})`
    : sql``;
  return rowsOf<IncidentRow>(
    await db.execute(sql`
      UPDATE alert_incidents SET closed_at = ${at(now)}
      WHERE kind = ${kind} AND closed_at IS NULL AND opened_at < ${at(now)} ${stillThere}
      RETURNING id, subject`),
  );
}

/**
 * Brings the kind's incidents in line with the troubles seen now: opens the new ones, reminds of
 * low float due again, closes the ones gone. Answers what this process won and must tell.
 */
export async function reconcileIncidents(
  db: Db,
  kind: AlertKind,
  troubles: readonly Trouble[],
  now: Date,
): Promise<IncidentEvent[]> {
  const events: IncidentEvent[] = [];
  for (const trouble of troubles)
    for (const { row } of await opened(db, kind, trouble, now))
      events.push({
        incidentId: Number(row.id),
        kind,
        event: 'opened',
        subject: row.subject,
        trouble,
      });
  if (kind === 'low_float')
    for (const { row, trouble } of await reminded(db, troubles, now))
      events.push({
        incidentId: Number(row.id),
        kind,
        event: 'reminder',
        subject: row.subject,
        trouble,
      });
  for (const row of await closed(db, kind, troubles, now))
    events.push({ incidentId: Number(row.id), kind, event: 'closed', subject: row.subject });
  return events;
}

import { sql } from 'drizzle-orm';
import { CATEGORY_IDS } from '@contract/constants';
import { lagosDay } from '@contract/rules';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { sendSecurityNotice, type NoticeDeps } from '../accounts/security-events';

/*
 * "Your TV subscription is due": an e-mail 3 days before a smart card's due date (stored from
 * verifications, cable-due-dates.ts) to each customer who bought for that card or saved it, unless
 * they turned reminders off in their profile. A reminder is recorded before it is sent, once per
 * customer, card and due date, so several processes never send it twice. A server that was down
 * on the day sends it late, up to the due date, never after.
 */

export const REMINDER_DAYS_BEFORE = 3;

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

interface Reminder {
  user_id: number;
  email: string;
  first_name: string;
  service_id: string;
  smart_card: string;
  due_on: string | Date;
}

const dayText = (value: string | Date) =>
  new Date(
    typeof value === 'string' ? `${value.slice(0, 10)}T12:00:00Z` : value,
  ).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Africa/Lagos',
  });

export async function sendCableReminders(
  deps: NoticeDeps & { db: Db },
  limit: number,
  now = new Date(),
): Promise<number> {
  const today = lagosDay(now);
  const latestDue = addDays(today, REMINDER_DAYS_BEFORE);
  const claimed = await deps.db.execute(sql`
    WITH holders AS (
      SELECT user_id, service_id, billers_code AS smart_card FROM transactions
      WHERE category_id = ${CATEGORY_IDS.cable} AND status IN ('confirmed', 'pending')
        AND billers_code IS NOT NULL
      UNION
      SELECT user_id, service_id, number FROM beneficiaries WHERE kind = 'smart_card'
    ), due AS (
      SELECT h.user_id, d.service_id, d.smart_card, d.due_on
      FROM cable_due_dates d
      JOIN holders h ON h.service_id = d.service_id AND h.smart_card = d.smart_card
      JOIN users u ON u.id = h.user_id AND u.cable_reminders
      WHERE d.due_on > ${today}::date AND d.due_on <= ${latestDue}::date
        AND NOT EXISTS (
          SELECT 1 FROM cable_reminders_sent s
          WHERE s.user_id = h.user_id AND s.service_id = d.service_id
            AND s.smart_card = d.smart_card AND s.due_on = d.due_on)
      LIMIT ${limit}
    ), sent AS (
      INSERT INTO cable_reminders_sent (user_id, service_id, smart_card, due_on)
      SELECT user_id, service_id, smart_card, due_on FROM due
      ON CONFLICT DO NOTHING
      RETURNING user_id, service_id, smart_card, due_on
    )
    SELECT sent.*, u.email, u.first_name FROM sent JOIN users u ON u.id = sent.user_id`);
  const reminders = rowsOf<Reminder>(claimed);
  for (const reminder of reminders)
    sendSecurityNotice(
      deps,
      { id: Number(reminder.user_id), email: reminder.email, firstName: reminder.first_name },
      {
        subject: 'your TV subscription is due soon',
        lines: [
          `Your ${reminder.service_id.toUpperCase()} subscription on smart card ${reminder.smart_card} is due on ${dayText(reminder.due_on)}.`,
          `Renew it on ${deps.config.brandName} before then to keep watching, or schedule the renewal so it happens by itself.`,
          'You can turn these reminders off in your profile.',
        ],
      },
    );
  return reminders.length;
}

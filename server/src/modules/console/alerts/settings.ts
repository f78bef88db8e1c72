import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import {
  type AlertRecipient,
  type AlertSettings,
  type AlertSubscription,
  type AlertThresholds,
  type ChangeAlertSettingsRequest,
} from '@contract/api/console';
import { ALERT_KINDS, type AlertKind } from '@contract/constants/alerts';
import type { Db, Tx } from '../../../db/client';
import { users } from '../../../db/schema';
import { koboToNaira } from '../../../lib/money';
import { recordAudit, type AuditActor } from '../audit';
import { minuteOfDay, timeOfDay, type QuietHours } from './quiet-hours';
import { alertSettings, alertSubscriptions } from './tables';

/*
 * The alert settings: one row of thresholds and quiet hours (an owner's, audited with a reason),
 * and each staff member's own choice (theirs alone to change, audited). Owners receive every kind
 * that is on unless they mute it; support receive the kinds they have not muted once opted in.
 */

export interface StoredSettings extends AlertThresholds {
  quiet: QuietHours;
  updatedAt: Date | null;
  updatedBy: number | null;
}

export async function readStoredSettings(db: Db | Tx, forUpdate = false) {
  const query = db.select().from(alertSettings);
  const [row] = await (forUpdate ? query.for('update') : query);
  if (!row) throw new Error('alert_settings has no row: run the migrations');
  return {
    kinds_on: ALERT_KINDS.filter((kind) => row.kindsOn.includes(kind)),
    failure_rate_percent: row.failureRatePercent,
    failure_min_purchases: row.failureMinPurchases,
    attention_age_minutes: row.attentionAgeMinutes,
    webhook_backlog: row.webhookBacklog,
    quiet_hours_on: row.quietHoursOn,
    quiet_start: timeOfDay(row.quietStartMinute),
    quiet_end: timeOfDay(row.quietEndMinute),
    quiet: {
      on: row.quietHoursOn,
      startMinute: row.quietStartMinute,
      endMinute: row.quietEndMinute,
    },
    updatedAt: row.updatedAt,
    updatedBy: row.updatedBy,
  } satisfies StoredSettings;
}

export interface Staff {
  id: number;
  email: string;
  name: string;
  phone: string;
  role: 'owner' | 'support';
  optedIn: boolean;
  mutedKinds: AlertKind[];
}

/** Every staff member who can sign in, with their own choice of alerts. */
export async function staffWithChoices(db: Db | Tx): Promise<Staff[]> {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phoneNo,
      role: users.role,
      optedIn: alertSubscriptions.optedIn,
      mutedKinds: alertSubscriptions.mutedKinds,
    })
    .from(users)
    .leftJoin(alertSubscriptions, eq(alertSubscriptions.userId, users.id))
    .where(and(isNotNull(users.role), isNull(users.suspendedAt)))
    .orderBy(asc(users.role), asc(users.email));
  return rows.flatMap((row) =>
    row.role
      ? [
          {
            id: row.id,
            email: row.email,
            name: `${row.firstName} ${row.lastName}`.trim(),
            phone: row.phone,
            role: row.role,
            optedIn: row.optedIn ?? false,
            mutedKinds: row.mutedKinds ?? [],
          },
        ]
      : [],
  );
}

/** Whether `staff` is sent alerts of `kind` (when the kind is on). */
export const receives = (staff: Staff, kind: AlertKind) =>
  (staff.role === 'owner' || staff.optedIn) && !staff.mutedKinds.includes(kind);

const recipientOf = (staff: Staff, kindsOn: readonly AlertKind[]): AlertRecipient => ({
  email: staff.email,
  name: staff.name,
  role: staff.role,
  receives: kindsOn.filter((kind) => receives(staff, kind)),
});

/** The settings page: thresholds, quiet hours, who receives what, and the reader's own choice. */
export async function readAlertSettings(
  db: Db | Tx,
  readerId: number,
  lowFloatKobo: number,
): Promise<AlertSettings> {
  const { quiet: _quiet, updatedAt, updatedBy, ...thresholds } = await readStoredSettings(db);
  const staff = await staffWithChoices(db);
  const me = staff.find((member) => member.id === readerId);
  const [editor] = updatedBy
    ? await db.select({ email: users.email }).from(users).where(eq(users.id, updatedBy))
    : [];
  return {
    ...thresholds,
    low_float_naira: koboToNaira(lowFloatKobo),
    me: { opted_in: me?.optedIn ?? false, muted_kinds: me?.mutedKinds ?? [] },
    recipients: staff.map((member) => recipientOf(member, thresholds.kinds_on)),
    updated_at: updatedAt?.toISOString() ?? null,
    updated_by: editor?.email ?? null,
  };
}

/** An owner's change of thresholds and quiet hours, audited with its reason. */
export function changeAlertSettings(
  db: Db,
  actor: AuditActor & { id: number },
  change: ChangeAlertSettingsRequest,
  lowFloatKobo: number,
): Promise<AlertSettings> {
  return db.transaction(async (tx) => {
    const {
      quiet: _quiet,
      updatedAt: _at,
      updatedBy: _by,
      ...before
    } = await readStoredSettings(tx, true);
    const { reason, ...after } = change;
    await tx
      .update(alertSettings)
      .set({
        kindsOn: ALERT_KINDS.filter((kind) => after.kinds_on.includes(kind)),
        failureRatePercent: after.failure_rate_percent,
        failureMinPurchases: after.failure_min_purchases,
        attentionAgeMinutes: after.attention_age_minutes,
        webhookBacklog: after.webhook_backlog,
        quietHoursOn: after.quiet_hours_on,
        quietStartMinute: minuteOfDay(after.quiet_start),
        quietEndMinute: minuteOfDay(after.quiet_end),
        updatedBy: actor.id,
        updatedAt: new Date(),
      })
      .where(eq(alertSettings.id, true));
    await recordAudit(tx, {
      actor,
      action: 'alerts.settings.change',
      subjectType: 'alert_settings',
      subjectId: 'alerts',
      reason,
      before,
      after,
    });
    return readAlertSettings(tx, actor.id, lowFloatKobo);
  });
}

/** A staff member's own choice of alerts, audited. */
export function changeOwnSubscription(
  db: Db,
  actor: AuditActor & { id: number },
  choice: AlertSubscription,
  lowFloatKobo: number,
): Promise<AlertSettings> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ opted_in: alertSubscriptions.optedIn, muted_kinds: alertSubscriptions.mutedKinds })
      .from(alertSubscriptions)
      .where(eq(alertSubscriptions.userId, actor.id))
      .for('update');
    const values = {
      optedIn: choice.opted_in,
      mutedKinds: ALERT_KINDS.filter((kind) => choice.muted_kinds.includes(kind)),
      updatedAt: new Date(),
    };
    await tx
      .insert(alertSubscriptions)
      .values({ userId: actor.id, ...values })
      .onConflictDoUpdate({ target: alertSubscriptions.userId, set: values });
    await recordAudit(tx, {
      actor,
      action: 'alerts.subscription.change',
      subjectType: 'staff',
      subjectId: actor.id,
      before: before ?? { opted_in: false, muted_kinds: [] },
      after: { opted_in: values.optedIn, muted_kinds: values.mutedKinds },
    });
    return readAlertSettings(tx, actor.id, lowFloatKobo);
  });
}

import type { FastifyBaseLogger } from 'fastify';
import { ALERT_KIND_LABELS, type AlertKind } from '@contract/constants/alerts';
import type { Db } from '../../../db/client';
import { escapeHtml } from '../../../lib/html';
import type { Mailer, MailMessage } from '../../../lib/mailer';
import type { SmsProvider, SmsSendOutcome } from '../../../ports/sms';
import type { AlertEvent } from './incidents';
import { inQuietHours, type QuietHours } from './quiet-hours';
import { receives, staffWithChoices } from './settings';
import { alertLog } from './tables';

/*
 * Sends one alert to every staff member who receives its kind: an e-mail each (the app's mailer)
 * and one SMS to all their phones through the SMS port. The SMS is the business's own message to
 * its staff: it goes straight to the gateway and is charged to no customer's wallet. Each alert is
 * recorded (alert_log) with what went out and whether its SMS was held for quiet hours.
 */

export interface DeliveryDeps {
  db: Db;
  mailer: Mailer;
  sms: SmsProvider;
  config: { brandName: string; publicUrl: string };
  log: Pick<FastifyBaseLogger, 'error'>;
}

export interface Alert {
  incidentId: number;
  kind: AlertKind;
  event: AlertEvent;
  subject: string;
  message: string;
  /** the console page it is about (a path) */
  link: string;
}

/** The most an alert's SMS may say (the SMS port's limit). */
const SMS_MAX_LENGTH = 480;
/** a Nigerian mobile number in the local format */
const LOCAL_MOBILE = /^0[789][01][0-9]{8}$/;

/** A provider's breaker opening: orders are turning away now, so its SMS ignores quiet hours. */
export const isUrgent = (alert: Pick<Alert, 'kind' | 'event'>) =>
  alert.kind === 'breaker' && alert.event === 'opened';

const EVENT_WORDS: Record<AlertEvent, string> = {
  opened: '',
  reminder: ' (still)',
  closed: ' (recovered)',
};

function alertMail(deps: DeliveryDeps, alert: Alert, to: string, url: string): MailMessage {
  const title = `${ALERT_KIND_LABELS[alert.kind]}${EVENT_WORDS[alert.event]}: ${alert.subject}`;
  return {
    to,
    subject: `${deps.config.brandName} alert: ${title}`,
    text: `${alert.message}\n\nIn the console: ${url}`,
    html: `<!doctype html>
<html><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">
<p>${escapeHtml(alert.message)}</p>
<p>In the console: <a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>
</body></html>`,
  };
}

const smsStateOf = (outcomes: readonly SmsSendOutcome[]) =>
  outcomes.some((outcome) => outcome.state === 'sent') ? 'sent' : 'failed';

async function textStaff(
  deps: DeliveryDeps,
  alert: Alert,
  phones: string[],
  url: string,
): Promise<'sent' | 'failed'> {
  const brand = deps.config.brandName;
  try {
    const outcomes = await deps.sms.send({
      reference: `ALERT${alert.incidentId}${alert.event[0]?.toUpperCase()}`,
      sender: deps.sms.senderFor?.(brand.slice(0, 11)) ?? brand.slice(0, 11),
      recipients: phones,
      message: `${brand}: ${alert.message} ${url}`.slice(0, SMS_MAX_LENGTH),
    });
    return smsStateOf(outcomes);
  } catch (error) {
    deps.log.error({ err: error, incident: alert.incidentId }, 'alert SMS failed');
    return 'failed';
  }
}

/** Sends the alert and records it; `quiet` decides whether its SMS is held. */
export async function deliverAlert(deps: DeliveryDeps, alert: Alert, quiet: QuietHours, now: Date) {
  const url = `${deps.config.publicUrl.replace(/\/+$/, '')}${alert.link}`;
  const staff = (await staffWithChoices(deps.db)).filter((member) => receives(member, alert.kind));
  let emails = 0;
  for (const member of staff)
    await deps.mailer.send(alertMail(deps, alert, member.email, url)).then(
      () => (emails += 1),
      (error: unknown) =>
        deps.log.error({ err: error, incident: alert.incidentId }, 'alert e-mail failed'),
    );
  const phones = [
    ...new Set(staff.map((member) => member.phone).filter((phone) => LOCAL_MOBILE.test(phone))),
  ];
  const urgent = isUrgent(alert);
  const sms =
    phones.length === 0
      ? 'none'
      : !urgent && inQuietHours(quiet, now)
        ? 'held'
        : await textStaff(deps, alert, phones, url);
  await deps.db.insert(alertLog).values({
    incidentId: alert.incidentId,
    kind: alert.kind,
    event: alert.event,
    subject: alert.subject,
    message: alert.message,
    link: alert.link,
    urgent,
    emails,
    smsRecipients: phones.length,
    sms,
    createdAt: now,
  });
}

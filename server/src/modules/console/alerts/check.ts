import { ALERT_KINDS } from '@contract/constants/alerts';
import { CONSOLE_ROUTES } from '@contract/navigation';
import { breakerClosedMessage, TROUBLE_CHECKS, type TroubleThresholds } from './conditions';
import { deliverAlert, type Alert, type DeliveryDeps } from './deliver';
import { reconcileIncidents, type IncidentEvent } from './incidents';
import { readStoredSettings } from './settings';

/*
 * The alert check, run by the job scheduler in every process: reads each kind that is on, brings
 * its incidents in line, and sends what this process won (incidents.ts). A kind turned off closes
 * its incidents silently, so turning it on again tells of trouble still there. Only a breaker's
 * incident closing is told (the provider is back); other kinds close silently.
 */

export interface AlertCheckDeps extends DeliveryDeps {
  /** the low-float threshold (PROVIDER_LOW_BALANCE) */
  lowFloatKobo: number;
}

/** The scheduler's pass comes every poll; the check runs at most this often in one process. */
export const ALERT_CHECK_EVERY_MS = 30_000;

function alertOf(event: IncidentEvent): Alert | undefined {
  if (event.event === 'closed')
    return event.kind === 'breaker'
      ? {
          ...event,
          message: breakerClosedMessage(event.subject),
          link: CONSOLE_ROUTES.providers,
        }
      : undefined;
  return event.trouble && { ...event, message: event.trouble.message, link: event.trouble.link };
}

/** One check of every kind; answers how many alerts this process sent. */
export async function checkAlerts(deps: AlertCheckDeps, now = new Date()): Promise<number> {
  const settings = await readStoredSettings(deps.db);
  const thresholds: TroubleThresholds = {
    failureRatePercent: settings.failure_rate_percent,
    failureMinPurchases: settings.failure_min_purchases,
    attentionAgeMinutes: settings.attention_age_minutes,
    webhookBacklog: settings.webhook_backlog,
    lowFloatKobo: deps.lowFloatKobo,
  };
  let sent = 0;
  for (const kind of ALERT_KINDS) {
    const on = settings.kinds_on.includes(kind);
    const troubles = on ? await TROUBLE_CHECKS[kind](deps.db, thresholds, now) : [];
    for (const event of await reconcileIncidents(deps.db, kind, troubles, now)) {
      const alert = on ? alertOf(event) : undefined;
      if (!alert) continue;
      await deliverAlert(deps, alert, settings.quiet, now);
      sent += 1;
    }
  }
  return sent;
}

/**
 * The scheduler's job: a check at most every ALERT_CHECK_EVERY_MS in this process, or at its next
 * pass once `checkSoon` was called (a provider's breaker may have changed state). However often
 * it runs, each incident is still told once (incidents.ts).
 */
export function alertJob(deps: AlertCheckDeps, now: () => number = Date.now) {
  let lastRun = -Infinity;
  return {
    name: 'alerts',
    batchSize: Infinity,
    run: async () => {
      if (now() - lastRun < ALERT_CHECK_EVERY_MS) return 0;
      lastRun = now();
      return checkAlerts(deps, new Date(lastRun));
    },
    checkSoon: () => {
      lastRun = -Infinity;
    },
  };
}

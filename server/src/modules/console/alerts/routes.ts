import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AlertSettingsResponseSchema,
  AlertSubscriptionSchema,
  ChangeAlertSettingsRequestSchema,
  SentAlertsPageSchema,
  SentAlertsQuerySchema,
} from '@contract/api/console';
import { OWNER_ONLY, staffOf } from '../guard';
import { consoleErrors } from '../schemas';
import { listSentAlerts } from './sent';
import { changeAlertSettings, changeOwnSubscription, readAlertSettings } from './settings';

export interface AlertRoutesOptions {
  /** the low-float threshold (PROVIDER_LOW_BALANCE), shown beside the owners' thresholds */
  lowFloatKobo: number;
}

/**
 * Alerts: every staff member reads the settings and the record of sent alerts and chooses their
 * own alerts; an owner changes the thresholds and quiet hours (audited, with a reason).
 */
export default async function consoleAlertRoutes(
  instance: FastifyInstance,
  options: AlertRoutesOptions,
) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const actor = (request: Parameters<typeof staffOf>[0]) => {
    const staff = staffOf(request);
    return { id: staff.id, email: staff.email };
  };

  app.get(
    '/alerts/settings',
    {
      schema: {
        operationId: 'consoleAlertSettings',
        summary: 'Alert thresholds, quiet hours, who receives which alerts, and your own choice',
        response: { 200: AlertSettingsResponseSchema, ...consoleErrors },
      },
    },
    async (request) => ({
      data: await readAlertSettings(app.db, staffOf(request).id, options.lowFloatKobo),
    }),
  );

  app.put(
    '/alerts/settings',
    {
      config: { ...OWNER_ONLY, money: false },
      schema: {
        operationId: 'consoleChangeAlertSettings',
        summary:
          'Changes the alert thresholds and quiet hours; the reason is kept in the audit log',
        body: ChangeAlertSettingsRequestSchema,
        response: { 200: AlertSettingsResponseSchema, ...consoleErrors },
      },
    },
    async (request) => ({
      data: await changeAlertSettings(app.db, actor(request), request.body, options.lowFloatKobo),
    }),
  );

  app.put(
    '/alerts/subscription',
    {
      config: { money: false },
      schema: {
        operationId: 'consoleChangeAlertSubscription',
        summary: 'Your own alerts: opt in (support) and the kinds you do not want',
        body: AlertSubscriptionSchema,
        response: { 200: AlertSettingsResponseSchema, ...consoleErrors },
      },
    },
    async (request) => ({
      data: await changeOwnSubscription(app.db, actor(request), request.body, options.lowFloatKobo),
    }),
  );

  app.get(
    '/alerts/sent',
    {
      schema: {
        operationId: 'consoleSentAlerts',
        summary: 'Every alert sent, newest first: kind, subject, message, channels and recipients',
        querystring: SentAlertsQuerySchema,
        response: { 200: SentAlertsPageSchema, ...consoleErrors },
      },
    },
    async (request) => listSentAlerts(app.db, request.query),
  );
}

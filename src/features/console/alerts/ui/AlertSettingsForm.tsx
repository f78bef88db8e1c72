import { Alert, App, Card, Typography } from 'antd';
import { Formik } from 'formik';
import type { AlertSettings } from '@contract/api/console';
import { formatDateTime, formatNaira } from '@contract/format';
import { errorMessage } from '@/shared/api';
import { FormikForm, SubmitButton, TextAreaField } from '@/shared/ui/form';
import { useChangeAlertSettingsMutation } from '../api/alertsApi';
import {
  QUIET_HOURS_RULE,
  requestOf,
  validateAlertSettings,
  valuesOf,
  type AlertSettingsValues,
} from '../model/settings-form';
import { KindsField, NumberField, SwitchField, TimeField } from './fields';

/**
 * Which alerts are on, their thresholds and the quiet hours. Owners change them with a reason
 * (kept in the audit log); support see them read-only.
 */
export function AlertSettingsForm({
  settings,
  canChange,
}: {
  settings: AlertSettings;
  canChange: boolean;
}) {
  const [change, changing] = useChangeAlertSettingsMutation();
  const { message } = App.useApp();
  const disabled = !canChange;

  const submit = async (values: AlertSettingsValues) => {
    const result = await change(requestOf(values));
    if ('data' in result) void message.success('Alert settings saved.');
  };

  return (
    <Card title="Alerts and thresholds" size="small">
      {disabled ? (
        <Typography.Paragraph type="secondary">Only an owner changes these.</Typography.Paragraph>
      ) : null}
      <Formik<AlertSettingsValues>
        key={settings.updated_at ?? 'defaults'}
        initialValues={valuesOf(settings)}
        validate={validateAlertSettings}
        onSubmit={submit}
      >
        <FormikForm aria-label="Alert settings">
          <KindsField name="kinds_on" label="Alerts that are on" disabled={disabled} />
          <NumberField
            name="failure_rate_percent"
            label="Failure rate on a network"
            unit="%"
            extra="Failed purchases of a network in the last 30 minutes, at or above this share."
            disabled={disabled}
          />
          <NumberField
            name="failure_min_purchases"
            label="Fewest purchases in 30 minutes"
            extra="A network with fewer purchases in the window never alerts."
            disabled={disabled}
          />
          <NumberField
            name="attention_age_minutes"
            label="Needing attention longer than"
            unit="min"
            disabled={disabled}
          />
          <NumberField
            name="webhook_backlog"
            label="Webhook deliveries waiting above"
            disabled={disabled}
          />
          <Typography.Paragraph>
            Low float: below {formatNaira(settings.low_float_naira)} (the server’s
            PROVIDER_LOW_BALANCE setting). Told at first sight, then at most hourly while it stays
            low.
          </Typography.Paragraph>
          <SwitchField
            name="quiet_hours_on"
            label="Quiet hours"
            extra={QUIET_HOURS_RULE}
            disabled={disabled}
          />
          <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
            <TimeField name="quiet_start" label="Quiet from" disabled={disabled} />
            <TimeField name="quiet_end" label="Quiet until" disabled={disabled} />
          </div>
          {canChange ? (
            <>
              <TextAreaField name="reason" label="Reason" required rows={2} maxLength={500} />
              {changing.isError ? (
                <Alert
                  type="error"
                  showIcon
                  role="alert"
                  title={errorMessage(changing.error)}
                  style={{ marginBottom: 16 }}
                />
              ) : null}
              <SubmitButton busy={changing.isLoading}>Save alert settings</SubmitButton>
            </>
          ) : null}
          {settings.updated_at ? (
            <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
              Last changed by {settings.updated_by ?? 'an owner'} on{' '}
              {formatDateTime(settings.updated_at)}.
            </Typography.Paragraph>
          ) : null}
        </FormikForm>
      </Formik>
    </Card>
  );
}

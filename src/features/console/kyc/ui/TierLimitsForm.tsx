import { Alert, App, Card, Form, Typography } from 'antd';
import { Formik, type FormikHelpers } from 'formik';
import type { KycLimits } from '@contract/api/console';
import { formatDateTime, formatNaira } from '@contract/format';
import {
  KYC_TIERS,
  KYC_TIER_LABELS,
  KYC_TIER_NEEDS,
  LIMIT_LABELS,
  type KycTier,
  type LimitName,
} from '@contract/rules/kyc';
import { KYC_LIMIT_MESSAGES, LIMIT_NAMES, limitField } from '@contract/rules/kyc-limits';
import { apiErrorBody, errorMessage, type RequestError } from '@/shared/api';
import { FormikForm, NairaInput, SubmitButton, TextAreaField, useFormItem } from '@/shared/ui/form';
import { ResponsiveTable } from '@/shared/ui/responsive-table';
import { useChangeKycLimitsMutation, useGetKycLimitsQuery } from '../api/kycApi';
import {
  formErrors,
  requestOf,
  validateLimits,
  valuesOf,
  type LimitsFormValues,
} from '../model/limits-form';

/** The server's messages on the form's fields, when its refusal names any. */
function serverFields(error: RequestError): Record<string, string> | undefined {
  const fields = apiErrorBody(error)?.data;
  return fields && Object.keys(fields).length ? fields : undefined;
}

function LimitField({ tier, limit }: { tier: KycTier; limit: LimitName }) {
  const name = limitField(tier, limit);
  const { field, item, control } = useFormItem(name);
  return (
    <Form.Item
      label={LIMIT_LABELS[limit]}
      htmlFor={name}
      {...item}
      style={{ minWidth: 180, flex: 1 }}
    >
      <NairaInput
        id={name}
        {...field}
        value={field.value ?? ''}
        {...control}
        placeholder="No limit"
        aria-label={`${KYC_TIER_LABELS[tier]}: ${LIMIT_LABELS[limit]}`}
      />
    </Form.Item>
  );
}

/**
 * The limits of each identity tier: one deposit, the deposits of a day, the wallet balance (naira;
 * empty is no limit). Owners change them with a reason (audited); support read them.
 */
export function TierLimitsForm({ canChange }: { canChange: boolean }) {
  const { data: limits, error } = useGetKycLimitsQuery();
  if (error) return <Alert type="error" showIcon title={errorMessage(error)} />;
  if (!limits) return null;
  return canChange ? <LimitsForm limits={limits} /> : <LimitsTable limits={limits} />;
}

const RULE =
  'Money over a limit is never refused once it arrives: a card payment over it is refused before the customer pays, a bank transfer is credited and the wallet is held.';

const shownLimit = (naira: number | null) => (naira === null ? 'No limit' : formatNaira(naira));

/** The limits as support read them: a table, not a form they cannot send. */
function LimitsTable({ limits }: { limits: KycLimits }) {
  return (
    <Card size="small" title="Tier limits">
      <Typography.Paragraph type="secondary">
        {RULE} Only an owner changes these.
      </Typography.Paragraph>
      <ResponsiveTable
        cardsLabel="Tier limits"
        size="small"
        rowKey="tier"
        pagination={false}
        dataSource={limits.tiers}
        columns={[
          {
            title: 'Tier',
            dataIndex: 'tier',
            render: (tier: KycTier) => KYC_TIER_LABELS[tier],
          },
          ...LIMIT_NAMES.map((limit) => ({
            title: LIMIT_LABELS[limit],
            dataIndex: limit,
            render: shownLimit,
          })),
        ]}
      />
      <LastChange limits={limits} />
    </Card>
  );
}

function LastChange({ limits }: { limits: KycLimits }) {
  return limits.updated_at ? (
    <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
      Last changed by {limits.updated_by ?? 'an owner'} on {formatDateTime(limits.updated_at)}.
    </Typography.Paragraph>
  ) : null;
}

function LimitsForm({ limits }: { limits: KycLimits }) {
  const [change, changing] = useChangeKycLimitsMutation();
  const { message } = App.useApp();

  const submit = async (values: LimitsFormValues, form: FormikHelpers<LimitsFormValues>) => {
    const result = await change(requestOf(values));
    if ('data' in result) {
      void message.success(KYC_LIMIT_MESSAGES.saved);
      return;
    }
    const fields = serverFields(result.error);
    if (fields) form.setErrors(formErrors(fields));
  };

  return (
    <Card size="small" title="Tier limits">
      <Typography.Paragraph type="secondary">{RULE}</Typography.Paragraph>
      <Formik<LimitsFormValues>
        key={limits.updated_at ?? 'defaults'}
        initialValues={valuesOf(limits)}
        validate={validateLimits}
        validateOnChange={false}
        onSubmit={submit}
      >
        <FormikForm aria-label="Tier limits">
          {KYC_TIERS.map((tier) => (
            <fieldset key={tier} style={{ border: 0, padding: 0, margin: '0 0 8px' }}>
              <legend style={{ fontWeight: 600, fontSize: 15, marginBottom: 4 }}>
                {KYC_TIER_LABELS[tier]}{' '}
                <Typography.Text type="secondary" style={{ fontWeight: 400, fontSize: 13 }}>
                  — {KYC_TIER_NEEDS[tier]}
                </Typography.Text>
              </legend>
              <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
                {LIMIT_NAMES.map((limit) => (
                  <LimitField key={limit} tier={tier} limit={limit} />
                ))}
              </div>
            </fieldset>
          ))}
          <TextAreaField name="reason" label="Reason" required rows={2} maxLength={500} />
          {changing.isError && !serverFields(changing.error) ? (
            <Alert
              type="error"
              showIcon
              role="alert"
              title={errorMessage(changing.error)}
              style={{ marginBottom: 16 }}
            />
          ) : null}
          <SubmitButton busy={changing.isLoading}>Save tier limits</SubmitButton>
          <LastChange limits={limits} />
        </FormikForm>
      </Formik>
    </Card>
  );
}

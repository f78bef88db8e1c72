import { Alert, App, Card, Form, Typography } from 'antd';
import { Formik, type FormikHelpers } from 'formik';
import type { KycLimits } from '@contract/api/console';
import { formatDateTime } from '@contract/format';
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

function LimitField({
  tier,
  limit,
  disabled,
}: {
  tier: KycTier;
  limit: LimitName;
  disabled: boolean;
}) {
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
        disabled={disabled}
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
  return <LimitsForm limits={limits} canChange={canChange} />;
}

function LimitsForm({ limits, canChange }: { limits: KycLimits; canChange: boolean }) {
  const [change, changing] = useChangeKycLimitsMutation();
  const { message } = App.useApp();
  const disabled = !canChange;

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
      <Typography.Paragraph type="secondary">
        Money over a limit is never refused once it arrives: a card payment over it is refused
        before the customer pays, a bank transfer is credited and the wallet is held.
        {disabled ? ' Only an owner changes these.' : ''}
      </Typography.Paragraph>
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
                  <LimitField key={limit} tier={tier} limit={limit} disabled={disabled} />
                ))}
              </div>
            </fieldset>
          ))}
          {canChange ? (
            <>
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
            </>
          ) : null}
          {limits.updated_at ? (
            <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
              Last changed by {limits.updated_by ?? 'an owner'} on{' '}
              {formatDateTime(limits.updated_at)}.
            </Typography.Paragraph>
          ) : null}
        </FormikForm>
      </Formik>
    </Card>
  );
}

import { App, Card, Typography } from 'antd';
import { Formik } from 'formik';
import type { ConsolePaymentProvider } from '@contract/api/console';
import { errorMessage } from '@/shared/api';
import { FormikForm } from '@/shared/ui/form';
import { useChangePaymentProviderMutation } from '../api/paymentProvidersApi';
import { chargeRequest, chargeValuesOf, validateCharge, type ChargeValues } from '../model/forms';
import { DecimalField, ReasonAndSave } from './fields';

/**
 * Paystack's charge on each deposit into a customer's dedicated account: a percent, capped in
 * naira. Customers see the rule on Fund wallet; it applies to deposits from the moment it is saved.
 */
export function ChargeForm({
  paystack,
  canChange,
}: {
  paystack: ConsolePaymentProvider;
  canChange: boolean;
}) {
  const [change, changing] = useChangePaymentProviderMutation();
  const { message } = App.useApp();
  const disabled = !canChange;

  const submit = async (values: ChargeValues) => {
    const result = await change(chargeRequest(values));
    if ('data' in result) void message.success('Paystack’s deposit charge saved.');
  };

  return (
    <Card title="Paystack deposit charge" size="small">
      <Typography.Paragraph type="secondary">
        Now: {paystack.deposit_charge_text} Monnify’s bank charges are fixed per bank.
      </Typography.Paragraph>
      <Formik<ChargeValues>
        key={`${paystack.deposit_charge_percent}-${paystack.deposit_charge_cap}`}
        initialValues={chargeValuesOf(paystack)}
        validate={validateCharge(paystack)}
        onSubmit={submit}
      >
        <FormikForm aria-label="Paystack deposit charge">
          <DecimalField
            name="percent"
            label="Percent of each deposit"
            suffix="%"
            disabled={disabled}
          />
          <DecimalField
            name="cap"
            label="At most"
            prefix="₦"
            extra="0 means no cap."
            disabled={disabled}
          />
          {canChange ? (
            <ReasonAndSave
              name="charge_reason"
              busy={changing.isLoading}
              error={changing.isError ? errorMessage(changing.error) : undefined}
            >
              Save deposit charge
            </ReasonAndSave>
          ) : null}
        </FormikForm>
      </Formik>
    </Card>
  );
}

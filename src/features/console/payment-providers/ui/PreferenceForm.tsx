import { App, Card } from 'antd';
import { Formik } from 'formik';
import type { ConsolePaymentProvider } from '@contract/api/console';
import { errorMessage } from '@/shared/api';
import { FormikForm } from '@/shared/ui/form';
import { useChangePaymentProviderMutation } from '../api/paymentProvidersApi';
import {
  PROVIDER_NAMES,
  preferenceRequest,
  preferenceValuesOf,
  validatePreference,
  type PreferenceValues,
} from '../model/forms';
import { ChoiceField, ReasonAndSave } from './fields';

/** Which provider card checkouts go to first; the other takes them while its breaker is open. */
export function PreferenceForm({
  providers,
  canChange,
}: {
  providers: ConsolePaymentProvider[];
  canChange: boolean;
}) {
  const [change, changing] = useChangePaymentProviderMutation();
  const { message } = App.useApp();
  const preferred = providers.find((row) => row.preferred)?.provider ?? 'monnify';

  const submit = async (values: PreferenceValues) => {
    const result = await change(preferenceRequest(values));
    if ('data' in result)
      void message.success(`Card checkouts now go to ${PROVIDER_NAMES[values.preferred]} first.`);
  };

  return (
    <Card title="Card checkout" size="small">
      <Formik<PreferenceValues>
        key={preferred}
        initialValues={preferenceValuesOf(providers)}
        validate={validatePreference(providers)}
        onSubmit={submit}
      >
        <FormikForm aria-label="Preferred provider">
          <ChoiceField
            name="preferred"
            label="Card checkouts go first to"
            extra="The other provider takes them while this one's breaker is open."
            disabled={!canChange}
            options={providers.map((row) => ({
              value: row.provider,
              label: row.configured
                ? PROVIDER_NAMES[row.provider]
                : `${PROVIDER_NAMES[row.provider]} (not configured)`,
              disabled: !row.configured,
            }))}
          />
          {canChange ? (
            <ReasonAndSave
              name="checkout_reason"
              busy={changing.isLoading}
              error={changing.isError ? errorMessage(changing.error) : undefined}
            >
              Save preference
            </ReasonAndSave>
          ) : null}
        </FormikForm>
      </Formik>
    </Card>
  );
}

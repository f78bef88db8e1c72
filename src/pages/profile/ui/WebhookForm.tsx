import { Formik } from 'formik';
import { fieldMessages } from '@/shared/api';
import { FormikForm, SubmitButton, TextField } from '@/shared/ui/form';
import { OutcomeMessages, useOutcome } from '@/shared/ui/outcome';
import { useUpdateProfileMutation } from '../api/profileApi';
import {
  toUpdateProfileRequest,
  validateWebhook,
  webhookInitialValues,
  type WebhookValues,
} from '../model/webhook';
import { PROFILE_MESSAGES } from '@contract/rules';

/** The URL that receives transaction updates, prefilled with the saved one. */
export function WebhookForm({ current }: { current: string | null }) {
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const { outcome, start, succeed, fail } = useOutcome();

  const submit = async (values: WebhookValues) => {
    start();
    const result = await updateProfile(toUpdateProfileRequest(values));
    if (result.error) {
      fail(fieldMessages(result.error));
      return;
    }
    succeed(result.data.message ?? PROFILE_MESSAGES.profileUpdated, { toast: true });
  };

  return (
    <Formik
      initialValues={webhookInitialValues(current)}
      enableReinitialize
      validate={validateWebhook}
      onSubmit={submit}
    >
      <FormikForm
        aria-label="Webhook URL"
        onInvalid={(message) => fail([message], { list: false })}
      >
        <OutcomeMessages outcome={outcome} />
        <TextField
          name="webhook_url"
          label="Webhook Url"
          type="url"
          inputMode="url"
          placeholder="https://example.com/webhook"
          extra="Transaction updates are sent to this address."
        />
        <SubmitButton busy={isLoading}>Save webhook</SubmitButton>
      </FormikForm>
    </Formik>
  );
}

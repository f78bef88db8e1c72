import { Formik, type FormikHelpers } from 'formik';
import type { ApiKeyProof, CreatedApiKey } from '@contract/api';
import { fieldMessages } from '@/shared/api';
import { FormikForm, SelectField, SubmitButton, TextAreaField, TextField } from '@/shared/ui/form';
import { OutcomeMessages, useOutcome } from '@/shared/ui/outcome';
import { useCreateApiKeyMutation } from '../api/apiKeysApi';
import {
  API_KEY_ACCESS_OPTIONS,
  API_KEY_FORMAT_OPTIONS,
  API_KEY_MODE_OPTIONS,
  createKeyInitialValues,
  toCreateApiKeyRequest,
  validateCreateKey,
  type CreateKeyValues,
} from '../model/create-key';

/**
 * Names a new key and, optionally, the addresses it may be used from, what it may spend in any 24
 * hours and whether it may buy at all (a read-only key for a dashboard that only reads).
 */
export function CreateApiKeyForm({
  proof,
  onCreated,
}: {
  proof: ApiKeyProof;
  onCreated: (key: CreatedApiKey) => void;
}) {
  const [create, { isLoading }] = useCreateApiKeyMutation();
  const { outcome, start, fail } = useOutcome();

  const submit = async (values: CreateKeyValues, form: FormikHelpers<CreateKeyValues>) => {
    start();
    const result = await create(toCreateApiKeyRequest(values, proof));
    if (result.error) {
      fail(fieldMessages(result.error));
      return;
    }
    start();
    form.resetForm();
    onCreated(result.data.data);
  };

  return (
    <Formik initialValues={createKeyInitialValues} validate={validateCreateKey} onSubmit={submit}>
      <FormikForm
        aria-label="Create API key"
        onInvalid={(message) => fail([message], { list: false })}
      >
        <OutcomeMessages outcome={outcome} />
        <TextField name="name" label="Key name" placeholder="e.g. Shop server" maxLength={60} />
        <TextAreaField
          name="allowed_ips"
          label="Allowed IP addresses (optional)"
          placeholder={'203.0.113.7\n198.51.100.0/24'}
          autoSize={{ minRows: 2, maxRows: 5 }}
          extra="One address or CIDR range a line. Leave empty to allow any address."
        />
        <TextField
          name="daily_cap"
          label="Daily spending cap in naira (optional)"
          placeholder="e.g. 50000"
          inputMode="numeric"
          maxLength={12}
          extra="The most this key's orders may be charged in any 24 hours. Leave empty for no cap."
        />
        <SelectField name="access" label="What the key may do" options={API_KEY_ACCESS_OPTIONS} />
        <SelectField
          name="format"
          label="API format"
          options={API_KEY_FORMAT_OPTIONS}
          extra="Moving from another VTU host? Pick the format your code already speaks (MSORG: Husmodata and the like; ADEX: n3tdata and the like) and only change its base URL and token."
        />
        <SelectField name="mode" label="Live or test" options={API_KEY_MODE_OPTIONS} />
        <SubmitButton busy={isLoading}>Create key</SubmitButton>
      </FormikForm>
    </Formik>
  );
}

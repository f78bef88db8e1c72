import { Formik } from 'formik';
import { Typography } from 'antd';
import type { ApiKeyProof } from '@contract/api';
import { fieldMessages } from '@/shared/api';
import { FormikForm, PasswordField, SubmitButton, TextField } from '@/shared/ui/form';
import { OutcomeMessages, useOutcome } from '@/shared/ui/outcome';
import { useLazyListApiKeysQuery } from '../api/apiKeysApi';
import { proofInitialValues, toProof, validateProof, type ProofValues } from '../model/proof';

/**
 * Asks for the password (and the PIN when the account has one) before any key is shown, made or
 * revoked: a phone left unlocked must not be enough to mint a key that spends the wallet.
 */
export function UnlockKeysForm({
  hasPin,
  onUnlocked,
}: {
  hasPin: boolean;
  onUnlocked: (proof: ApiKeyProof) => void;
}) {
  const [list, { isFetching }] = useLazyListApiKeysQuery();
  const { outcome, start, fail } = useOutcome();

  const submit = async (values: ProofValues) => {
    start();
    const proof = toProof(values, hasPin);
    const result = await list(proof);
    if (result.error) {
      fail(fieldMessages(result.error));
      return;
    }
    onUnlocked(proof);
  };

  return (
    <Formik
      initialValues={proofInitialValues}
      validate={(values) => validateProof(values, hasPin)}
      onSubmit={submit}
    >
      <FormikForm
        aria-label="Confirm it is you"
        onInvalid={(message) => fail([message], { list: false })}
      >
        <OutcomeMessages outcome={outcome} />
        <Typography.Paragraph>
          {hasPin
            ? 'Enter your password and transaction PIN to see, create or revoke API keys.'
            : 'Enter your password to see, create or revoke API keys.'}
        </Typography.Paragraph>
        <PasswordField name="password" label="Password" autoComplete="current-password" />
        {hasPin && (
          <TextField
            name="pin"
            label="Transaction PIN"
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
          />
        )}
        <SubmitButton busy={isFetching}>Show my API keys</SubmitButton>
      </FormikForm>
    </Formik>
  );
}

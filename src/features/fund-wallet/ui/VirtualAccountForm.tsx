import { Formik } from 'formik';
import { errorMessage, fieldMessages, httpStatus } from '@/shared/api';
import { LIMITS } from '@contract/constants';
import { FUNDING_MESSAGES } from '@contract/rules';
import { FormikForm, SubmitButton, TextField } from '@/shared/ui/form';
import { OutcomeMessages, useOutcome } from '@/shared/ui/outcome';
import { useCreateVirtualAccountMutation } from '../api/fundWalletApi';
import type { BankOption } from '../model/banks';
import {
  toVirtualAccountRequest,
  virtualAccountInitialValues,
  virtualAccountSchema,
  type VirtualAccountValues,
} from '../model/virtual-account';

interface VirtualAccountFormProps {
  bank: BankOption;
  /** the account exists: the caller shows the message and reloads the page */
  onCreated: (message: string) => void;
}

/**
 * Reserve a personal account with `bank`. The account name is required; moniepoint
 * and wema also need the NIN (exactly 11 digits), rehoboth does not ask for it.
 */
export function VirtualAccountForm({ bank, onCreated }: VirtualAccountFormProps) {
  const [createAccount, { isLoading, isSuccess }] = useCreateVirtualAccountMutation();
  const { outcome, start, fail } = useOutcome();

  const submit = async (values: VirtualAccountValues) => {
    start();
    const result = await createAccount(toVirtualAccountRequest(bank, values));
    if (result.error) {
      const status = httpStatus(result.error);
      fail(status === 400 ? fieldMessages(result.error) : [errorMessage(result.error)]);
      return;
    }
    onCreated(result.data.data.message || FUNDING_MESSAGES.accountCreated);
  };

  return (
    <Formik
      initialValues={virtualAccountInitialValues}
      validationSchema={virtualAccountSchema(bank)}
      onSubmit={submit}
    >
      <FormikForm
        aria-label={`Create ${bank.title} account`}
        onInvalid={(message) => fail([message], { list: false })}
      >
        <OutcomeMessages outcome={outcome} />
        <TextField
          name="account_name"
          label="Account name"
          autoComplete="name"
          placeholder="The name on the account"
          required
        />
        {bank.needsNin && (
          <TextField
            name="nin"
            label="NIN"
            inputMode="numeric"
            maxLength={LIMITS.ninLength}
            autoComplete="off"
            placeholder={`Your ${LIMITS.ninLength}-digit National Identification Number`}
            extra="Required by the bank to open the account."
            required
          />
        )}
        <SubmitButton busy={isLoading} disabled={isSuccess}>
          Create {bank.title} account
        </SubmitButton>
      </FormikForm>
    </Formik>
  );
}

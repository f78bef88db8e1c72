import { Formik } from 'formik';
import { fieldMessages } from '@/shared/api';
import { FormikForm, SubmitButton, TextField } from '@/shared/ui/form';
import { OutcomeMessages, useOutcome } from '@/shared/ui/outcome';
import { PROFILE_MESSAGES } from '@contract/rules';
import { useUpdateProfileMutation } from '../api/profileApi';
import { toPhoneRequest, validatePhone, type PhoneValues } from '../model/phone';

/** The account's phone number; one already used by another account is refused by the server. */
export function PhoneForm({ current }: { current: string }) {
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const { outcome, start, succeed, fail } = useOutcome();

  const submit = async (values: PhoneValues) => {
    start();
    const result = await updateProfile(toPhoneRequest(values));
    if (result.error) {
      fail(fieldMessages(result.error));
      return;
    }
    succeed(result.data.message ?? PROFILE_MESSAGES.profileUpdated, { toast: true });
  };

  return (
    <Formik
      initialValues={{ phone_no: current }}
      enableReinitialize
      validate={validatePhone}
      onSubmit={submit}
    >
      <FormikForm
        aria-label="Change phone number"
        onInvalid={(message) => fail([message], { list: false })}
      >
        <OutcomeMessages outcome={outcome} />
        <TextField
          name="phone_no"
          label="Phone number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="08031234567"
        />
        <SubmitButton busy={isLoading}>Save phone number</SubmitButton>
      </FormikForm>
    </Formik>
  );
}

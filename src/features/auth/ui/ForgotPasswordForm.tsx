import { Formik } from 'formik';
import { errorDetails } from '@/shared/api';
import { FORGOT_MESSAGES } from '@contract/rules';
import { PlainForm, PlainSubmitButton } from '@/shared/ui/form';
import { OutcomeMessages, useOutcome } from '@/shared/ui/outcome';
import { useRequestPasswordResetMutation } from '../api/authApi';
import { AUTH_TEXTS } from '../config/texts';
import { EmailField } from './EmailField';
import {
  forgotPasswordInitialValues,
  toPasswordResetRequest,
  validateForgotPassword,
  type ForgotPasswordValues,
} from '../model/password-reset';

/** Asks for the e-mail that a reset link is sent to. */
export function ForgotPasswordForm() {
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();
  const { outcome, start, succeed, fail } = useOutcome();

  const submit = async (values: ForgotPasswordValues) => {
    start();
    const result = await requestReset(toPasswordResetRequest(values));
    if (result.error) {
      fail(errorDetails(result.error), { list: false });
      return;
    }
    const { message, data } = result.data;
    succeed(message ?? data?.detail ?? FORGOT_MESSAGES.sent, { toast: true });
  };

  return (
    <Formik
      initialValues={forgotPasswordInitialValues}
      validate={validateForgotPassword}
      onSubmit={submit}
    >
      <PlainForm
        aria-label="Forgot password"
        onInvalid={(message) => fail([message], { list: false })}
      >
        <OutcomeMessages outcome={outcome} />
        <EmailField />
        <PlainSubmitButton busy={isLoading} busyLabel={AUTH_TEXTS.processing}>
          Send reset link
        </PlainSubmitButton>
      </PlainForm>
    </Formik>
  );
}

import { useState } from 'react';
import { Formik } from 'formik';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { errorDetails, fieldMessages } from '@/shared/api';
import { LIMITS } from '@contract/constants';
import { DELAYS_MS, ROUTES } from '@/shared/config';
import { RESET_MESSAGES } from '@contract/rules';
import { PlainForm, PlainPasswordField, PlainSubmitButton } from '@/shared/ui/form';
import { Notice } from '@/shared/ui/notice';
import { OutcomeMessages, useOutcome } from '@/shared/ui/outcome';
import { useResetPasswordMutation } from '../api/authApi';
import { AUTH_TEXTS } from '../config/texts';
import { useAfterDelay } from '@/shared/lib/timing';
import {
  resetPasswordInitialValues,
  toResetPasswordRequest,
  validateResetPassword,
  type ResetPasswordValues,
} from '../model/password-reset';

/**
 * Sets a new password with the token of the e-mailed link
 * (/password-reset/confirm/?token=...). Server errors are listed from the response's field map and
 * shown as popups from its error details; success returns to login. A link without a token gets an
 * explanation and a way to ask for a new one instead of the form.
 */
export function ResetPasswordForm() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  if (!token) return <MissingToken />;
  return <NewPasswordForm token={token} />;
}

function MissingToken() {
  return (
    <Notice
      type="warning"
      title={RESET_MESSAGES.tokenInvalid}
      description={<Link to={ROUTES.forgotPassword}>Request a new reset link</Link>}
    />
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const [resetPassword, { isLoading, isSuccess }] = useResetPasswordMutation();
  const { outcome, start, succeed, fail } = useOutcome();
  const [listed, setListed] = useState<string[]>([]);

  useAfterDelay(isSuccess, DELAYS_MS.resetRedirect, () => void navigate(ROUTES.login));

  const submit = async (values: ResetPasswordValues) => {
    start();
    setListed([]);
    const result = await resetPassword(toResetPasswordRequest(values, token));
    if (result.error) {
      fail(errorDetails(result.error), { list: false });
      setListed(fieldMessages(result.error));
      return;
    }
    succeed(result.data.message ?? RESET_MESSAGES.done, { toast: true });
  };

  return (
    <Formik
      initialValues={resetPasswordInitialValues}
      validate={validateResetPassword}
      onSubmit={submit}
    >
      <PlainForm
        aria-label="Reset password"
        onInvalid={(message) => fail([message], { list: false })}
      >
        <OutcomeMessages outcome={{ ...outcome, errors: listed }} />
        <PlainPasswordField
          name="new_password"
          label="New password"
          autoComplete="new-password"
          extra={`At least ${LIMITS.passwordMinLength} characters`}
        />
        <PlainPasswordField
          name="confirm_new_password"
          label="Confirm new password"
          autoComplete="new-password"
        />
        <PlainSubmitButton busy={isLoading} busyLabel={AUTH_TEXTS.processing} disabled={isSuccess}>
          Reset password
        </PlainSubmitButton>
      </PlainForm>
    </Formik>
  );
}

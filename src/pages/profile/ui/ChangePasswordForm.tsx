import { App } from 'antd';
import { Formik, type FormikHelpers } from 'formik';

import { loggedIn } from '@/entities/user';
import { apiErrorBody, fieldMessages } from '@/shared/api';
import { LIMITS } from '@contract/constants';
import { useAppDispatch } from '@/shared/lib/store';
import { FormikForm, PasswordField, SubmitButton } from '@/shared/ui/form';
import { useChangePasswordMutation } from '../api/profileApi';
import {
  changePasswordInitialValues,
  passwordFieldErrors,
  toChangePasswordRequest,
  validateChangePassword,
  type ChangePasswordValues,
} from '../model/change-password';
import { PROFILE_MESSAGES } from '@contract/rules';

/**
 * Old, new and confirm password. Server errors show as popups and under their fields;
 * on success the new token the server returns keeps the session going and the form clears.
 */
export function ChangePasswordForm() {
  const dispatch = useAppDispatch();
  const { notification } = App.useApp();
  const [changePassword, { isLoading }] = useChangePasswordMutation();

  const submit = async (
    values: ChangePasswordValues,
    { resetForm, setErrors }: FormikHelpers<ChangePasswordValues>,
  ) => {
    const result = await changePassword(toChangePasswordRequest(values));
    if (result.error) {
      fieldMessages(result.error).forEach((message) => notification.error({ title: message }));
      setErrors(passwordFieldErrors(apiErrorBody(result.error)?.data));
      return;
    }
    dispatch(loggedIn(result.data.data.access));
    resetForm();
    notification.success({ title: result.data.message ?? PROFILE_MESSAGES.passwordChanged });
  };

  return (
    <Formik
      initialValues={changePasswordInitialValues}
      validate={validateChangePassword}
      validateOnBlur={false}
      onSubmit={submit}
    >
      <FormikForm
        aria-label="Change password"
        onInvalid={(message) => notification.error({ title: message })}
      >
        <PasswordField name="old_password" label="Old password" autoComplete="current-password" />
        <PasswordField
          name="new_password"
          label="New password"
          autoComplete="new-password"
          extra={`At least ${LIMITS.passwordMinLength} characters`}
        />
        <PasswordField
          name="confirm_password"
          label="Confirm password"
          autoComplete="new-password"
        />
        <SubmitButton busy={isLoading}>Change password</SubmitButton>
      </FormikForm>
    </Formik>
  );
}

import { object, string } from 'yup';
import type { PasswordResetRequest, ResetPasswordRequest } from '@contract/api';
import { EMAIL_PATTERN, FORGOT_MESSAGES, REGISTER_MESSAGES, RESET_MESSAGES } from '@contract/rules';
import { newPassword, orderedErrors, type FieldErrors } from '@/shared/lib/validation';

export interface ForgotPasswordValues {
  email: string;
}

export const forgotPasswordInitialValues: ForgotPasswordValues = { email: '' };

export const forgotPasswordSchema = object({
  email: string()
    .trim()
    .required(FORGOT_MESSAGES.emailRequired)
    .matches(EMAIL_PATTERN, FORGOT_MESSAGES.emailInvalid),
});

export const validateForgotPassword = (values: ForgotPasswordValues): FieldErrors =>
  orderedErrors(forgotPasswordSchema, values, [
    FORGOT_MESSAGES.emailRequired,
    FORGOT_MESSAGES.emailInvalid,
  ]);

export const toPasswordResetRequest = (values: ForgotPasswordValues): PasswordResetRequest => ({
  email: values.email.trim(),
});

export interface ResetPasswordValues {
  new_password: string;
  confirm_new_password: string;
}

export const resetPasswordInitialValues: ResetPasswordValues = {
  new_password: '',
  confirm_new_password: '',
};

const RESET_CHECK_ORDER = [
  RESET_MESSAGES.newRequired,
  REGISTER_MESSAGES.passwordTooShort,
  REGISTER_MESSAGES.passwordBlank,
  RESET_MESSAGES.confirmRequired,
  RESET_MESSAGES.mismatch,
] as const;

export const resetPasswordSchema = object({
  new_password: newPassword(RESET_MESSAGES.newRequired),
  confirm_new_password: string()
    .required(RESET_MESSAGES.confirmRequired)
    .test(
      'match',
      RESET_MESSAGES.mismatch,
      (confirm, context) =>
        !confirm || !context.parent.new_password || confirm === context.parent.new_password,
    ),
});

/** The three reset messages, one per field, in the order they are checked. */
export const validateResetPassword = (values: ResetPasswordValues): FieldErrors =>
  orderedErrors(resetPasswordSchema, values, RESET_CHECK_ORDER);

export const toResetPasswordRequest = (
  values: ResetPasswordValues,
  token: string,
): ResetPasswordRequest => ({
  new_password: values.new_password,
  confirm_new_password: values.confirm_new_password,
  password_token: token,
});

import { object, string } from 'yup';
import type { ChangePasswordRequest } from '@contract/api';
import { newPassword } from '@/shared/lib/validation';
import { PROFILE_MESSAGES, REGISTER_MESSAGES } from '@contract/rules';
import { errorsInOrder, type FieldErrors } from './errors';

export interface ChangePasswordValues {
  old_password: string;
  new_password: string;
  confirm_password: string;
}

export const changePasswordInitialValues: ChangePasswordValues = {
  old_password: '',
  new_password: '',
  confirm_password: '',
};

const FIELDS = ['old_password', 'new_password', 'confirm_password'] as const;

/** The profile's password messages, then the new-password rule the server applies too. */
export const changePasswordSchema = object({
  old_password: string().required(PROFILE_MESSAGES.oldPasswordRequired),
  new_password: newPassword(PROFILE_MESSAGES.newPasswordRequired).test(
    'differs',
    REGISTER_MESSAGES.passwordSameAsOld,
    (value, context) => !value || value !== context.parent.old_password,
  ),
  confirm_password: string()
    .required(PROFILE_MESSAGES.confirmPasswordRequired)
    .test(
      'match',
      PROFILE_MESSAGES.passwordMismatch,
      (confirm, context) =>
        !confirm || !context.parent.new_password || confirm === context.parent.new_password,
    ),
});

export const validateChangePassword = (values: ChangePasswordValues): FieldErrors =>
  errorsInOrder(changePasswordSchema, values, FIELDS);

export const toChangePasswordRequest = (values: ChangePasswordValues): ChangePasswordRequest => ({
  old_password: values.old_password,
  new_password: values.new_password,
  confirm_password: values.confirm_password,
});

/** The server's field messages that belong to this form's fields, to show under them. */
export const passwordFieldErrors = (data: Record<string, string> | undefined): FieldErrors =>
  Object.fromEntries(
    Object.entries(data ?? {}).filter(([field]) => (FIELDS as readonly string[]).includes(field)),
  );

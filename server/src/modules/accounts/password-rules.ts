import { newPasswordProblem, PROFILE_MESSAGES, RESET_MESSAGES } from '@contract/rules';
import { badRequest } from '../../lib/http-error';

export type FieldErrors = Record<string, string>;

/** Throws a 400 listing every failing field, its summary the first message. */
export function rejectIfAny(errors: FieldErrors): void {
  const [first] = Object.values(errors);
  if (first !== undefined) throw badRequest(first, errors);
}

function checkNewPassword(errors: FieldErrors, password: string, requiredMessage: string) {
  const problem = password ? newPasswordProblem(password) : requiredMessage;
  if (problem) errors.new_password = problem;
}

export function checkResetPassword(input: {
  new_password: string;
  confirm_new_password: string;
  password_token: string;
}): FieldErrors {
  const errors: FieldErrors = {};
  checkNewPassword(errors, input.new_password, RESET_MESSAGES.newRequired);
  if (!input.confirm_new_password) errors.confirm_new_password = RESET_MESSAGES.confirmRequired;
  else if (input.new_password && input.new_password !== input.confirm_new_password) {
    errors.confirm_new_password = RESET_MESSAGES.mismatch;
  }
  if (!input.password_token.trim()) errors.password_token = RESET_MESSAGES.tokenInvalid;
  return errors;
}

export function checkChangePassword(input: {
  old_password: string;
  new_password: string;
  confirm_password: string;
}): FieldErrors {
  const errors: FieldErrors = {};
  if (!input.old_password) errors.old_password = PROFILE_MESSAGES.oldPasswordRequired;
  checkNewPassword(errors, input.new_password, PROFILE_MESSAGES.newPasswordRequired);
  if (!input.confirm_password) errors.confirm_password = PROFILE_MESSAGES.confirmPasswordRequired;
  else if (input.new_password && input.new_password !== input.confirm_password) {
    errors.confirm_password = PROFILE_MESSAGES.passwordMismatch;
  }
  return errors;
}

/** An absolute http or https URL with a host; anything else gets the profile form's message. */
export function checkWebhookUrl(value: string): string | undefined {
  if (!value) return PROFILE_MESSAGES.webhookRequired;
  try {
    const url = new URL(value);
    const web = url.protocol === 'http:' || url.protocol === 'https:';
    return web && url.hostname ? undefined : PROFILE_MESSAGES.webhookInvalid;
  } catch {
    return PROFILE_MESSAGES.webhookInvalid;
  }
}

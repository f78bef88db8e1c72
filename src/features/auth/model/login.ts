import { apiErrorBody, errorDetails, type RequestError } from '@/shared/api';
import type { TwoFactorChallenge, LoginRequest, LoginResponse } from '@contract/api';

export interface LoginValues {
  email: string;
  password: string;
}

export const loginInitialValues: LoginValues = { email: '', password: '' };

/**
 * The login payload, or null when the form may not be sent. The e-mail is trimmed; an empty
 * e-mail or password is an 'Invalid Login' (the form shows LOGIN_MESSAGES.invalid). Two checks
 * need no schema library, so the login page does not download yup.
 */
export function toLoginRequest(values: LoginValues): LoginRequest | null {
  const email = values.email.trim();
  const { password } = values;
  if (!email || !password) return null;
  return { email, password };
}

/** Each error detail, then the response message when it says something more. */
export function loginErrorMessages(error: RequestError): string[] {
  const details = errorDetails(error);
  const message = apiErrorBody(error)?.message;
  return message && !details.includes(message) ? [...details, message] : details;
}

/** Login's answer to a staff member with two-factor sign-in on: a code comes next. */
export const needsCode = (data: LoginResponse | TwoFactorChallenge): data is TwoFactorChallenge =>
  'two_factor_required' in data && data.two_factor_required;

/** The code as typed (spaces between the digit groups dropped), or null when empty. */
export function toCode(value: string): string | null {
  const code = value.replace(/\s+/g, '');
  return code ? code : null;
}

import { apiErrorBody, errorDetails, type LoginRequest, type RequestError } from '@/shared/api';

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

import { object, string } from 'yup';
import { apiErrorBody, errorDetails, type LoginRequest, type RequestError } from '@/shared/api';
import { LOGIN_MESSAGES } from '@/shared/lib/rules';

export interface LoginValues {
  email: string;
  password: string;
}

export const loginInitialValues: LoginValues = { email: '', password: '' };

/** SPEC 5: the e-mail is trimmed; an empty e-mail or password is an 'Invalid Login'. */
export const loginSchema = object({
  email: string().trim().required(LOGIN_MESSAGES.invalid),
  password: string().required(LOGIN_MESSAGES.invalid),
});

/** The login payload, or null when the form may not be sent. */
export function toLoginRequest(values: LoginValues): LoginRequest | null {
  if (!loginSchema.isValidSync(values)) return null;
  const { email, password } = loginSchema.cast(values);
  return { email, password };
}

/** SPEC 8: each error detail, then the response message when it says something more. */
export function loginErrorMessages(error: RequestError): string[] {
  const details = errorDetails(error);
  const message = apiErrorBody(error)?.message;
  return message && !details.includes(message) ? [...details, message] : details;
}

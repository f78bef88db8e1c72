import { LIMITS } from '../constants';
import { REGISTER_MESSAGES } from './messages';

/**
 * A new password (sign-up, reset, change): at least 8 characters and not only spaces. Whether it
 * equals the old one is checked where the old one is known (the server, and the change form).
 */
export function newPasswordProblem(password: string): string | undefined {
  if (password.length < LIMITS.passwordMinLength) return REGISTER_MESSAGES.passwordTooShort;
  if (!password.trim()) return REGISTER_MESSAGES.passwordBlank;
  return undefined;
}

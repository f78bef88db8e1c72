import { BUSY_LABELS } from '@/shared/config';

/**
 * Texts that only the auth screens use. Server messages win when the response has one;
 * these are the fallbacks and the busy labels.
 */
export const AUTH_TEXTS = {
  loginBusy: BUSY_LABELS.login,
  registerBusy: BUSY_LABELS.register,
  processing: BUSY_LABELS.processing,
  loggedIn: 'Logged in successfully',
  registered: 'Account created successfully!',
} as const;

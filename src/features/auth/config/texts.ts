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
  codeRequired: 'Enter the 6-digit code from your authenticator app.',
  recoveryCodeRequired: 'Enter one of your recovery codes.',
  recoveryPrompt:
    'Lost your phone? Enter one of the recovery codes you saved when you set up two-factor sign-in. Each works once.',
} as const;

/**
 * Texts of SPEC 4 that only the auth screens use. Server messages win when the response has one;
 * these are the fallbacks and the busy labels.
 */
export const AUTH_TEXTS = {
  loginBusy: 'Authenticating... Please wait.',
  registerBusy: 'Creating account... Please wait.',
  processing: 'Processing...',
  loggedIn: 'Logged in successfully',
  registered: 'Account created successfully!',
} as const;

export const DELAYS_MS = {
  toast: 5000,
  loginRedirect: 1000,
  registerRedirect: 3500,
  resetRedirect: 3500,
  checkoutRedirect: 1000,
  accountCreatedReload: 3500,
} as const;

/** Button labels while a request is on its way. */
export const BUSY_LABELS = {
  processing: 'Processing...',
  purchase: 'Processing... Please wait.',
  login: 'Authenticating... Please wait.',
  register: 'Creating account... Please wait.',
} as const;

export const COLORS = {
  /** the confirm dialog's Yes: a shade of the original #0a8aaf that gives white text 5.4:1 (was 4.0) */
  confirm: '#077491',
  /** the dialog's No; its text is dark, 6.4:1 (white gave 2.6) */
  cancel: '#ff7674',
  cancelText: '#1f1f1f',
  chatWidget: '#FF6550',
  brand: '#0a8a4f',
  /** brand green dark enough for small text and for white text on it (5.4:1) */
  brandStrong: '#087a45',
} as const;

export const TERMS_EFFECTIVE_DATE = '5 Jan 2024';

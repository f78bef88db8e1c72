/** Exact texts of SPEC section 5, used by the SPA's forms and by the server's checks alike. */
export const REGISTER_MESSAGES = {
  firstNameRequired: 'First name field is required',
  lastNameRequired: 'Last name field is required',
  emailRequired: 'Email field is required',
  emailInvalid: 'Invalid email address',
  passwordRequired: 'Password field is required',
  confirmPasswordRequired: 'Confirm Password field is required',
  phoneRequired: 'Phone number field is required',
  phoneInvalid:
    'Invalid phone number, the format allowed e.g 08031234567, +08031234567 and 11 digits only',
  passwordMismatch: 'Password does not match',
  hearUsRequired: "Choose one from the list of 'hear us'",
  passwordTooShort: 'Password must be at least 8 characters',
  emailTaken: 'A user with that email already exists',
  referrerUnknown: 'The referral code does not match any user',
} as const;

export const LOGIN_MESSAGES = {
  invalid: 'Invalid Login',
  wrongCredentials: 'No active account found with the given credentials',
} as const;

export const FORGOT_MESSAGES = {
  emailRequired: 'Email is required!',
  sent: 'If an account exists for that email, we have sent an email with instructions to reset your password.',
} as const;

export const RESET_MESSAGES = {
  newRequired: 'New Password is required',
  confirmRequired: 'Confirm Password is required',
  mismatch: "The two passwords doesn't match",
  done: 'Password reset done successfully',
  tokenInvalid: 'This reset link is invalid or has expired. Please request a new one.',
} as const;

export const PROFILE_MESSAGES = {
  webhookRequired: 'Webhook Url is required!',
  webhookInvalid: 'Enter a valid http(s) URL',
  oldPasswordRequired: 'Old password is required!',
  newPasswordRequired: 'New password is required!',
  confirmPasswordRequired: 'Confirm password is required!',
  passwordMismatch: 'Password does not match',
  oldPasswordWrong: 'Your old password is incorrect',
  passwordChanged: 'Password changed successfully',
  profileUpdated: 'Profile updated successfully',
} as const;

/** Any naira amount a customer types (SPEC 5). Minimum messages differ per screen. */
export const AMOUNT_MESSAGES = {
  required: 'Amount is required',
  decimals: 'Amount can have at most two decimals',
} as const;

/** Bonus transfer and level upgrade (SPEC section 5), shared by the SPA's forms and the server. */
export const WALLET_MESSAGES = {
  amountRequired: AMOUNT_MESSAGES.required,
  bonusMinimum: 'Amount can not be less than ₦1000',
  amountDecimals: AMOUNT_MESSAGES.decimals,
  bonusInsufficient: 'Insufficient referral bonus balance. You can transfer at most your bonus.',
  bonusTransferred: 'Bonus transferred to your wallet successfully',
  walletInsufficient: 'Insufficient wallet balance. Please fund your wallet and try again.',
  levelRequired: 'Choose a level from the list',
  levelCurrent: 'You are already on this level',
  levelPriceChanged: 'The price of this level has changed. Please reload and try again.',
  upgraded: 'Your level has been upgraded successfully',
  downgraded: 'Your level has been changed successfully',
} as const;

/** Wallet funding by card and by bank transfer to a virtual account (SPEC section 5). */
export const FUNDING_MESSAGES = {
  amountRequired: AMOUNT_MESSAGES.required,
  cardMinimum: 'Amount can not be less than ₦1000',
  amountDecimals: AMOUNT_MESSAGES.decimals,
  bankRequired: 'Choose a bank from the list',
  accountNameRequired: 'Account name is required',
  ninInvalid: 'NIN must be exactly 11 digits',
  accountExists: 'You already have an account with this bank',
  accountCreated: 'Account created successfully',
  paymentNotFound: 'No payment matches this reference',
  providerUnavailable: 'The payment provider is not available right now. Please try again.',
} as const;

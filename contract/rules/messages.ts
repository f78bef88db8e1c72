/** The exact texts customers see when a form is refused, used by the SPA's forms and by the server's checks alike. */
export const REGISTER_MESSAGES = {
  firstNameRequired: 'First name field is required',
  lastNameRequired: 'Last name field is required',
  emailRequired: 'Email field is required',
  emailInvalid: 'Invalid email address',
  passwordRequired: 'Password field is required',
  confirmPasswordRequired: 'Confirm Password field is required',
  phoneRequired: 'Phone number field is required',
  phoneInvalid: 'Invalid phone number, the format allowed e.g 08031234567 or +2348031234567',
  passwordMismatch: 'Password does not match',
  hearUsRequired: "Choose one from the list of 'hear us'",
  passwordTooShort: 'Password must be at least 8 characters',
  passwordBlank: 'Password can not be only spaces',
  passwordSameAsOld: 'Your new password must be different from your current password',
  phoneTaken: 'This phone number is already used by another account',
  emailTaken: 'A user with that email already exists',
  referrerUnknown: 'The referral code does not match any user',
} as const;

export const LOGIN_MESSAGES = {
  invalid: 'Invalid Login',
  // the same words whether the e-mail is unknown, the password wrong or the account closed
  wrongCredentials: 'The e-mail or password is wrong, or the account is not active.',
  success: 'Logged in successfully',
  /** staff with two-factor sign-in on: the password was right, a code comes next */
  codeNeeded: 'Enter the 6-digit code from your authenticator app to finish signing in.',
  challengeExpired: 'This sign-in has expired. Please enter your e-mail and password again.',
} as const;

export const FORGOT_MESSAGES = {
  emailRequired: 'Email is required!',
  emailInvalid: 'Invalid email address',
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
  passwordChanged:
    'Password changed successfully. Your other sessions and your API keys were ended.',
  profileUpdated: 'Profile updated successfully',
} as const;

/** Signing out on the server: one device, or every session and API key of the account. */
export const SIGN_OUT_MESSAGES = {
  signedOut: 'You are signed out on this device.',
  everywhere: 'Signed out everywhere: every session and API key of your account was ended.',
} as const;

/** Any naira amount a customer types. Minimum messages differ per screen. */
export const AMOUNT_MESSAGES = {
  required: 'Amount is required',
  decimals: 'Amount can have at most two decimals',
  notNumber: 'Amount must be a number of naira, like 500',
} as const;

/** Bonus transfer and level upgrade, shared by the SPA's forms and the server. */
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

/** Wallet funding by card and by bank transfer to a virtual account. */
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

const PROVIDER_REQUIRED = 'Please select a provider from the list';

/**
 * Purchase screens, per service in the order they are checked, and the engine's
 * own answers. The server checks the same rules with the same texts.
 */
export const PURCHASE_MESSAGES = {
  phoneInvalid: 'Phone number is invalid',
  providerRequired: PROVIDER_REQUIRED,
  airtime: {
    phoneRequired: 'Phone number is required',
    amountRequired: 'Amount is required',
    minimum: 'Amount can not be less than ₦100',
    wholeNaira: 'Airtime is sold in whole naira: enter the amount without kobo',
    providerRequired: PROVIDER_REQUIRED,
  },
  data: {
    phoneRequired: 'Phone number is required!',
    amountRequired: 'Amount is required!',
    minimum: 'Amount can not be less than ₦10',
    providerRequired: PROVIDER_REQUIRED,
    planRequired: 'Please select a data plan from the list',
  },
  cable: {
    smartCardRequired: 'Smart/IUC number required',
    phoneRequired: 'Phone number is required!',
    minimum: 'Amount can not be less than ₦100',
    providerRequired: PROVIDER_REQUIRED,
    subscriptionRequired: 'Choose a subscription type',
    planRequired: 'Please select a cable plan from the list',
    verifyFirst: 'Please verify the smart card number first',
    renewUnavailable: 'This decoder has no renewal amount. Choose Change to pick a plan.',
  },
  electricity: {
    meterRequired: 'Meter Number is required',
    meterTypeRequired: 'Select a meter type to continue',
    phoneRequired: 'Phone number is required',
    amountRequired: 'Amount is required',
    minimum: 'Amount can not be less than ₦500',
    providerRequired: PROVIDER_REQUIRED,
    verifyFirst: 'Please verify the meter number first',
  },
  exam: {
    profileRequired: 'Profile ID is required',
    phoneRequired: 'Phone number is required',
    providerRequired: PROVIDER_REQUIRED,
    planRequired: 'Please select a plan from the list',
    verifyFirst: 'Please verify the profile ID first',
  },
  /** appended to the success message of a purchase that carries a token or voucher */
  tokenSuffix: 'Please check your transaction history for your TOKEN CODE.',
  // the voucher is in the result panel (with Copy) and on the receipt: no need to look elsewhere
  voucherSuffix: 'Your VOUCHER CODE is shown in the purchase result and on its receipt.',
  // The engine's answers.
  amountDecimals: AMOUNT_MESSAGES.decimals,
  planUnknown: 'This plan is no longer available. Please reload and choose again.',
  packageUnknown: PROVIDER_REQUIRED,
  duplicate:
    'You made the same purchase less than 30 seconds ago. Please check your transactions before trying again.',
  keyReused: 'This Idempotency-Key was already used for a different purchase.',
  keyInvalid: 'Idempotency-Key must be 8 to 100 letters, digits, dashes or underscores.',
  insufficient: WALLET_MESSAGES.walletInsufficient,
  verificationUnavailable: 'Verification is not available right now. Please try again.',
  serviceUnavailable:
    'This service is temporarily unavailable. You have not been charged; please try again later.',
} as const;

/** Airtime to cash and the server's answers. */
export const AIRTIME_TO_CASH_MESSAGES = {
  phoneRequired: 'Phone number is required',
  amountRequired: 'Amount is required',
  minimum: 'Amount can not be less than ₦5,000',
  providerRequired: PROVIDER_REQUIRED,
  phoneInvalid: PURCHASE_MESSAGES.phoneInvalid,
  amountDecimals: AMOUNT_MESSAGES.decimals,
  duplicate:
    'You sent the same airtime-to-cash request less than 30 seconds ago. Please check your transactions.',
  /** the request is recorded; `payout` is the formatted naira amount to receive */
  received: (payout: string) =>
    `Your request has been received. Your wallet will be credited with ${payout} once we confirm the airtime.`,
  confirmed: (payout: string) => `Airtime received. ${payout} has been added to your wallet.`,
  rejected: 'We could not confirm the airtime transfer, so this request was rejected.',
} as const;

/** Bulk SMS and the server's answers. */
export const SMS_MESSAGES = {
  recipientRequired: 'Recipient is required!',
  senderRequired: 'Sender Name is required!',
  messageRequired: 'Message is required!',
  senderTooShort: 'Sender Name must be at least 3 characters',
  senderTooLong: 'Sender Name can not be more than 11 characters',
  recipientsInvalid: (numbers: readonly string[]) =>
    `These recipients are not valid Nigerian numbers: ${numbers.join(', ')}`,
  providerRequired: 'SMS is not available right now. Please try again later.',
  sent: (recipients: number) =>
    `Your message has been sent to ${recipients} recipient${recipients === 1 ? '' : 's'}.`,
  // The message's cost was debited, then refunded: the customer is told so, not "not charged".
  failed:
    'Your message could not be sent. Its cost has been refunded to your wallet; please try again.',
} as const;

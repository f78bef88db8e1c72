import { Type, type Static } from 'typebox';

/*
 * Required text fields default to '' so a missing field reaches the server's own checks and gets
 * the form's own message ('First name field is required', ...) instead of a generic one.
 */
const shortText = (maxLength = 150) => Type.String({ maxLength, default: '' });
const password = Type.String({ maxLength: 128, default: '' });

export const RegisterRequestSchema = Type.Object({
  first_name: shortText(),
  last_name: shortText(),
  /** ignored: the username is always the e-mail */
  username: Type.Optional(Type.String({ maxLength: 254 })),
  email: shortText(254),
  password,
  password2: password,
  phone_no: shortText(20),
  /** the referral code of the user who referred this one (older links carry their e-mail); blank for none */
  referred_by: Type.Optional(Type.Union([Type.String({ maxLength: 254 }), Type.Null()])),
  hear_us: shortText(50),
});

export const LoginRequestSchema = Type.Object({
  email: shortText(254),
  password,
});
/** A signed bearer token valid for 7 days; also returned by change-password. */
export const LoginResponseSchema = Type.Object({
  access: Type.String(),
  /** staff only: their console role (a sign-in with no page to return to opens the console) */
  staff_role: Type.Optional(Type.Union([Type.Literal('owner'), Type.Literal('support')])),
});

/** What a sign-out everywhere ended (each is listed in the e-mail to the account). */
export const SignedOutEverywhereSchema = Type.Object({
  sessions_ended: Type.Integer(),
  api_keys_ended: Type.Integer(),
});

export const RegisterResponseSchema = Type.Object({ id: Type.Integer(), username: Type.String() });

/** password_reset/ and reset_password/ repeat their message here. */
export const DetailResponseSchema = Type.Object({ detail: Type.String() });

export const PasswordResetRequestSchema = Type.Object({ email: shortText(254) });

export const ResetPasswordRequestSchema = Type.Object({
  new_password: password,
  confirm_new_password: password,
  password_token: shortText(200),
});

export const ChangePasswordRequestSchema = Type.Object({
  old_password: password,
  new_password: password,
  confirm_password: password,
  /** older clients send the new password again under these names; used when the above are blank */
  password: Type.Optional(Type.String({ maxLength: 128 })),
  password2: Type.Optional(Type.String({ maxLength: 128 })),
});

/**
 * Either field alone may be sent: the webhook URL (required when no phone number is sent, as
 * older clients send only it), the account's phone number, or the receipts-by-e-mail or
 * TV-reminder choice.
 */
export const UpdateProfileRequestSchema = Type.Object({
  webhook_url: Type.String({ maxLength: 500, default: '' }),
  phone_no: Type.Optional(Type.String({ maxLength: 20 })),
  /** "E-mail me a receipt after each purchase" */
  email_receipts: Type.Optional(Type.Boolean()),
  /** "E-mail me 3 days before my TV subscription is due" */
  cable_reminders: Type.Optional(Type.Boolean()),
});

export const VirtualAccountSchema = Type.Object({
  accountName: Type.String(),
  accountNumber: Type.String(),
  bankName: Type.Optional(Type.String()),
});

export const UserSchema = Type.Object({
  id: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  username: Type.String(),
  email: Type.String(),
  /** naira, two decimals at most */
  wallet_balance: Type.Number(),
  /** referral bonus in naira */
  bonus: Type.Number(),
  user_level: Type.Union([
    Type.Literal('normal'),
    Type.Literal('agent'),
    Type.Literal('reseller'),
    Type.Literal('api'),
  ]),
  phone_no: Type.String(),
  /** the short code of the user's referral link, `/register?ref={referral_code}` */
  referral_code: Type.String(),
  /** "E-mail me a receipt after each purchase" */
  email_receipts: Type.Boolean(),
  /** "E-mail me 3 days before my TV subscription is due" (on unless turned off) */
  cable_reminders: Type.Boolean(),
  date_joined: Type.String({ format: 'date-time' }),
  webhook_url: Type.Union([Type.String(), Type.Null()]),
  /**
   * key of the X-NairaTop-Signature HMAC-SHA256 on webhooks; get-user/ and update-user-profile/
   * send it to the owner signed in with a login token (created on first read), never to a request
   * made with an API key
   */
  webhook_secret: Type.Optional(Type.String()),
  /**
   * where the balances stand (the latest ledger entry): the live stream's `ready` event carries
   * the same value, so a screen whose user is that recent need not read it again
   */
  balance_cursor: Type.String(),
  /** staff only: their console role (the dashboard links to the console); absent for customers */
  staff_role: Type.Optional(Type.Union([Type.Literal('owner'), Type.Literal('support')])),
  rehoboth_account: Type.Array(VirtualAccountSchema),
  moniepoint_account: Type.Array(VirtualAccountSchema),
  wema_account: Type.Array(VirtualAccountSchema),
  /** the user's Paystack dedicated account (at most one), at Paystack's partner bank */
  paystack_account: Type.Optional(Type.Array(VirtualAccountSchema)),
  /** the charge on a deposit into the Paystack account, in words (the owner sets it) */
  paystack_charges: Type.Optional(Type.String()),
  /** the identity tier, 0 (not verified) to 3; the dashboard says what the next tier needs */
  kyc_tier: Type.Optional(Type.Integer({ minimum: 0, maximum: 3 })),
  /** why purchases are paused (money came in over the tier's limits); null when they are not */
  kyc_hold: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  /** the account has a transaction PIN: charged requests with a login token must send it */
  has_transaction_pin: Type.Boolean(),
  /** ISO time until which charged actions are refused after 5 wrong PINs; null when not locked */
  transaction_pin_locked_until: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

export type RegisterRequest = Static<typeof RegisterRequestSchema>;
export type LoginRequest = Static<typeof LoginRequestSchema>;
export type LoginResponse = Static<typeof LoginResponseSchema>;
export type RegisterResponse = Static<typeof RegisterResponseSchema>;
export type DetailResponse = Static<typeof DetailResponseSchema>;
export type PasswordResetRequest = Static<typeof PasswordResetRequestSchema>;
export type ResetPasswordRequest = Static<typeof ResetPasswordRequestSchema>;
export type ChangePasswordRequest = Static<typeof ChangePasswordRequestSchema>;
export type SignedOutEverywhere = Static<typeof SignedOutEverywhereSchema>;
export type UpdateProfileRequest = Static<typeof UpdateProfileRequestSchema>;
export type VirtualAccount = Static<typeof VirtualAccountSchema>;
export type User = Static<typeof UserSchema>;

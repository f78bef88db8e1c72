import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ChangePasswordRequestSchema,
  DetailResponseSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  PasswordResetRequestSchema,
  RegisterRequestSchema,
  RegisterResponseSchema,
  ResetPasswordRequestSchema,
  SignedOutEverywhereSchema,
  TwoFactorChallengeSchema,
  TwoFactorLoginRequestSchema,
  UpdateProfileRequestSchema,
  UserSchema,
  success,
} from '@contract/api';
import {
  FORGOT_MESSAGES,
  LOGIN_MESSAGES,
  PROFILE_MESSAGES,
  RESET_MESSAGES,
  SIGN_OUT_MESSAGES,
} from '@contract/rules';
import { STAFF_ROLES, type StaffRole } from '@contract/api/console';
import type { AppConfig } from '../../config';
import type { Mailer } from '../../lib/mailer';
import { createAuthThrottle } from './auth-throttle';
import { createTwoFactorLogin } from '../staff-security/login-step';
import { requestPasswordReset, resetPassword } from './password-reset';
import transactionPinRoutes from './transaction-pin-routes';
import {
  callerOf,
  changePassword,
  checkCredentials,
  signOut,
  signOutEverywhere,
  getUser,
  register,
  rotateUserWebhookSecret,
  updateProfile,
} from './service';
import { apiError, bearer } from '../../lib/api-schemas';
import { named } from '../../lib/plugin-name';

export interface AccountsOptions {
  config: AppConfig;
  mailer: Mailer;
}

const publicErrors = { 400: apiError, 429: apiError };
const signedInErrors = { 400: apiError, 401: apiError };
export const WEBHOOK_SECRET_ROTATED = 'Webhook secret changed successfully';

/** A sign-in's answer names a staff member's console role; a customer's has none. */
function staffRoleOf(user: { role: string | null }): { staff_role?: StaffRole } {
  const staffRole = STAFF_ROLES.find((role) => role === user.role);
  return staffRole ? { staff_role: staffRole } : {};
}

export default async function accountsRoutes(instance: FastifyInstance, opts: AccountsOptions) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { config, mailer } = opts;

  const throttle = createAuthThrottle(app.db, config);
  app.addHook('onClose', async () => throttle.close());
  const twoFactor = createTwoFactorLogin(app, config.jwtSecret);
  await app.register(named(transactionPinRoutes), { config, mailer });

  app.post(
    '/register/',
    {
      schema: {
        operationId: 'register',
        tags: ['account'],
        summary: 'Create an account; the username is the e-mail',
        description: 'Every failing field is reported at once in `data`, keyed by field.',
        body: RegisterRequestSchema,
        response: { 201: success(RegisterResponseSchema), ...publicErrors },
      },
    },
    async (request, reply) => {
      await throttle.register(request.ip);
      const data = await register(app.db, request.body);
      return reply.status(201).send({ message: 'Account created successfully!', data });
    },
  );

  app.post(
    '/auth/login/',
    {
      schema: {
        operationId: 'login',
        tags: ['account'],
        summary: 'Sign in; returns a bearer token valid for 7 days',
        description:
          'Staff with two-factor sign-in on get `two_factor_required` and a `challenge` instead of ' +
          'the token: send it with the code to `auth/login/two-factor/`.',
        body: LoginRequestSchema,
        response: {
          200: success(Type.Union([LoginResponseSchema, TwoFactorChallengeSchema])),
          401: apiError,
          403: apiError,
          ...publicErrors,
        },
      },
    },
    async (request) =>
      throttle.login(request.ip, request.body.email, async () => {
        const user = await checkCredentials(app.db, request.body);
        const challenge = await twoFactor.challengeFor(user);
        if (challenge) return challenge;
        return {
          message: LOGIN_MESSAGES.success,
          data: { access: await app.signIn(user, request), ...staffRoleOf(user) },
        };
      }),
  );

  app.post(
    '/auth/login/two-factor/',
    {
      schema: {
        operationId: 'loginTwoFactor',
        tags: ['account'],
        summary: "Finish a staff member's sign-in with the authenticator code or a recovery code",
        description:
          'Each code is accepted once. Wrong codes count against the same limits as wrong passwords.',
        body: TwoFactorLoginRequestSchema,
        response: {
          200: success(LoginResponseSchema),
          401: apiError,
          403: apiError,
          ...publicErrors,
        },
      },
    },
    async (request) => {
      const user = await twoFactor.userOf(request.body.challenge);
      const access = await throttle.login(request.ip, user.email, async () => {
        await twoFactor.checkCode(user, request.body.code);
        return app.signIn(user, request);
      });
      return { message: LOGIN_MESSAGES.success, data: { access, ...staffRoleOf(user) } };
    },
  );

  app.post(
    '/password_reset/',
    {
      schema: {
        operationId: 'requestPasswordReset',
        tags: ['account'],
        summary: 'E-mail a password reset link valid for one hour',
        description: 'Answers the same whether or not an account uses the e-mail.',
        body: PasswordResetRequestSchema,
        response: { 200: success(DetailResponseSchema), ...publicErrors },
      },
    },
    async (request) => {
      await throttle.passwordReset(request.ip, request.body.email);
      const deps = { db: app.db, config, mailer, log: request.log };
      return {
        message: FORGOT_MESSAGES.sent,
        data: await requestPasswordReset(deps, request.body),
      };
    },
  );

  app.post(
    '/reset_password/',
    {
      schema: {
        operationId: 'resetPassword',
        tags: ['account'],
        summary: 'Set a new password with the token from the reset e-mail (single use)',
        description:
          'Ends every session and every API key of the account, and e-mails what was ended.',
        body: ResetPasswordRequestSchema,
        response: { 200: success(DetailResponseSchema), 400: apiError },
      },
    },
    async (request) => ({
      message: RESET_MESSAGES.done,
      data: await resetPassword(
        { db: app.db, config, mailer, log: request.log },
        request.body,
        request.ip,
      ),
    }),
  );

  app.get(
    '/get-user/',
    {
      onRequest: app.authenticate,
      // the balance, for integrations that check it before buying
      config: { apiKey: true },
      schema: {
        operationId: 'getUser',
        tags: ['account'],
        summary: 'The signed-in user, amounts in naira',
        security: bearer,
        response: { 200: success(UserSchema), 401: apiError },
      },
    },
    async (request) => ({
      data: await getUser(app.db, request.userId, {
        withWebhookSecret: request.apiKeyId === undefined,
      }),
    }),
  );

  app.put(
    '/change-password/',
    {
      onRequest: app.authenticate,
      schema: {
        operationId: 'changePassword',
        tags: ['account'],
        summary: 'Change the password; returns a new token, older tokens stop working',
        security: bearer,
        body: ChangePasswordRequestSchema,
        response: { 200: success(LoginResponseSchema), ...signedInErrors },
      },
    },
    async (request) => ({
      message: PROFILE_MESSAGES.passwordChanged,
      data: await changePassword(
        { db: app.db, config, mailer, log: request.log },
        callerOf(request),
        request.body,
        app.issueAccessToken,
      ),
    }),
  );

  app.post(
    '/auth/logout/',
    {
      onRequest: app.authenticate,
      schema: {
        operationId: 'logout',
        tags: ['account'],
        summary: 'Sign this device out: its token is refused from the next request',
        security: bearer,
        body: Type.Optional(Type.Object({})),
        response: { 200: success(DetailResponseSchema), 401: apiError },
      },
    },
    async (request) => {
      await signOut(app.db, callerOf(request));
      return {
        message: SIGN_OUT_MESSAGES.signedOut,
        data: { detail: SIGN_OUT_MESSAGES.signedOut },
      };
    },
  );

  app.post(
    '/auth/sign-out-everywhere/',
    {
      onRequest: app.authenticate,
      schema: {
        operationId: 'signOutEverywhere',
        tags: ['account'],
        summary: 'End every session (this one too) and every API key of the account',
        description: 'What was ended is e-mailed to the account. API keys must be created again.',
        security: bearer,
        body: Type.Optional(Type.Object({})),
        response: { 200: success(SignedOutEverywhereSchema), 401: apiError },
      },
    },
    async (request) => {
      const ended = await signOutEverywhere(
        { db: app.db, config, mailer, log: request.log },
        callerOf(request),
      );
      return {
        message: SIGN_OUT_MESSAGES.everywhere,
        data: { sessions_ended: ended.sessions.length, api_keys_ended: ended.apiKeys.length },
      };
    },
  );

  app.put(
    '/update-user-profile/',
    {
      onRequest: app.authenticate,
      schema: {
        operationId: 'updateProfile',
        tags: ['account'],
        summary: 'Set the webhook URL, the phone number or receipts by e-mail',
        security: bearer,
        body: UpdateProfileRequestSchema,
        response: { 200: success(UserSchema), ...signedInErrors },
      },
    },
    async (request) => ({
      message: PROFILE_MESSAGES.profileUpdated,
      data: await updateProfile(app.db, request.userId, request.body, {
        allowPrivateWebhooks: config.webhooks.allowPrivate,
      }),
    }),
  );

  app.put(
    '/rotate-webhook-secret/',
    {
      onRequest: app.authenticate,
      schema: {
        operationId: 'rotateWebhookSecret',
        tags: ['account'],
        summary: 'Replace the webhook signing secret; the old one stops working at once',
        security: bearer,
        response: { 200: success(UserSchema), 401: apiError },
      },
    },
    async (request) => ({
      message: WEBHOOK_SECRET_ROTATED,
      data: await rotateUserWebhookSecret(app.db, request.userId),
    }),
  );
}

import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ChangePasswordRequestSchema,
  DetailResponseSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  PasswordResetRequestSchema,
  RegisterRequestSchema,
  RegisterResponseSchema,
  ResetPasswordRequestSchema,
  UpdateProfileRequestSchema,
  UserSchema,
  success,
} from '@contract/api';
import { FORGOT_MESSAGES, PROFILE_MESSAGES, RESET_MESSAGES } from '@contract/rules';
import type { AppConfig } from '../../config';
import type { Mailer } from '../../lib/mailer';
import { createAuthThrottle } from './auth-throttle';
import { requestPasswordReset, resetPassword } from './password-reset';
import {
  changePassword,
  getUser,
  login,
  register,
  rotateUserWebhookSecret,
  updateProfile,
} from './service';

export interface AccountsOptions {
  config: AppConfig;
  mailer: Mailer;
}

const apiError = { $ref: 'ApiError#' } as const;
const publicErrors = { 400: apiError, 429: apiError };
const signedInErrors = { 400: apiError, 401: apiError };
const bearer = [{ bearer: [] }];
export const WEBHOOK_SECRET_ROTATED = 'Webhook secret changed successfully';

export default async function accountsRoutes(instance: FastifyInstance, opts: AccountsOptions) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { config, mailer } = opts;
  const issueAccessToken = app.issueAccessToken;

  const throttle = createAuthThrottle(app.db, config);
  app.addHook('onClose', async () => throttle.close());

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
        body: LoginRequestSchema,
        response: { 200: success(LoginResponseSchema), 401: apiError, ...publicErrors },
      },
    },
    async (request) => {
      const data = await throttle.login(request.ip, request.body.email, () =>
        login(app.db, issueAccessToken, request.body),
      );
      return { message: 'Logged in successfully', data };
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
        description: 'Signs out every session of the account.',
        body: ResetPasswordRequestSchema,
        response: { 200: success(DetailResponseSchema), 400: apiError },
      },
    },
    async (request) => ({
      message: RESET_MESSAGES.done,
      data: await resetPassword(app.db, request.body),
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
    async (request) => ({ data: await getUser(app.db, request.userId) }),
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
      data: await changePassword(app.db, issueAccessToken, request.userId, request.body),
    }),
  );

  app.put(
    '/update-user-profile/',
    {
      onRequest: app.authenticate,
      schema: {
        operationId: 'updateProfile',
        tags: ['account'],
        summary: 'Set the webhook URL that receives transaction updates',
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

import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ReasonRequestSchema,
  RecoveryCodesSchema,
  SessionIdParamsSchema,
  StaffIdParamsSchema,
  StaffSessionSchema,
  TwoFactorCodeRequestSchema,
  TwoFactorEnrolmentSchema,
  TwoFactorStatusSchema,
} from '@contract/api/console';
import {
  SESSION_MESSAGES,
  endOtherSessions,
  endSession,
  listOpenSessions,
} from '../../staff-security/sessions';
import {
  TWO_FACTOR_MESSAGES,
  confirmEnrolment,
  disableTwoFactor,
  resetNotice,
  resetTwoFactor,
  startEnrolment,
  twoFactorStatus,
} from '../../staff-security/two-factor';
import { createCodeThrottle, type CodeThrottleOptions } from '../../staff-security/code-throttle';
import { sendSecurityNotice } from '../../accounts/security-events';
import { OWNER_ONLY, staffOf } from '../guard';
import { consoleErrors, consoleErrorsWith409 } from '../schemas';

const message = Type.Object({ message: Type.String() });
/** The enrolment answers an owner who must still turn two-factor sign-in on. */
const ENROLMENT = { beforeTwoFactor: true } as const;

/**
 * A staff member's own security (every role): two-factor sign-in and open sessions; an owner may
 * also reset another member's two-factor sign-in. Every change is audited.
 */
export default async function securityRoutes(
  instance: FastifyInstance,
  options: { issuer: string; codeThrottle: CodeThrottleOptions },
) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const codes = createCodeThrottle(app.db, options.codeThrottle);
  app.addHook('onClose', async () => codes.close());

  app.get(
    '/security/two-factor',
    {
      config: ENROLMENT,
      schema: {
        operationId: 'consoleTwoFactorStatus',
        summary: 'Whether two-factor sign-in is on, and whether the console requires it',
        response: { 200: Type.Object({ data: TwoFactorStatusSchema }), ...consoleErrors },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const status = await twoFactorStatus(app.db, staff.id);
      return { data: { ...status, required: staff.twoFactor.required } };
    },
  );

  app.post(
    '/security/two-factor/setup',
    {
      config: { ...ENROLMENT, money: false },
      schema: {
        operationId: 'consoleTwoFactorSetup',
        summary: 'Start setting up two-factor sign-in: a new secret and its QR code',
        response: { 200: Type.Object({ data: TwoFactorEnrolmentSchema }), ...consoleErrorsWith409 },
      },
    },
    async (request) => ({
      data: await startEnrolment(app.db, app.twoFactorKey, staffOf(request), options.issuer),
    }),
  );

  app.post(
    '/security/two-factor/confirm',
    {
      config: { ...ENROLMENT, money: false },
      schema: {
        operationId: 'consoleTwoFactorConfirm',
        summary:
          'Turn two-factor sign-in on with a first code; answers the recovery codes once and ends every other session',
        body: TwoFactorCodeRequestSchema,
        response: {
          200: Type.Object({ message: Type.String(), data: RecoveryCodesSchema }),
          ...consoleErrorsWith409,
        },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const recoveryCodes = await codes.attempt(staff.id, () =>
        confirmEnrolment(app.db, app.twoFactorKey, staff, request.body.code),
      );
      // A session opened before the second factor (perhaps by whoever had the password) ends.
      await endOtherSessions(app.db, staff, request.sessionId);
      return { message: TWO_FACTOR_MESSAGES.enabled, data: { recovery_codes: recoveryCodes } };
    },
  );

  app.post(
    '/security/two-factor/disable',
    {
      config: { money: false },
      schema: {
        operationId: 'consoleTwoFactorDisable',
        summary: 'Turn your own two-factor sign-in off (needs a current code)',
        body: TwoFactorCodeRequestSchema,
        response: { 200: message, ...consoleErrorsWith409, 429: { $ref: 'ApiError#' } },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      await codes.attempt(staff.id, () =>
        disableTwoFactor(app.db, app.twoFactorKey, staff, request.body.code),
      );
      return { message: TWO_FACTOR_MESSAGES.disabled };
    },
  );

  app.delete(
    '/staff/:id/two-factor',
    {
      config: { ...OWNER_ONLY, money: false },
      schema: {
        operationId: 'consoleResetTwoFactor',
        summary:
          "Reset another staff member's two-factor sign-in (a lost phone), with a reason; they are told by e-mail",
        params: StaffIdParamsSchema,
        body: ReasonRequestSchema,
        response: { 200: message, ...consoleErrorsWith409 },
      },
    },
    async (request) => {
      const actor = staffOf(request);
      const { reason } = request.body;
      const member = await resetTwoFactor(app.db, actor, request.params.id, reason);
      sendSecurityNotice(
        { ...app.accountNotices, log: request.log },
        member,
        resetNotice(app.accountNotices.config.brandName, actor, reason),
      );
      return { message: TWO_FACTOR_MESSAGES.reset };
    },
  );

  app.get(
    '/security/sessions',
    {
      schema: {
        operationId: 'consoleListSessions',
        summary: 'Your open sessions, newest first; `current` is this one',
        response: { 200: Type.Object({ data: Type.Array(StaffSessionSchema) }), ...consoleErrors },
      },
    },
    async (request) => ({
      data: await listOpenSessions(app.db, staffOf(request).id, request.sessionId),
    }),
  );

  app.delete(
    '/security/sessions/:id',
    {
      config: { money: false },
      schema: {
        operationId: 'consoleEndSession',
        summary: 'End one of your sessions: its token stops working at once',
        params: SessionIdParamsSchema,
        response: { 200: message, ...consoleErrorsWith409 },
      },
    },
    async (request) => {
      await endSession(app.db, staffOf(request), request.params.id);
      return { message: SESSION_MESSAGES.ended };
    },
  );

  app.post(
    '/security/sessions/end-others',
    {
      config: { money: false },
      schema: {
        operationId: 'consoleEndOtherSessions',
        summary: 'End every session of yours but this one',
        response: { 200: message, ...consoleErrors },
      },
    },
    async (request) => {
      const count = await endOtherSessions(app.db, staffOf(request), request.sessionId);
      return { message: SESSION_MESSAGES.endedOthers(count) };
    },
  );
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyJwt from '@fastify/jwt';
import fp from 'fastify-plugin';
import type { ApiKeyFormat } from '@contract/constants';
import { and, eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { HttpError, unauthorized } from '../../lib/http-error';
import {
  KEY_MESSAGES,
  TEST_KEY_HEADER,
  createKeyAuthenticator,
  hasApiKey,
} from '../api-keys/authenticate';
import { API_KEY_LIMIT_MESSAGES } from '../api-keys/limits';
import { createSession, touchSession } from '../staff-security/sessions';
import { sessions } from '../staff-security/tables';

export const ACCESS_TOKEN_TTL = '7d';
/** A customer's session lasts as long as the token it is named in. */
const CUSTOMER_SESSION_SECONDS = 7 * 24 * 60 * 60;

/** A user id as we write it in `sub`: decimal digits, no sign, no leading zero, no padding. */
const CANONICAL_ID = /^[1-9][0-9]{0,15}$/;
/** A session id as Postgres writes a uuid. */
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The user id a verified token names, or undefined unless its claims have exactly the shapes we
 * issue (a token signed with our key but shaped otherwise is refused, never half-read).
 */
export function userIdFromClaims(claims: unknown): number | undefined {
  if (typeof claims !== 'object' || claims === null) return undefined;
  const { sub, ver, exp, sid } = claims as Record<string, unknown>;
  if (typeof sub !== 'string' || !CANONICAL_ID.test(sub)) return undefined;
  if (sid !== undefined && (typeof sid !== 'string' || !SESSION_ID.test(sid))) return undefined;
  if (typeof ver !== 'number' || !Number.isSafeInteger(ver) || ver < 0) return undefined;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return undefined;
  const id = Number(sub);
  return Number.isSafeInteger(id) ? id : undefined;
}

interface AccessTokenPayload {
  sub: string;
  /** users.token_version when issued; a password change invalidates older tokens */
  ver: number;
  /** the session (sessions.id) the token belongs to; ending it refuses the token */
  sid?: string;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessTokenPayload;
    user: AccessTokenPayload;
  }
}

/** What the PIN check needs of the account, read with the token check. */
export interface PinHolder {
  transactionPinHash: string | null;
  pinFailedAttempts: number;
  pinLockedUntil: Date | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route also accepts an API key (X-API-Key) in place of the bearer token. Routes opt in one
     * by one; on every other route a key is refused, even with a valid token beside it.
     */
    apiKey?: boolean;
    /**
     * The route is a reseller format's (MSORG, ADEX): it takes only an API key, and only one that
     * speaks such a format (an /api/v1 route with `apiKey` takes only NairaTop keys).
     */
    resellerFormat?: boolean;
    /** a charged route that answers a test key's orders without charging (the reseller formats) */
    testKeys?: boolean;
  }
  interface FastifyInstance {
    /** preHandler for routes that need a signed-in user */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** a token for an existing session */
    issueAccessToken: (user: TokenSubject, sessionId?: string) => string;
    /** a new sign-in: a session row (IP, browser) named in the token */
    signIn: (user: TokenSubject, request: FastifyRequest) => Promise<string>;
  }
  interface FastifyRequest {
    userId: number;
    /**
     * set by `authenticate`: the user's level as read with the token check (the purchase routes
     * price by it; creating the purchase refuses it if the level changed since)
     */
    userLevelId: number;
    /** set by `authenticate`: the answer is the user's own and must not be cached */
    requiresAuth: boolean;
    /** set by `authenticate` when the request was made with an API key */
    apiKeyId?: number;
    /** set by `authenticate` with apiKeyId: the API the key speaks */
    apiKeyFormat?: ApiKeyFormat;
    /** set by `authenticate`: the request came with a test key (its orders move nothing) */
    apiKeyTest: boolean;
    /** set by `authenticate`: the session a login token names */
    sessionId?: string;
    /**
     * set by `authenticate` for a login token: the account's transaction PIN state, read in the
     * same statement, for the PIN check of charged requests
     */
    transactionPin?: PinHolder;
  }
}

/** Whom a token is issued to: staff (a role) get the console's shorter lifetime. */
export interface TokenSubject {
  id: number;
  tokenVersion: number;
  role?: string | null;
}

/** Said to a suspended user at login and on any request with an older token or key. */
export const SUSPENDED_MESSAGE =
  'This account is suspended. Please contact support to find out why and what to do.';

export interface AuthOptions {
  secret: string;
  /** lifetime in seconds of a token issued to staff */
  staffTokenTtlSeconds: number;
  /** requests one API key may make per window */
  apiKeyRateLimit: { points: number; durationSeconds: number };
}

/** Said when a token's session was ended (signed out) or has expired. */
export const SESSION_ENDED_MESSAGE = 'This session has ended. Please log in again.';

interface SessionState {
  endedAt: Date | null;
  expiresAt: Date;
  lastSeenAt: Date;
}

const sessionOpen = (session: SessionState | null) =>
  session !== null && session.endedAt === null && session.expiresAt.getTime() > Date.now();

const holderColumns = {
  tokenVersion: users.tokenVersion,
  suspendedAt: users.suspendedAt,
  levelId: users.levelId,
  role: users.role,
  transactionPinHash: users.transactionPinHash,
  pinFailedAttempts: users.pinFailedAttempts,
  pinLockedUntil: users.pinLockedUntil,
};

/**
 * What a token check needs, in one read on the hot path: the user, and for a token that names a
 * session, that session (joined, so still one statement).
 */
async function readTokenHolder(db: FastifyInstance['db'], userId: number, sessionId?: string) {
  if (!sessionId) {
    const [row] = await db.select(holderColumns).from(users).where(eq(users.id, userId));
    return row && { ...row, session: null };
  }
  const [row] = await db
    .select({
      ...holderColumns,
      endedAt: sessions.endedAt,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(users)
    .leftJoin(sessions, and(eq(sessions.id, sessionId), eq(sessions.userId, users.id)))
    .where(eq(users.id, userId));
  if (!row) return undefined;
  const { endedAt, expiresAt, lastSeenAt, ...holder } = row;
  return {
    ...holder,
    session: expiresAt && lastSeenAt ? { endedAt, expiresAt, lastSeenAt } : null,
  };
}

async function authPlugin(app: FastifyInstance, options: AuthOptions) {
  await app.register(fastifyJwt, {
    secret: options.secret,
    sign: { expiresIn: ACCESS_TOKEN_TTL },
    verify: { requiredClaims: ['exp', 'sub', 'ver'] },
  });
  app.decorateRequest('userId', 0);
  app.decorateRequest('userLevelId', 0);
  app.decorateRequest('requiresAuth', false);
  app.decorateRequest('apiKeyId', undefined);
  app.decorateRequest('apiKeyFormat', undefined);
  app.decorateRequest('apiKeyTest', false);
  app.decorateRequest('sessionId', undefined);
  app.decorateRequest('transactionPin', undefined);
  const keys = createKeyAuthenticator(app.db, options.apiKeyRateLimit);
  app.addHook('onClose', async () => keys.close());

  // A shared phone's browser must not keep one customer's balance for the next.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.requiresAuth || request.headers.authorization !== undefined || hasApiKey(request))
      reply.header('cache-control', 'no-store');
    // Every answer to a test key says it is one, reads of the live account included.
    if (request.apiKeyTest) reply.header(TEST_KEY_HEADER, 'true');
    return payload;
  });

  const issueAccessToken = (user: TokenSubject, sessionId?: string) =>
    app.jwt.sign(
      { sub: String(user.id), ver: user.tokenVersion, ...(sessionId ? { sid: sessionId } : {}) },
      user.role ? { expiresIn: `${options.staffTokenTtlSeconds}s` } : {},
    );
  app.decorate('issueAccessToken', issueAccessToken);
  app.decorate('signIn', async (user: TokenSubject, request: FastifyRequest) => {
    const sessionId = await createSession(app.db, {
      userId: user.id,
      tokenVersion: user.tokenVersion,
      ttlSeconds: user.role ? options.staffTokenTtlSeconds : CUSTOMER_SESSION_SECONDS,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    return issueAccessToken(user, sessionId);
  });

  app.decorate('authenticate', async (request: FastifyRequest) => {
    request.requiresAuth = true;
    const { config } = request.routeOptions;
    if (hasApiKey(request)) {
      if (!config.apiKey && !config.resellerFormat) throw new HttpError(403, KEY_MESSAGES.notHere);
      const { userId, keyId, owner, readOnly, format, test } = await keys.authenticate(request);
      // Known before the checks below, so a refusal is worded in the key's format and says test.
      request.apiKeyFormat = format;
      request.apiKeyTest = test;
      if (owner.suspendedAt) throw new HttpError(403, SUSPENDED_MESSAGE);
      if ((format !== 'nairatop') !== Boolean(config.resellerFormat))
        throw new HttpError(403, KEY_MESSAGES.otherFormat(format));
      if (readOnly && config.charged) throw new HttpError(403, API_KEY_LIMIT_MESSAGES.readOnly);
      // A test key reads, and orders only where orders are answered without moving anything: it
      // never reaches another path that changes something (money, disputes, settings).
      const changes = request.method !== 'GET' && request.method !== 'HEAD';
      if (test && (config.charged ? !config.testKeys : changes && !config.resellerFormat))
        throw new HttpError(403, KEY_MESSAGES.testKeyCharges);
      request.userId = userId;
      request.userLevelId = owner.levelId;
      request.apiKeyId = keyId;
      return;
    }
    if (config.resellerFormat) throw unauthorized(KEY_MESSAGES.resellerNeedsKey);
    if (!request.headers.authorization) throw unauthorized();
    let payload: unknown;
    try {
      payload = await request.jwtVerify();
    } catch {
      throw unauthorized('Given token not valid for any token type');
    }
    const id = userIdFromClaims(payload);
    if (id === undefined) throw unauthorized('Given token not valid for any token type');
    const { ver, sid } = payload as AccessTokenPayload;
    const row = await readTokenHolder(app.db, id, sid);
    if (!row || row.tokenVersion !== ver) {
      throw unauthorized('Given token not valid for any token type');
    }
    // Every token names an open session of its user: signing out ends it in every process.
    if (!sessionOpen(row.session)) throw unauthorized(SESSION_ENDED_MESSAGE);
    if (row.suspendedAt) throw new HttpError(403, SUSPENDED_MESSAGE);
    if (sid && row.session && row.session.lastSeenAt.getTime() < Date.now() - 60_000)
      await touchSession(app.db, sid);
    request.sessionId = sid;
    request.transactionPin = {
      transactionPinHash: row.transactionPinHash,
      pinFailedAttempts: row.pinFailedAttempts,
      pinLockedUntil: row.pinLockedUntil,
    };
    request.userId = id;
    request.userLevelId = row.levelId;
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['db'] });

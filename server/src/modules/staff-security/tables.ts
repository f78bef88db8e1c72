import { bigint, bigserial, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** migration 0019: a staff member's authenticator; enabled once a first code confirmed it */
export const staffTwoFactor = pgTable('staff_two_factor', {
  userId: integer('user_id').primaryKey(),
  /** the base32 secret the authenticator app holds, sealed with the two-factor key (sealed-secrets.ts) */
  secret: text('secret').notNull(),
  enabledAt: timestamptz('enabled_at'),
  /** the time step of the last code accepted; codes at or before it are refused */
  lastTimeStep: bigint('last_time_step', { mode: 'number' }),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** migration 0019: recovery codes, hashed like passwords, each usable once */
export const staffRecoveryCodes = pgTable('staff_recovery_codes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').notNull(),
  codeHash: text('code_hash').notNull(),
  usedAt: timestamptz('used_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** migration 0019: one row per staff sign-in; the token names it in `sid` */
export const sessions = pgTable('sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: integer('user_id').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
  expiresAt: timestamptz('expires_at').notNull(),
  /** users.token_version when the session's token was issued */
  tokenVersion: integer('token_version').notNull(),
  ip: text('ip').notNull(),
  userAgent: text('user_agent').notNull(),
  endedAt: timestamptz('ended_at'),
});

/** migration 0032: the challenges that finished a sign-in; a challenge is used once */
export const staffLoginChallengesUsed = pgTable('staff_login_challenges_used', {
  challengeId: uuid('challenge_id').primaryKey(),
  userId: integer('user_id').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at').notNull().defaultNow(),
});

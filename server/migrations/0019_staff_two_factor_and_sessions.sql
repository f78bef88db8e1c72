-- Staff two-factor sign-in (TOTP) and staff sessions.

-- A staff member's authenticator: the base32 secret, enabled once a first code confirmed it
-- (until then it is an enrolment in progress, replaced by the next one). A code is accepted once:
-- last_time_step is the time step of the last code accepted, and a code at or before it is refused.
CREATE TABLE staff_two_factor (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  secret text NOT NULL,
  enabled_at timestamptz,
  last_time_step bigint,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Ten recovery codes per enrolment, stored as password hashes, each usable once.
CREATE TABLE staff_recovery_codes (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX staff_recovery_codes_unused_idx ON staff_recovery_codes (user_id) WHERE used_at IS NULL;

-- One row per staff sign-in; the token carries its id and authentication refuses it once ended
-- or expired. token_version is the user's when the session's token was issued: a later sign-out
-- everywhere (password or role change) leaves it behind, so the session is no longer open.
-- last_seen_at is written at most once a minute per session.
CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  token_version integer NOT NULL,
  ip text NOT NULL,
  user_agent text NOT NULL,
  ended_at timestamptz
);
CREATE INDEX sessions_user_open_idx ON sessions (user_id, created_at DESC) WHERE ended_at IS NULL;

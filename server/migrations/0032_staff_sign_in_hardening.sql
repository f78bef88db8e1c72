-- A two-factor login challenge finishes one sign-in only: its id is written when a code is
-- accepted with it, and a second use is refused. Rows are pruned once the challenge has expired.
CREATE TABLE staff_login_challenges_used (
  challenge_id uuid PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX staff_login_challenges_used_expires_idx ON staff_login_challenges_used (expires_at);

-- API keys for server-to-server integrations. The secret is never stored: only its SHA-256, looked
-- up by the key's public prefix and compared in constant time. A revoked key keeps its row (who
-- had which key, and when it stopped) but never authenticates again.
CREATE TABLE api_keys (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 60),
  -- the random public part of the key, shown in lists so the owner can tell keys apart
  prefix text NOT NULL UNIQUE,
  secret_hash text NOT NULL, -- hex SHA-256 of the secret part
  -- addresses or CIDR ranges allowed to use the key; empty allows any
  allowed_ips text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX api_keys_user_active_idx ON api_keys (user_id) WHERE revoked_at IS NULL;

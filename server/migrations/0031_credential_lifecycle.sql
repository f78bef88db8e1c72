-- One credential lifecycle: sessions (now for customers too) and API keys hang off the account's
-- credential generation, users.token_version. Raising it ends every session and every key at once.

-- The generation a key was made under: a key answers only while it equals users.token_version
-- (a password change or reset, or a sign-out everywhere, leaves it behind). Existing keys belong to
-- the account's current generation.
ALTER TABLE api_keys
  ADD COLUMN token_version integer NOT NULL DEFAULT 0,
  -- the address of the key's last use, shown with last_used_at
  ADD COLUMN last_used_ip text;
UPDATE api_keys SET token_version = users.token_version FROM users WHERE users.id = api_keys.user_id;

-- What the security e-mail and the account's record say about the event (the key's name, how
-- many sessions ended).
ALTER TABLE account_security_events ADD COLUMN detail jsonb;

-- The pruning job finds expired or ended sessions by these.
CREATE INDEX sessions_expires_idx ON sessions (expires_at);

-- Transaction PIN: a 4-digit PIN that guards every charged request made with a login token.

-- The PIN is stored as a password hash (scrypt, lib/password.ts). Wrong tries are counted per
-- account; the fifth locks charged actions until pin_locked_until and starts the count again.
ALTER TABLE users
  ADD COLUMN transaction_pin_hash text,
  ADD COLUMN pin_failed_attempts smallint NOT NULL DEFAULT 0,
  ADD COLUMN pin_locked_until timestamptz;

-- Reset codes share the password-reset table (digest, expiry, single use); purpose keeps a PIN
-- code from ever working as a password-reset token and the other way round.
ALTER TABLE password_reset_tokens
  ADD COLUMN purpose text NOT NULL DEFAULT 'password'
    CHECK (purpose IN ('password', 'transaction_pin'));

-- Security events of a customer's own account (PIN set, changed, locked, reset): append-only.
CREATE TABLE account_security_events (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  event text NOT NULL,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX account_security_events_user_idx ON account_security_events (user_id, created_at DESC);

CREATE FUNCTION account_security_events_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'account_security_events is append-only: % refused', TG_OP;
END;
$$;
CREATE TRIGGER account_security_events_append_only
  BEFORE UPDATE OR DELETE ON account_security_events
  FOR EACH ROW EXECUTE FUNCTION account_security_events_refuse_change();

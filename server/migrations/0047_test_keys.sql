-- Test keys (ntk_test_...): a reseller builds an integration before funding. Their orders are
-- answered from the sandbox's scenarios and kept here, never in transactions: no wallet, no ledger,
-- no provider.
ALTER TABLE api_keys ADD COLUMN test boolean NOT NULL DEFAULT false;

CREATE TABLE test_orders (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  api_key_id integer NOT NULL REFERENCES api_keys (id) ON DELETE CASCADE,
  idempotency_key text NOT NULL,
  category_id integer,
  package_id integer,
  variation_code text,
  plan text,
  phone_no text,
  billers_code text,
  amount_kobo bigint NOT NULL,
  upstream_amount_kobo bigint,
  balance_kobo bigint NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'confirmed', 'failed')),
  response text NOT NULL,
  token text,
  request_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (api_key_id, idempotency_key)
);

-- Purchases of bills (airtime, data, cable, electricity, exam pins) through the bills provider.
-- A purchase is a transaction of kind 'purchase': created pending with its wallet debit in one
-- database transaction, then settled by the provider's answer, a requery or a callback.

ALTER TABLE transactions
  -- the provider's request_id: Lagos date-time then a random suffix; stored before the first call
  -- and reused on every retry and requery
  ADD COLUMN request_id text UNIQUE,
  -- the client's Idempotency-Key and a hash of the request it came with
  ADD COLUMN idempotency_key text,
  ADD COLUMN request_hash text,
  -- service, number and amount: the same within 30 seconds is refused as a likely duplicate
  ADD COLUMN dedupe_key text,
  -- what is sent to the provider
  ADD COLUMN service_id text,
  ADD COLUMN variation_code text,
  ADD COLUMN billers_code text,
  ADD COLUMN subscription_type text,
  -- face value paid to the provider (the customer's charge is amount_kobo, after discount)
  ADD COLUMN upstream_amount_kobo bigint CHECK (upstream_amount_kobo >= 0),
  -- token, units, PINs, cards, vouchers, customer details (TransactionResult of the contract)
  ADD COLUMN result jsonb,
  ADD COLUMN upstream_code text,
  ADD COLUMN upstream_status text,
  ADD COLUMN upstream_transaction_id text,
  -- requery schedule of a pending purchase
  ADD COLUMN requery_attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN next_requery_at timestamptz,
  ADD COLUMN settled_at timestamptz;

CREATE UNIQUE INDEX transactions_idempotency_idx ON transactions (user_id, idempotency_key)
  WHERE idempotency_key IS NOT NULL;
CREATE INDEX transactions_dedupe_idx ON transactions (user_id, dedupe_key, created_at DESC)
  WHERE dedupe_key IS NOT NULL;
CREATE INDEX transactions_requery_idx ON transactions (next_requery_at)
  WHERE status = 'pending' AND request_id IS NOT NULL;

-- Referral commission per category, in basis points of what the referral paid (at most 5%).
-- Operators change a rate with an UPDATE; the migration only inserts the defaults.
CREATE TABLE referral_rates (
  category_id integer PRIMARY KEY REFERENCES categories(id),
  rate_bp integer NOT NULL CHECK (rate_bp >= 0 AND rate_bp <= 500)
);

-- Every call to the provider about a purchase and what came back, for support and audits.
CREATE TABLE upstream_calls (
  id bigserial PRIMARY KEY,
  transaction_id integer NOT NULL REFERENCES transactions(id) ON DELETE CASCADE,
  operation text NOT NULL,
  state text NOT NULL,
  code text,
  detail text NOT NULL DEFAULT '',
  duration_ms integer,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX upstream_calls_transaction_idx ON upstream_calls (transaction_id, id);

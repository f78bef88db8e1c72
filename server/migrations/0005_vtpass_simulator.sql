-- State of the built-in VTpass simulator (server/src/providers/vtpass/simulator), in the database so
-- that several server processes share it. Amounts are kobo inside, naira on the wire.

CREATE TABLE sim_vtpass_transactions (
  request_id text PRIMARY KEY,
  transaction_id text NOT NULL UNIQUE,
  service_id text NOT NULL,
  variation_code text,
  billers_code text,
  phone text NOT NULL DEFAULT '',
  -- the number a likely duplicate (019) is judged by: the phone for airtime, else billersCode
  dedupe_number text NOT NULL DEFAULT '',
  product_name text NOT NULL DEFAULT '',
  product_type text NOT NULL DEFAULT '',
  quantity integer NOT NULL DEFAULT 1,
  amount_kobo bigint NOT NULL,
  commission_kobo bigint NOT NULL DEFAULT 0,
  -- what the merchant balance was debited for this transaction (0 once refunded)
  charged_kobo bigint NOT NULL DEFAULT 0,
  -- delivered, pending, failed or reversed
  status text NOT NULL,
  -- the sandbox scenario of the pay: success, pending, unexpected, no_response, timeout, failed
  scenario text NOT NULL,
  -- token, PINs, cards, vouchers and customer details, shown once delivered
  extras jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sim_vtpass_transactions_dedupe_idx
  ON sim_vtpass_transactions (service_id, dedupe_number, created_at DESC);
CREATE INDEX sim_vtpass_transactions_pending_idx
  ON sim_vtpass_transactions (created_at) WHERE status = 'pending';

-- The merchant's VTpass wallet: one row.
CREATE TABLE sim_vtpass_merchant (
  id smallint PRIMARY KEY CHECK (id = 1),
  balance_kobo bigint NOT NULL CHECK (balance_kobo >= 0)
);
INSERT INTO sim_vtpass_merchant (id, balance_kobo) VALUES (1, 1000000000);

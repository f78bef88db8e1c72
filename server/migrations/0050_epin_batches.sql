-- Printable e-PINs (airtime recharge cards and data cards): one purchase (a transaction, one
-- debit) buys a batch; each card's PIN is sealed (AES-256-GCM, EPIN_ENCRYPTION_KEY) and opened only
-- for the buyer, and every view, print and download of a batch is recorded on it.
CREATE TABLE epin_batches (
  id serial PRIMARY KEY,
  transaction_id integer NOT NULL UNIQUE REFERENCES transactions (id),
  user_id integer NOT NULL REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN ('airtime', 'data')),
  network text NOT NULL CHECK (network IN ('mtn', 'glo', 'airtel', '9mobile')),
  -- airtime: the denomination of every card; data: the plan's face value
  value_kobo bigint NOT NULL CHECK (value_kobo > 0),
  plan_code text,
  plan_name text,
  quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 500),
  -- what the buyer paid for one card
  unit_price_kobo bigint NOT NULL CHECK (unit_price_kobo > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'data') = (plan_code IS NOT NULL))
);
CREATE INDEX epin_batches_user ON epin_batches (user_id, id DESC);

CREATE TABLE epin_cards (
  id serial PRIMARY KEY,
  batch_id integer NOT NULL REFERENCES epin_batches (id),
  serial text NOT NULL,
  -- the PIN, sealed with the batch and serial as its context: a sealed PIN copied to another card
  -- does not open
  pin_sealed text NOT NULL,
  provider_batch_no text NOT NULL,
  printed_at timestamptz,
  sold_at timestamptz,
  UNIQUE (batch_id, serial)
);

CREATE TABLE epin_batch_access (
  id bigserial PRIMARY KEY,
  batch_id integer NOT NULL REFERENCES epin_batches (id),
  user_id integer NOT NULL REFERENCES users (id),
  action text NOT NULL CHECK (action IN ('view', 'print', 'download')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX epin_batch_access_batch ON epin_batch_access (batch_id, id);

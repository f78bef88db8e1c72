-- Outbound webhooks: when a transaction reaches a final status (confirmed, failed, reversed) it is
-- POSTed to its owner's webhook_url, signed with the owner's webhook_secret, with retries.

-- HMAC-SHA256 key of the user's webhook signatures; created on first use, replaced on rotation
ALTER TABLE users ADD COLUMN webhook_secret text;

-- One delivery per (transaction, event): the same final status is sent once, while a transaction
-- confirmed and later reversed gets a delivery for each.
CREATE TABLE webhook_deliveries (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL,
  transaction_id integer NOT NULL REFERENCES transactions(id) ON DELETE CASCADE,
  -- transaction.confirmed, transaction.failed or transaction.reversed
  event text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
  -- the webhook_url when the event happened
  url text NOT NULL,
  -- the exact JSON body that is sent and signed
  payload text NOT NULL,
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  -- when pending: the next attempt is due (also the lease of a worker sending it now)
  next_attempt_at timestamptz,
  last_status_code integer,
  last_error text,
  delivered_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (transaction_id, event)
);

CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at)
  WHERE status = 'pending';
CREATE INDEX webhook_deliveries_user_idx ON webhook_deliveries (user_id, created_at DESC);

-- The delivery log: every attempt and how it ended.
CREATE TABLE webhook_attempts (
  id bigserial PRIMARY KEY,
  delivery_id bigint NOT NULL REFERENCES webhook_deliveries(id) ON DELETE CASCADE,
  attempt integer NOT NULL,
  -- the receiver's HTTP status; null when no answer came (refused URL, network error, timeout)
  status_code integer,
  error text,
  duration_ms integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX webhook_attempts_delivery_idx ON webhook_attempts (delivery_id, attempt);

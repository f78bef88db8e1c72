-- Bulk top-up: a batch of airtime and data rows sent with one Idempotency-Key; (user, key) is
-- unique, so a retried batch is the same batch. Each row is bought as its own purchase with its own
-- key (purchase_key), found again in transactions by (user_id, idempotency_key): a row's status is
-- its purchase's. A row no purchase was made for is queued (not placed yet) or refused (the engine
-- said no before charging: balance, duplicate, level); claimed_until leases a queued row to one
-- worker, and a lease that lapsed (the process died) lets any worker take it again.
CREATE TABLE bulk_purchases (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  idempotency_key text NOT NULL,
  request_hash text NOT NULL,
  row_count integer NOT NULL CHECK (row_count BETWEEN 1 AND 1000),
  total_kobo bigint NOT NULL CHECK (total_kobo >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX bulk_purchases_user_idx ON bulk_purchases (user_id, id DESC);

CREATE TABLE bulk_purchase_rows (
  batch_id integer NOT NULL REFERENCES bulk_purchases(id) ON DELETE CASCADE,
  row_no integer NOT NULL CHECK (row_no >= 1),
  user_id integer NOT NULL,
  service text NOT NULL CHECK (service IN ('airtime', 'data')),
  phone text NOT NULL,
  network text NOT NULL,
  package_id integer NOT NULL,
  amount_kobo bigint,
  plan_code text,
  plan_title text,
  charge_kobo bigint NOT NULL CHECK (charge_kobo >= 0),
  purchase_key text NOT NULL,
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'placed', 'refused')),
  refusal text,
  claimed_until timestamptz,
  PRIMARY KEY (batch_id, row_no)
);
CREATE INDEX bulk_purchase_rows_queued_idx ON bulk_purchase_rows (batch_id, row_no)
  WHERE state = 'queued';

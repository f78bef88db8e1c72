-- The console's transaction list reads every customer's transactions, newest first, a page at a
-- time from a (created_at, id) position; each filter that narrows it most often has its own walk.
-- A customer's own list keeps transactions_user_recent_idx (0002).
CREATE INDEX transactions_recent_idx ON transactions (created_at DESC, id DESC);
CREATE INDEX transactions_status_recent_idx ON transactions (status, created_at DESC, id DESC);
CREATE INDEX transactions_category_recent_idx
  ON transactions (category_id, created_at DESC, id DESC);

-- The console's webhook log, newest first across customers.
CREATE INDEX webhook_deliveries_recent_idx ON webhook_deliveries (created_at DESC, id DESC);

-- A staff action sent twice with the same Idempotency-Key (a double click, a retry after a lost
-- answer) acts once: the key is kept in the transaction that acted, and the second request
-- answers with the state the first left.
CREATE TABLE console_action_keys (
  staff_user_id integer NOT NULL REFERENCES users (id),
  idempotency_key text NOT NULL,
  -- e.g. transaction.refund; the same key for another action or subject is refused
  action text NOT NULL,
  subject_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (staff_user_id, idempotency_key)
);

-- A staff member's "requery now" while it runs: a second one on the same purchase, from any
-- process, is refused until running_until (a lease longer than a requery) or until it ends.
CREATE TABLE console_requeries (
  transaction_id integer PRIMARY KEY REFERENCES transactions (id) ON DELETE CASCADE,
  staff_user_id integer NOT NULL REFERENCES users (id),
  started_at timestamptz NOT NULL DEFAULT now(),
  running_until timestamptz NOT NULL
);

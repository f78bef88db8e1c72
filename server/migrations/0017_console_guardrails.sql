-- Console guard-rails: each manual adjustment with the staff member who made it (so a support
-- member's credits today are summed in the database, the same in every process), and the
-- approval requests of adjustments too large for one person.

-- One row per manual credit or debit, written with its transaction. approved_by is set when a
-- second owner approved it (those do not count towards the requester's daily limit).
CREATE TABLE console_manual_adjustments (
  transaction_id integer PRIMARY KEY REFERENCES transactions (id),
  staff_user_id integer NOT NULL REFERENCES users (id),
  approved_by integer REFERENCES users (id),
  direction text NOT NULL CHECK (direction IN ('credit', 'debit')),
  amount_kobo bigint NOT NULL CHECK (amount_kobo > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX console_manual_adjustments_staff_idx
  ON console_manual_adjustments (staff_user_id, created_at);

-- A credit or debit above CREDIT_APPROVAL_THRESHOLD waits here until another owner decides.
-- (requested_by, idempotency_key) makes a repeated click one request.
CREATE TABLE console_adjustment_approvals (
  id serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES users (id),
  direction text NOT NULL CHECK (direction IN ('credit', 'debit')),
  amount_kobo bigint NOT NULL CHECK (amount_kobo > 0),
  reason text NOT NULL,
  requested_by integer NOT NULL REFERENCES users (id),
  idempotency_key text NOT NULL,
  request_hash text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'declined')),
  decided_by integer REFERENCES users (id),
  decided_at timestamptz,
  decision_note text,
  transaction_id integer REFERENCES transactions (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (requested_by, idempotency_key),
  CHECK ((status = 'pending') = (decided_at IS NULL))
);
CREATE INDEX console_adjustment_approvals_status_idx
  ON console_adjustment_approvals (status, created_at);

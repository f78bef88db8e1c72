-- Settling on evidence: what a later provider answer said against a staff member's decision, the
-- checks that ask the provider after an early decision, and the provider balance over time.

-- A purchase settled by a person (delivered or refunded) that the provider later contradicted.
-- No money moves on the provider's word: the row waits here for a person. One per purchase.
CREATE TABLE settlement_conflicts (
  id serial PRIMARY KEY,
  transaction_id integer NOT NULL UNIQUE REFERENCES transactions (id) ON DELETE CASCADE,
  -- our decision as it stood: confirmed (delivered) or failed (refunded)
  decided_status text NOT NULL,
  decided_by text NOT NULL,
  decided_at timestamptz,
  decision_note text,
  -- what the provider said: delivered, failed or reversed, and its answer
  provider_state text NOT NULL,
  provider_answer text NOT NULL,
  -- requery (the reconciler's check) or callback-requery
  source text NOT NULL,
  detected_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX settlement_conflicts_recent_idx ON settlement_conflicts (detected_at DESC, id DESC);

-- After a purchase is settled by hand before it needed attention, the reconciler keeps asking the
-- provider (with backoff, for a day) so a contradicting answer is found.
CREATE TABLE settlement_checks (
  transaction_id integer PRIMARY KEY REFERENCES transactions (id) ON DELETE CASCADE,
  next_check_at timestamptz NOT NULL,
  checks integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX settlement_checks_due_idx ON settlement_checks (next_check_at);

-- Our balance with a bills provider as it answered at recorded_at (periodically and at each Lagos
-- day boundary), for the reconciliation of a day and the low-float warning.
CREATE TABLE provider_balances (
  id bigserial PRIMARY KEY,
  provider text NOT NULL,
  balance_kobo bigint NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX provider_balances_recent_idx ON provider_balances (provider, recorded_at DESC);

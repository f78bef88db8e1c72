-- Airtime to cash and bulk SMS.
--
-- An airtime-to-cash request is a transaction of kind 'airtime_to_cash': recorded pending with the
-- payout as its amount and the airtime transferred as upstream_amount_kobo, no money moved. An
-- operator confirms it (the payout is credited in the same database transaction) or rejects it
-- (status ignored); who did it, when and why is kept on the row.
ALTER TABLE transactions
  ADD COLUMN reviewed_by text,
  ADD COLUMN reviewed_at timestamptz,
  ADD COLUMN review_note text;

CREATE INDEX transactions_a2c_pending_idx ON transactions (created_at)
  WHERE kind = 'airtime_to_cash' AND status = 'pending';

-- What the built-in SMS simulator (server/src/providers/sms) would have sent, one row a send.
CREATE TABLE sms_outbox (
  id bigserial PRIMARY KEY,
  -- our transaction's tx_ref
  reference text NOT NULL,
  -- the simulator's message id
  message_id text NOT NULL UNIQUE,
  sender text NOT NULL,
  recipients text[] NOT NULL,
  message text NOT NULL,
  pages integer NOT NULL CHECK (pages >= 0),
  -- 'sent', or 'failed' for the sandbox sender that always fails
  status text NOT NULL CHECK (status IN ('sent', 'failed')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sms_outbox_reference_idx ON sms_outbox (reference, id);

-- SMS left pending by a process that stopped before the gateway answered (modules/sms/sweep.ts).
CREATE INDEX transactions_sms_pending_idx ON transactions (created_at)
  WHERE kind = 'sms' AND status = 'pending';

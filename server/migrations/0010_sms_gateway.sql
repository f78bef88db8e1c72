-- Bulk SMS through a real gateway (Termii): what each gateway call was for and what it answered,
-- and the delivery reports received, so a report can be traced to our transaction.

-- One row per gateway call (a batch of at most 100 recipients), written as 'unknown' together with
-- the charge, then updated with the gateway's answer: 'sent' (accepted, with its message id),
-- 'failed' (definitely refused) or still 'unknown' (no clear answer; a report or the sweep decides).
CREATE TABLE sms_batches (
  id bigserial PRIMARY KEY,
  transaction_id integer NOT NULL REFERENCES transactions (id),
  position integer NOT NULL CHECK (position >= 0),
  -- the sender ID the gateway was given (a registered ID, or the customer's sender name)
  sender text NOT NULL,
  -- local format (08031234567), as the transaction shows them
  recipients text[] NOT NULL CHECK (cardinality(recipients) > 0),
  message text NOT NULL,
  state text NOT NULL DEFAULT 'unknown' CHECK (state IN ('unknown', 'sent', 'failed')),
  message_id text UNIQUE,
  detail text,
  created_at timestamptz NOT NULL DEFAULT now(),
  answered_at timestamptz,
  UNIQUE (transaction_id, position)
);
-- A report for a send whose answer never came carries a message id we do not know: it is matched
-- by receiver and sender among the batches still unknown.
CREATE INDEX sms_batches_unknown_recipients_idx ON sms_batches USING gin (recipients)
  WHERE state = 'unknown';

-- Delivery reports as received (signature verified). A replay of the same report (message id,
-- receiver and status) is not stored again.
CREATE TABLE sms_delivery_reports (
  id bigserial PRIMARY KEY,
  message_id text NOT NULL,
  -- local format
  receiver text NOT NULL,
  status text NOT NULL,
  -- 'sent', 'failed', or 'other' for a status that settles nothing
  outcome text NOT NULL CHECK (outcome IN ('sent', 'failed', 'other')),
  -- the batch it was matched to, when any
  batch_id bigint REFERENCES sms_batches (id),
  body text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (message_id, receiver, status)
);
CREATE INDEX sms_delivery_reports_batch_idx ON sms_delivery_reports (batch_id) WHERE batch_id IS NOT NULL;

-- Pending purchases the requeries gave up on. A purchase the provider keeps answering "pending"
-- (099, 044 / resolved, HTTP 5xx, nothing readable) for long enough is taken off the requery
-- schedule and waits for an operator: needs_attention_at says since when, attention_reason why.
-- Its status stays 'pending', so customers see no change. An operator settles it as delivered or
-- refunded, recorded in reviewed_by, reviewed_at and review_note (0007).
ALTER TABLE transactions
  ADD COLUMN needs_attention_at timestamptz,
  ADD COLUMN attention_reason text;

-- The operators' list. Partial: a purchase enters it only when it needs attention and leaves it
-- when settled, so the purchase path never writes to it.
CREATE INDEX transactions_needs_attention_idx ON transactions (needs_attention_at)
  WHERE status = 'pending' AND needs_attention_at IS NOT NULL;

-- A conflict (a provider answer contradicting how a purchase was settled) alerts the owners by
-- e-mail once: alerted_at is set when the alert is sent. Conflicts found before this migration were
-- already listed in the console, so they count as alerted.
ALTER TABLE settlement_conflicts ADD COLUMN alerted_at timestamptz;
UPDATE settlement_conflicts SET alerted_at = detected_at;
CREATE INDEX settlement_conflicts_unalerted_idx ON settlement_conflicts (detected_at)
  WHERE alerted_at IS NULL;

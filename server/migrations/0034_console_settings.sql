-- The console's settings: one row, changed by an owner (each change is in staff_audit with its
-- reason). support_may_export_transactions: support may export the transaction list; every other
-- console export is for owners only.
CREATE TABLE console_settings (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  support_may_export_transactions boolean NOT NULL DEFAULT false,
  updated_by integer REFERENCES users (id),
  updated_at timestamptz
);
INSERT INTO console_settings (id) VALUES (true);

-- Bulk results follow the customer's sheet: each row keeps the line it had there (sheet_line; the
-- order sent when the caller gave none), and the lines the caller's own check left out are kept
-- with the batch, with why, so the results list every line of the sheet. Nothing is bought for a
-- left-out line.
ALTER TABLE bulk_purchase_rows ADD COLUMN sheet_line integer CHECK (sheet_line >= 1);

CREATE TABLE bulk_purchase_left_out (
  batch_id integer NOT NULL REFERENCES bulk_purchases(id) ON DELETE CASCADE,
  sheet_line integer NOT NULL CHECK (sheet_line >= 1),
  phone text NOT NULL,
  reason text NOT NULL,
  PRIMARY KEY (batch_id, sheet_line)
);

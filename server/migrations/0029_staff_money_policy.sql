-- One policy for every movement of a customer's money made on a staff member's word: manual
-- credits and debits, airtime-to-cash payouts, refunds settled by hand, dispute refunds, levels
-- given without their price. Each allowed movement is one row here, written in the database
-- transaction that moves the money, so the rolling 24-hour limits (per staff member and per
-- direction; per customer for the approval threshold) are summed in the database, the same in
-- every process.
CREATE TABLE staff_money_movements (
  id bigserial PRIMARY KEY,
  -- who asked for it (for an approved movement, the requester)
  staff_user_id integer NOT NULL REFERENCES users (id),
  -- the second owner who approved it, when it waited for approval
  approved_by integer REFERENCES users (id),
  customer_id integer NOT NULL REFERENCES users (id),
  kind text NOT NULL,
  direction text NOT NULL CHECK (direction IN ('credit', 'debit')),
  amount_kobo bigint NOT NULL CHECK (amount_kobo > 0),
  -- what it moved money for: the transaction reference, the level's name...
  subject_ref text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX staff_money_movements_staff_idx
  ON staff_money_movements (staff_user_id, direction, created_at);
CREATE INDEX staff_money_movements_customer_idx
  ON staff_money_movements (customer_id, direction, created_at);

-- The manual adjustments already made count towards today's limits.
INSERT INTO staff_money_movements
  (staff_user_id, approved_by, customer_id, kind, direction, amount_kobo, subject_ref, created_at)
SELECT a.staff_user_id, a.approved_by, t.user_id, 'manual_' || a.direction, a.direction,
       a.amount_kobo, t.tx_ref, a.created_at
FROM console_manual_adjustments a JOIN transactions t ON t.id = a.transaction_id;

-- Approval requests name the movement they are for (a manual adjustment, an airtime-to-cash
-- payout...) and the transaction it concerns; the requester may withdraw one still pending.
ALTER TABLE console_adjustment_approvals ADD COLUMN kind text;
UPDATE console_adjustment_approvals SET kind = 'manual_' || direction;
ALTER TABLE console_adjustment_approvals ALTER COLUMN kind SET NOT NULL;
ALTER TABLE console_adjustment_approvals ADD COLUMN subject_ref text;
ALTER TABLE console_adjustment_approvals DROP CONSTRAINT console_adjustment_approvals_status_check;
ALTER TABLE console_adjustment_approvals ADD CONSTRAINT console_adjustment_approvals_status_check
  CHECK (status IN ('pending', 'approved', 'declined', 'withdrawn'));
-- One open request per subject: a payout waits for one decision, not two.
CREATE UNIQUE INDEX console_adjustment_approvals_open_subject_idx
  ON console_adjustment_approvals (kind, subject_ref, customer_id) WHERE status = 'pending' AND subject_ref IS NOT NULL;

-- An owner's cap on what one customer may be paid by airtime to cash in 24 hours.
CREATE TABLE airtime_to_cash_caps (
  user_id integer PRIMARY KEY REFERENCES users (id),
  daily_cap_kobo bigint NOT NULL CHECK (daily_cap_kobo >= 0),
  set_by integer NOT NULL REFERENCES users (id),
  set_at timestamptz NOT NULL DEFAULT now()
);

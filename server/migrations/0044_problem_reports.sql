-- "Report a problem" on a purchase. A report is answered at once when asking the provider again
-- settles it (answered), or opens a dispute staff answer by answer_by (open), which ends refunded,
-- delivered or replied (staff answered in `reply`, no money moved). One open dispute per purchase.
-- mailed_status is the status last e-mailed to the customer: a report whose status differs is
-- e-mailed by the problem-report-mails job.
CREATE TABLE problem_reports (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  transaction_id integer NOT NULL REFERENCES transactions(id) ON DELETE CASCADE,
  kind text NOT NULL
    CHECK (kind IN ('not_received', 'wrong_number', 'token_not_working', 'charged_twice', 'other')),
  note text NOT NULL DEFAULT '',
  status text NOT NULL CHECK (status IN ('answered', 'open', 'refunded', 'delivered', 'replied')),
  reply text,
  answer_by timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  closed_at timestamptz,
  closed_by text,
  mailed_status text,
  CHECK ((status = 'open') = (answer_by IS NOT NULL AND closed_at IS NULL))
);
CREATE UNIQUE INDEX problem_reports_one_open_idx ON problem_reports (transaction_id)
  WHERE status = 'open';
CREATE INDEX problem_reports_transaction_idx ON problem_reports (transaction_id, id DESC);
CREATE INDEX problem_reports_queue_idx ON problem_reports (answer_by) WHERE status = 'open';
CREATE INDEX problem_reports_unmailed_idx ON problem_reports (id)
  WHERE mailed_status IS DISTINCT FROM status;

-- A disputed purchase that becomes refunded (failed or reversed, by the provider's answer or a
-- staff refund under the money policy) ends its open dispute as refunded, whatever the kind; one
-- delivered ends a "not received" dispute as delivered (a wrong number stays for staff). The
-- trigger runs only on a change to a final status, and finds no open dispute for most purchases.
CREATE FUNCTION close_problem_reports() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE problem_reports
     SET status = CASE WHEN NEW.status = 'confirmed' THEN 'delivered' ELSE 'refunded' END,
         closed_at = now(),
         closed_by = COALESCE(NEW.reviewed_by, 'provider')
   WHERE transaction_id = NEW.id AND status = 'open'
     AND (NEW.status <> 'confirmed' OR kind = 'not_received');
  RETURN NULL;
END $$;

CREATE TRIGGER transactions_close_problem_reports
  AFTER UPDATE OF status ON transactions
  FOR EACH ROW
  WHEN (NEW.status IS DISTINCT FROM OLD.status AND NEW.status IN ('confirmed', 'failed', 'reversed'))
  EXECUTE FUNCTION close_problem_reports();

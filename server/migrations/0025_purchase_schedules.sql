-- Scheduled purchases: airtime, data or a cable renewal bought by the job workers at a Lagos time,
-- once, daily, weekly or monthly, until an end date or a number of runs. The transaction PIN was
-- checked when the schedule was made; runs need none. `next_run_at` is null once it has ended.
CREATE TABLE purchase_schedules (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  service text NOT NULL CHECK (service IN ('airtime', 'data', 'cable')),
  -- the purchase request as the purchase route takes it (without the PIN)
  request jsonb NOT NULL,
  -- what the purchase is, as the quote described it when scheduling
  summary text NOT NULL,
  frequency text NOT NULL CHECK (frequency IN ('once', 'daily', 'weekly', 'monthly')),
  first_run_at timestamptz NOT NULL,
  -- the last Lagos day a run may fall on
  ends_on date,
  max_runs integer CHECK (max_runs > 0),
  runs_count integer NOT NULL DEFAULT 0,
  next_run_at timestamptz,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'paused', 'ended')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX purchase_schedules_user ON purchase_schedules (user_id, id);
CREATE INDEX purchase_schedules_due ON purchase_schedules (next_run_at) WHERE status = 'active';

-- One row per run, inserted once: (schedule, due time) is unique, so two workers can never both
-- buy the same run. The purchase's Idempotency-Key is derived from the same pair.
CREATE TABLE purchase_schedule_runs (
  id serial PRIMARY KEY,
  schedule_id integer NOT NULL REFERENCES purchase_schedules(id) ON DELETE CASCADE,
  due_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'running'
    CHECK (status IN ('running', 'confirmed', 'pending', 'failed', 'skipped')),
  message text,
  tx_ref text,
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  UNIQUE (schedule_id, due_at)
);

-- Cable renewal reminders: the due date the provider gave when a smart card was last verified,
-- and each reminder sent (once per customer, card and due date).
CREATE TABLE cable_due_dates (
  service_id text NOT NULL,
  smart_card text NOT NULL,
  due_on date NOT NULL,
  seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (service_id, smart_card)
);
CREATE TABLE cable_reminders_sent (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  service_id text NOT NULL,
  smart_card text NOT NULL,
  due_on date NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, service_id, smart_card, due_on)
);
-- "E-mail me before my TV subscription is due": on unless the customer turns it off.
ALTER TABLE users ADD COLUMN cable_reminders boolean NOT NULL DEFAULT true;

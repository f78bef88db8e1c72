-- Alerts to staff when trouble starts (a provider's breaker, low float, a conflict, purchases
-- needing attention too long, a network failing, an approval waiting, a webhook backlog).

-- The owners' thresholds and quiet hours (Lagos time, minutes after midnight): one row.
CREATE TABLE alert_settings (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  kinds_on text[] NOT NULL DEFAULT
    '{breaker,low_float,conflict,attention,failure_rate,approval,webhook_backlog}',
  failure_rate_percent integer NOT NULL DEFAULT 30
    CHECK (failure_rate_percent BETWEEN 1 AND 100),
  failure_min_purchases integer NOT NULL DEFAULT 20 CHECK (failure_min_purchases >= 1),
  attention_age_minutes integer NOT NULL DEFAULT 60 CHECK (attention_age_minutes >= 5),
  webhook_backlog integer NOT NULL DEFAULT 100 CHECK (webhook_backlog >= 1),
  quiet_hours_on boolean NOT NULL DEFAULT true,
  quiet_start_minute integer NOT NULL DEFAULT 1320 CHECK (quiet_start_minute BETWEEN 0 AND 1439),
  quiet_end_minute integer NOT NULL DEFAULT 420 CHECK (quiet_end_minute BETWEEN 0 AND 1439),
  updated_by integer REFERENCES users (id),
  updated_at timestamptz
);
INSERT INTO alert_settings DEFAULT VALUES;

-- Each staff member's own choice. Support receive alerts once opted in; owners always do. Either
-- may mute kinds they do not want.
CREATE TABLE alert_subscriptions (
  user_id integer PRIMARY KEY REFERENCES users (id),
  opted_in boolean NOT NULL DEFAULT false,
  muted_kinds text[] NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- One row per incident: a kind of trouble about one subject (a provider's service, a network, a
-- purchase). At most one is open per (kind, subject): processes racing to open it insert once, and
-- only the one whose insert went in sends the alert. Closed when the trouble clears, so the next
-- time is a new incident. last_sent_at: low float is told again at most hourly while open.
CREATE TABLE alert_incidents (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  subject text NOT NULL,
  opened_at timestamptz NOT NULL DEFAULT now(),
  last_sent_at timestamptz NOT NULL DEFAULT now(),
  closed_at timestamptz
);
CREATE UNIQUE INDEX alert_incidents_open_idx ON alert_incidents (kind, subject)
  WHERE closed_at IS NULL;

-- Every alert sent: what it said, to how many, and whether its SMS went or was held.
CREATE TABLE alert_log (
  id bigserial PRIMARY KEY,
  incident_id bigint NOT NULL REFERENCES alert_incidents (id),
  kind text NOT NULL,
  event text NOT NULL CHECK (event IN ('opened', 'reminder', 'closed')),
  subject text NOT NULL,
  message text NOT NULL,
  link text NOT NULL,
  urgent boolean NOT NULL DEFAULT false,
  emails integer NOT NULL DEFAULT 0,
  sms_recipients integer NOT NULL DEFAULT 0,
  sms text NOT NULL CHECK (sms IN ('sent', 'held', 'failed', 'none')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX alert_log_recent_idx ON alert_log (created_at DESC, id DESC);

-- Conflicts already e-mailed to the owners and still unresolved are open incidents: the alerts
-- do not tell them again.
INSERT INTO alert_incidents (kind, subject)
SELECT DISTINCT 'conflict', t.tx_ref FROM settlement_conflicts c
JOIN transactions t ON t.id = c.transaction_id
WHERE c.resolved_at IS NULL AND c.alerted_at IS NOT NULL;

-- The owner's marketing messages to customers (e-mail or SMS to a segment) and customers' opt-outs.

-- A customer who asked for no marketing messages (from a message's link or their profile). Receipts,
-- password resets and codes are not marketing and still go out.
CREATE TABLE marketing_opt_outs (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  opted_out_at timestamptz NOT NULL DEFAULT now(),
  -- 'link' (a message's opt-out link) or 'profile' (the customer's settings)
  via text NOT NULL CHECK (via IN ('link', 'profile'))
);

-- One campaign: what an owner sent, to which segment, why, and what an SMS campaign was priced at
-- when it was confirmed (recipients x pages x the per-page rate).
CREATE TABLE marketing_campaigns (
  id serial PRIMARY KEY,
  created_by integer NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  channel text NOT NULL CHECK (channel IN ('email', 'sms')),
  subject text NOT NULL DEFAULT '',
  body text NOT NULL,
  -- the SMS sender ID shown on phones; empty for e-mail
  sender text NOT NULL DEFAULT '',
  segment jsonb NOT NULL,
  reason text NOT NULL,
  recipients integer NOT NULL CHECK (recipients >= 0),
  pages smallint NOT NULL DEFAULT 0,
  page_cost_kobo bigint NOT NULL DEFAULT 0 CHECK (page_cost_kobo >= 0),
  cost_kobo bigint NOT NULL DEFAULT 0 CHECK (cost_kobo >= 0),
  finished_at timestamptz
);
CREATE INDEX marketing_campaigns_owner_idx ON marketing_campaigns (created_by, created_at DESC);

-- One row per campaign and customer, so nobody gets a campaign twice. A row is marked 'sending'
-- (committed) before its message goes out, so a process that stops mid-send never sends it again;
-- 'skipped' is a customer who opted out after the campaign was confirmed.
CREATE TABLE marketing_recipients (
  campaign_id integer NOT NULL REFERENCES marketing_campaigns (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  address text NOT NULL,
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'skipped')),
  attempted_at timestamptz,
  finished_at timestamptz,
  error text,
  PRIMARY KEY (campaign_id, user_id)
);
CREATE INDEX marketing_recipients_pending_idx ON marketing_recipients (campaign_id)
  WHERE status = 'pending';
CREATE INDEX marketing_recipients_attempted_idx ON marketing_recipients (attempted_at)
  WHERE attempted_at IS NOT NULL;

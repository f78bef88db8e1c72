-- What the provider charges us, kept apart from what we charge customers, so the console can show
-- each price beside its cost and refuse a price below it.
--
-- provider_amount_kobo: the provider's price of a fixed-price plan (VTpass variation_amount), the
-- face value sent in `pay`. Until now the Normal tier's price stood for it; an owner may now change
-- that tier, so the face value has a column of its own (refreshed from service-variations).
ALTER TABLE plans ADD COLUMN provider_amount_kobo bigint CHECK (provider_amount_kobo >= 0);
UPDATE plans p SET provider_amount_kobo = pp.price_kobo
  FROM plan_prices pp WHERE pp.plan_id = p.id AND pp.level_id = 1;
UPDATE plans SET provider_amount_kobo = 0 WHERE provider_amount_kobo IS NULL;
ALTER TABLE plans ALTER COLUMN provider_amount_kobo SET NOT NULL;

-- provider_commission_bp: the share of the face value the provider keeps back for us (VTpass pays
-- merchants a commission per service), in basis points. Our cost of a purchase is the face value
-- less it. Airtime to cash and SMS are not bought from the bills provider: 0.
ALTER TABLE packages ADD COLUMN provider_commission_bp integer NOT NULL DEFAULT 0
  CHECK (provider_commission_bp BETWEEN 0 AND 10000);
UPDATE packages SET provider_commission_bp = CASE category_id
  WHEN 1 THEN 300 -- airtime
  WHEN 2 THEN 300 -- data
  WHEN 3 THEN 150 -- cable TV
  WHEN 4 THEN 100 -- electricity
  ELSE 0 END;

-- Notices are replaced, not edited: the newest active row is the one customers see, the older
-- ones stay as the history of what was shown.
CREATE INDEX notices_active_idx ON notices (id DESC) WHERE active;

-- The console's transaction list narrowed by amount (0013 indexes it by date, status and service):
-- the capped count of an amount range reads this index alone. A service and a status together
-- (failed airtime) read the last one newest first instead of filtering one of 0013's.
-- Measured by bench/console-transactions.ts over 1,000,000 rows.
CREATE INDEX transactions_amount_idx ON transactions (amount_kobo, id);
CREATE INDEX transactions_category_status_recent_idx
  ON transactions (category_id, status, created_at DESC, id DESC);

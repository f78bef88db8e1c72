-- Several bills providers: offers, routing, a circuit breaker and the provider of each purchase.
-- Today's behaviour is kept: VTpass is the one provider and every plan and package gets a VTpass
-- offer with its current code and cost. Provider names are the owner's and the console's; no
-- customer-facing answer reads these tables.

-- The bills providers the owner buys from. priority breaks ties between offers of the same cost
-- (lower first); forced_down takes a provider out of routing without disabling its offers.
CREATE TABLE bills_providers (
  name text PRIMARY KEY CHECK (name ~ '^[a-z][a-z0-9_-]{1,30}$'),
  enabled boolean NOT NULL DEFAULT true,
  priority integer NOT NULL DEFAULT 100,
  forced_down boolean NOT NULL DEFAULT false
);
INSERT INTO bills_providers (name, priority) VALUES ('vtpass', 10);

-- What a provider sells one of our plans or packages for. A plan offer (plan_id set) carries the
-- provider's code of the plan and costs cost_kobo; a package offer (plan_id NULL: airtime,
-- electricity, any amount-based sale) carries the provider's service code and costs the face
-- value less commission_bp of it.
CREATE TABLE bills_offers (
  id serial PRIMARY KEY,
  package_id integer NOT NULL REFERENCES packages (id) ON DELETE CASCADE,
  plan_id integer REFERENCES plans (id) ON DELETE CASCADE,
  provider text NOT NULL REFERENCES bills_providers (name) ON UPDATE CASCADE,
  provider_code text NOT NULL CHECK (provider_code <> ''),
  cost_kobo bigint CHECK (cost_kobo >= 0),
  commission_bp integer CHECK (commission_bp BETWEEN 0 AND 10000),
  enabled boolean NOT NULL DEFAULT true,
  CHECK ((cost_kobo IS NULL) <> (commission_bp IS NULL))
);
CREATE UNIQUE INDEX bills_offers_plan_provider_idx ON bills_offers (plan_id, provider)
  WHERE plan_id IS NOT NULL;
CREATE UNIQUE INDEX bills_offers_package_provider_idx ON bills_offers (package_id, provider)
  WHERE plan_id IS NULL;

INSERT INTO bills_offers (package_id, plan_id, provider, provider_code, cost_kobo)
  SELECT pl.package_id, pl.id, 'vtpass', pl.variation_code,
      pl.provider_amount_kobo - round(pl.provider_amount_kobo * pk.provider_commission_bp / 10000.0)
    FROM plans pl JOIN packages pk ON pk.id = pl.package_id;
INSERT INTO bills_offers (package_id, provider, provider_code, commission_bp)
  SELECT id, 'vtpass', service_id, provider_commission_bp FROM packages;

-- The catalogue's face values and commissions are VTpass's own numbers (its plan list fills them):
-- a plan or package added later gets its VTpass offer, and a changed face value or commission
-- moves that offer's cost with it, so one provider behaves as before.
CREATE FUNCTION vtpass_offer_of_plan() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO bills_offers (package_id, plan_id, provider, provider_code, cost_kobo)
    SELECT NEW.package_id, NEW.id, 'vtpass', NEW.variation_code,
        NEW.provider_amount_kobo - round(NEW.provider_amount_kobo * pk.provider_commission_bp / 10000.0)
      FROM packages pk WHERE pk.id = NEW.package_id
    ON CONFLICT (plan_id, provider) WHERE plan_id IS NOT NULL DO UPDATE
      SET cost_kobo = EXCLUDED.cost_kobo, provider_code = EXCLUDED.provider_code;
  RETURN NULL;
END $$;
CREATE TRIGGER plans_vtpass_offer AFTER INSERT OR UPDATE OF provider_amount_kobo, variation_code
  ON plans FOR EACH ROW EXECUTE FUNCTION vtpass_offer_of_plan();

CREATE FUNCTION vtpass_offer_of_package() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO bills_offers (package_id, provider, provider_code, commission_bp)
    VALUES (NEW.id, 'vtpass', NEW.service_id, NEW.provider_commission_bp)
    ON CONFLICT (package_id, provider) WHERE plan_id IS NULL DO UPDATE
      SET commission_bp = EXCLUDED.commission_bp, provider_code = EXCLUDED.provider_code;
  IF TG_OP = 'UPDATE' THEN
    UPDATE bills_offers o SET cost_kobo = pl.provider_amount_kobo
        - round(pl.provider_amount_kobo * NEW.provider_commission_bp / 10000.0)
      FROM plans pl WHERE pl.id = o.plan_id AND pl.package_id = NEW.id AND o.provider = 'vtpass';
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER packages_vtpass_offer AFTER INSERT OR UPDATE OF provider_commission_bp, service_id
  ON packages FOR EACH ROW EXECUTE FUNCTION vtpass_offer_of_package();

-- A plan or package the owner sells through one provider only.
ALTER TABLE plans ADD COLUMN pinned_provider text REFERENCES bills_providers (name)
  ON UPDATE CASCADE;
ALTER TABLE packages ADD COLUMN pinned_provider text REFERENCES bills_providers (name)
  ON UPDATE CASCADE;

-- The circuit breaker of a provider's service, shared by every server process. Closed while
-- opened_at is NULL; open until opened_at plus the cool-down; then half-open: one probe order may
-- go (probe_until is its lease) and its answer closes or reopens it. failures counts health
-- failures since window_started_at (the thresholds are in breaker.ts).
CREATE TABLE bills_breakers (
  provider text NOT NULL REFERENCES bills_providers (name) ON UPDATE CASCADE,
  service_id text NOT NULL,
  failures integer NOT NULL DEFAULT 0,
  window_started_at timestamptz,
  opened_at timestamptz,
  probe_until timestamptz,
  PRIMARY KEY (provider, service_id)
);

-- The provider a purchase is with now, what its pay call sends there (the provider's codes), its
-- cost there and our margin on it. A purchase moves to another provider only after a definite
-- refusal before vending; request_id is then that provider's new id.
ALTER TABLE transactions
  ADD COLUMN provider text,
  ADD COLUMN provider_service_id text,
  ADD COLUMN provider_variation_code text,
  ADD COLUMN provider_cost_kobo bigint CHECK (provider_cost_kobo >= 0),
  ADD COLUMN margin_kobo bigint GENERATED ALWAYS AS (amount_kobo - provider_cost_kobo) STORED;
UPDATE transactions SET provider = 'vtpass' WHERE kind = 'purchase' AND request_id IS NOT NULL;

-- Every call about a purchase names the provider and the request id it went to; the pay calls are
-- the purchase's attempts.
ALTER TABLE upstream_calls ADD COLUMN provider text, ADD COLUMN request_id text;
UPDATE upstream_calls c SET provider = 'vtpass', request_id = t.request_id
  FROM transactions t WHERE t.id = c.transaction_id;
CREATE VIEW purchase_attempts AS
  SELECT id, transaction_id, provider, request_id, state, code, created_at
  FROM upstream_calls WHERE operation IN ('pay', 'pay-resend');

-- purchase_create (0016) also writes the purchase's provider, its codes there and its cost.
CREATE OR REPLACE FUNCTION purchase_create(
  p_user_id integer,
  p_level_id integer,
  p_charge_kobo bigint,
  p_key text,
  p_request_hash text,
  p_dedupe_key text,
  p_window_seconds integer,
  p_tx jsonb
) RETURNS json LANGUAGE plpgsql AS $$
DECLARE
  buyer record;
  prior record;
  created transactions;
BEGIN
  SELECT id, level_id, wallet_balance_kobo INTO buyer FROM users WHERE id = p_user_id FOR UPDATE;
  IF NOT FOUND THEN
    RETURN json_build_object('outcome', 'no_user');
  END IF;

  SELECT to_json(t) AS row, t.request_hash, coalesce(t.idempotency_key = p_key, false) AS keyed
    INTO prior
    FROM transactions t
    WHERE t.user_id = p_user_id
      AND ((p_key IS NOT NULL AND t.idempotency_key = p_key)
        OR (p_window_seconds > 0 AND t.dedupe_key = p_dedupe_key AND t.status <> 'failed'
          AND t.created_at > now() - make_interval(secs => p_window_seconds)))
    ORDER BY 3 DESC, t.created_at DESC
    LIMIT 1;
  IF FOUND THEN
    IF NOT prior.keyed THEN
      RETURN json_build_object('outcome', 'duplicate');
    END IF;
    IF prior.request_hash IS DISTINCT FROM p_request_hash THEN
      RETURN json_build_object('outcome', 'key_reused');
    END IF;
    RETURN json_build_object('outcome', 'replay', 'row', prior.row);
  END IF;
  IF buyer.level_id <> p_level_id THEN
    RETURN json_build_object('outcome', 'level_changed');
  END IF;
  IF p_charge_kobo < 0 OR buyer.wallet_balance_kobo < p_charge_kobo THEN
    RETURN json_build_object('outcome', 'insufficient');
  END IF;

  INSERT INTO transactions (user_id, tx_ref, category_id, package_id, kind, plan, phone_no, card_no,
      description, response, amount_kobo, initial_balance_kobo, new_balance_kobo, status,
      request_id, idempotency_key, request_hash, dedupe_key, service_id, variation_code,
      billers_code, subscription_type, upstream_amount_kobo, result, next_requery_at, provider,
      provider_service_id, provider_variation_code, provider_cost_kobo)
    SELECT p_user_id, r.tx_ref, r.category_id, r.package_id, r.kind, r.plan, r.phone_no, r.card_no,
      r.description, r.response, p_charge_kobo, buyer.wallet_balance_kobo,
      buyer.wallet_balance_kobo - p_charge_kobo, 'pending', r.request_id, p_key, p_request_hash,
      p_dedupe_key, r.service_id, r.variation_code, r.billers_code, r.subscription_type,
      r.upstream_amount_kobo, r.result, r.next_requery_at, r.provider, r.provider_service_id,
      r.provider_variation_code, r.provider_cost_kobo
    FROM jsonb_populate_record(NULL::transactions, p_tx) r
    RETURNING * INTO created;

  IF p_charge_kobo > 0 THEN
    INSERT INTO ledger_entries (user_id, account, amount_kobo, kind, reference, transaction_id,
        balance_after_kobo)
      VALUES (p_user_id, 'wallet', -p_charge_kobo, 'purchase', created.tx_ref, created.id,
        buyer.wallet_balance_kobo - p_charge_kobo);
    UPDATE users SET wallet_balance_kobo = buyer.wallet_balance_kobo - p_charge_kobo
      WHERE id = p_user_id;
  END IF;
  RETURN json_build_object('outcome', 'created', 'row', to_json(created),
    'wallet_kobo', buyer.wallet_balance_kobo - p_charge_kobo);
END $$;

-- Price changes reach API resellers. Triggers append every change of a plan's price at a level, and
-- every withdrawal (the plan or its package disabled, or a level's price removed), to the
-- price_changes outbox, whatever code or statement made it; the price-change-notices job turns each
-- unsent row into a plan.price_changed or plan.withdrawn webhook and an e-mail for every API
-- reseller at that level, and sets sent_at in the same transaction.
CREATE TABLE price_changes (
  id bigserial PRIMARY KEY,
  -- no foreign key: a change outlives its plan (the job skips a plan that no longer exists)
  plan_id integer NOT NULL,
  level_id smallint NOT NULL,
  old_price_kobo bigint,
  -- null when withdrawn
  new_price_kobo bigint,
  kind text NOT NULL CHECK (kind IN ('price_changed', 'withdrawn')),
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  CHECK ((kind = 'withdrawn') = (new_price_kobo IS NULL))
);
CREATE INDEX price_changes_unsent_idx ON price_changes (id) WHERE sent_at IS NULL;

-- A delivery is about a transaction (one per transaction and event, as before) or about a price
-- change (one per change and reseller).
ALTER TABLE webhook_deliveries ALTER COLUMN transaction_id DROP NOT NULL;
ALTER TABLE webhook_deliveries
  ADD COLUMN price_change_id bigint REFERENCES price_changes(id) ON DELETE CASCADE;
ALTER TABLE webhook_deliveries
  ADD CONSTRAINT webhook_deliveries_one_subject
    CHECK ((transaction_id IS NULL) <> (price_change_id IS NULL));
ALTER TABLE webhook_deliveries
  ADD CONSTRAINT webhook_deliveries_price_change_user_key UNIQUE (price_change_id, user_id);

-- A price changed at a level, of a plan on sale (the plan and its package active). A price written
-- for a level that had none (INSERT) is not a change: the plan was not sold at that level.
CREATE FUNCTION record_plan_price_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO price_changes (plan_id, level_id, old_price_kobo, new_price_kobo, kind)
  SELECT OLD.plan_id, OLD.level_id, OLD.price_kobo,
         CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW.price_kobo END,
         CASE WHEN TG_OP = 'DELETE' THEN 'withdrawn' ELSE 'price_changed' END
  FROM plans pl JOIN packages pk ON pk.id = pl.package_id
  WHERE pl.id = OLD.plan_id AND pl.active AND pk.active;
  RETURN NULL;
END $$;

CREATE TRIGGER plan_prices_record_change
  AFTER UPDATE OF price_kobo ON plan_prices
  FOR EACH ROW
  WHEN (NEW.price_kobo IS DISTINCT FROM OLD.price_kobo)
  EXECUTE FUNCTION record_plan_price_change();

CREATE TRIGGER plan_prices_record_removal
  AFTER DELETE ON plan_prices
  FOR EACH ROW
  EXECUTE FUNCTION record_plan_price_change();

-- A plan disabled while its package is on sale: withdrawn at every level it had a price.
CREATE FUNCTION record_plan_withdrawal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO price_changes (plan_id, level_id, old_price_kobo, new_price_kobo, kind)
  SELECT pp.plan_id, pp.level_id, pp.price_kobo, NULL, 'withdrawn'
  FROM plan_prices pp JOIN packages pk ON pk.id = NEW.package_id
  WHERE pp.plan_id = NEW.id AND pk.active;
  RETURN NULL;
END $$;

CREATE TRIGGER plans_record_withdrawal
  AFTER UPDATE OF active ON plans
  FOR EACH ROW
  WHEN (OLD.active AND NOT NEW.active)
  EXECUTE FUNCTION record_plan_withdrawal();

-- A package disabled: each of its active plans withdrawn at every level it had a price.
CREATE FUNCTION record_package_withdrawal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO price_changes (plan_id, level_id, old_price_kobo, new_price_kobo, kind)
  SELECT pp.plan_id, pp.level_id, pp.price_kobo, NULL, 'withdrawn'
  FROM plans pl JOIN plan_prices pp ON pp.plan_id = pl.id
  WHERE pl.package_id = NEW.id AND pl.active
  ORDER BY pl.sort_order, pl.id, pp.level_id;
  RETURN NULL;
END $$;

CREATE TRIGGER packages_record_withdrawal
  AFTER UPDATE OF active ON packages
  FOR EACH ROW
  WHEN (OLD.active AND NOT NEW.active)
  EXECUTE FUNCTION record_package_withdrawal();

-- The provider whose price list a package's face values and commission are. VTpass's for the
-- catalogue as shipped: its offers follow the package and its plans by trigger (0023). A package
-- VTpass does not sell (Airtel SME, 9mobile SME...) names the provider whose list it is, gets no
-- VTpass offer, and is sold through the offers it is given.
ALTER TABLE packages ADD COLUMN catalogue_provider text NOT NULL DEFAULT 'vtpass'
  REFERENCES bills_providers (name);

CREATE OR REPLACE FUNCTION vtpass_offer_of_plan() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO bills_offers (package_id, plan_id, provider, provider_code, cost_kobo)
    SELECT NEW.package_id, NEW.id, 'vtpass', NEW.variation_code,
        NEW.provider_amount_kobo - round(NEW.provider_amount_kobo * pk.provider_commission_bp / 10000.0)
      FROM packages pk WHERE pk.id = NEW.package_id AND pk.catalogue_provider = 'vtpass'
    ON CONFLICT (plan_id, provider) WHERE plan_id IS NOT NULL DO UPDATE
      SET cost_kobo = EXCLUDED.cost_kobo, provider_code = EXCLUDED.provider_code;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION vtpass_offer_of_package() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.catalogue_provider <> 'vtpass' THEN
    RETURN NULL;
  END IF;
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

-- Routing reads its inputs (a package's offers, their providers, breakers and pin) once, then from
-- memory, for as long as none of them changed. routing_generation counts the changes: every row
-- written to packages, plans, bills_offers, bills_providers or bills_breakers, by any process, the
-- console, a seed or a job, moves it on in the same transaction. The purchase reads the count with
-- its price (one query it makes anyway), so a process never routes on offers older than the ones
-- its price was read beside.

CREATE TABLE routing_generation (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  generation bigint NOT NULL
);

INSERT INTO routing_generation (id, generation) VALUES (true, 1);

CREATE FUNCTION routing_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE routing_generation SET generation = generation + 1;
  RETURN NULL;
END $$;

-- Per statement, never per row (a seed writes thousands of offers at once), and only when the
-- statement wrote a row: a breaker's success on a healthy service writes none.
CREATE FUNCTION routing_changed_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed_rows) THEN
    UPDATE routing_generation SET generation = generation + 1;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER packages_routing_inserted AFTER INSERT ON packages
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION routing_changed_rows();
CREATE TRIGGER packages_routing_updated AFTER UPDATE ON packages
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION routing_changed_rows();
CREATE TRIGGER packages_routing_deleted AFTER DELETE ON packages
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION routing_changed_rows();

CREATE TRIGGER plans_routing_inserted AFTER INSERT ON plans
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION routing_changed_rows();
CREATE TRIGGER plans_routing_updated AFTER UPDATE ON plans
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION routing_changed_rows();
CREATE TRIGGER plans_routing_deleted AFTER DELETE ON plans
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION routing_changed_rows();

CREATE TRIGGER bills_offers_routing_inserted AFTER INSERT ON bills_offers
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION routing_changed_rows();
CREATE TRIGGER bills_offers_routing_updated AFTER UPDATE ON bills_offers
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION routing_changed_rows();
CREATE TRIGGER bills_offers_routing_deleted AFTER DELETE ON bills_offers
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION routing_changed_rows();

CREATE TRIGGER bills_providers_routing_inserted AFTER INSERT ON bills_providers
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION routing_changed_rows();
CREATE TRIGGER bills_providers_routing_updated AFTER UPDATE ON bills_providers
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION routing_changed_rows();
CREATE TRIGGER bills_providers_routing_deleted AFTER DELETE ON bills_providers
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION routing_changed_rows();

CREATE TRIGGER bills_breakers_routing_inserted AFTER INSERT ON bills_breakers
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION routing_changed_rows();
CREATE TRIGGER bills_breakers_routing_updated AFTER UPDATE ON bills_breakers
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION routing_changed_rows();
CREATE TRIGGER bills_breakers_routing_deleted AFTER DELETE ON bills_breakers
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION routing_changed_rows();

-- TRUNCATE has no transition table: it always changes the routing.
CREATE TRIGGER packages_routing_truncated AFTER TRUNCATE ON packages
  FOR EACH STATEMENT EXECUTE FUNCTION routing_changed();
CREATE TRIGGER plans_routing_truncated AFTER TRUNCATE ON plans
  FOR EACH STATEMENT EXECUTE FUNCTION routing_changed();
CREATE TRIGGER bills_offers_routing_truncated AFTER TRUNCATE ON bills_offers
  FOR EACH STATEMENT EXECUTE FUNCTION routing_changed();
CREATE TRIGGER bills_providers_routing_truncated AFTER TRUNCATE ON bills_providers
  FOR EACH STATEMENT EXECUTE FUNCTION routing_changed();
CREATE TRIGGER bills_breakers_routing_truncated AFTER TRUNCATE ON bills_breakers
  FOR EACH STATEMENT EXECUTE FUNCTION routing_changed();

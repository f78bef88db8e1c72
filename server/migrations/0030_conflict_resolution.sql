-- A conflict (a person's settlement the provider later contradicted) is resolved by an owner:
-- "provider delivered: keep the charge" or "provider refunded: refund the customer", with the
-- provider's answer as evidence and a reason. Money moves through the money policy, once.
ALTER TABLE settlement_conflicts ADD COLUMN resolution text
  CHECK (resolution IN ('provider_delivered', 'provider_refunded'));
ALTER TABLE settlement_conflicts ADD COLUMN resolved_by text;
ALTER TABLE settlement_conflicts ADD COLUMN resolved_at timestamptz;
ALTER TABLE settlement_conflicts ADD COLUMN resolution_note text;
ALTER TABLE settlement_conflicts ADD COLUMN evidence text;
ALTER TABLE settlement_conflicts ADD CONSTRAINT settlement_conflicts_resolved_check
  CHECK ((resolution IS NULL) = (resolved_at IS NULL));

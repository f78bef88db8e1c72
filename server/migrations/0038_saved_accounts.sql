-- A saved number may be a customer's account with a provider (a betting account's customer ID),
-- kept with the provider it belongs to (service_id), as a meter keeps its disco.
ALTER TABLE beneficiaries DROP CONSTRAINT beneficiaries_kind_check;
ALTER TABLE beneficiaries ADD CONSTRAINT beneficiaries_kind_check
  CHECK (kind IN ('phone', 'meter', 'smart_card', 'jamb_profile', 'account'));

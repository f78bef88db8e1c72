-- API-key spending limits. A key may be read-only (it never places a charged order) and may have a
-- daily cap: what the key's orders were charged in the last 24 hours (failed and reversed ones do
-- not count), together with the new one, may not pass it. Each order made with a key names it.
ALTER TABLE api_keys
  ADD COLUMN read_only boolean NOT NULL DEFAULT false,
  ADD COLUMN daily_cap_kobo bigint CHECK (daily_cap_kobo > 0);

ALTER TABLE transactions ADD COLUMN api_key_id integer REFERENCES api_keys (id);
CREATE INDEX transactions_api_key_recent_idx ON transactions (api_key_id, created_at)
  WHERE api_key_id IS NOT NULL;

-- transaction_create as in 0028, every step kept, with the key's limits checked under the same
-- lock of the customer's row (so two orders of one key, in any process, cannot both pass the cap)
-- and before anything is written: the row's api_key_id (in p_tx) names the key; a read-only key,
-- or one not the customer's, is refused with key_read_only, a cap passed with key_cap.
CREATE OR REPLACE FUNCTION transaction_create(
  p_user_id integer,
  p_level_id integer,
  p_debits boolean,
  p_key text,
  p_request_hash text,
  p_dedupe_key text,
  p_window_seconds integer,
  p_tx jsonb
) RETURNS json LANGUAGE plpgsql AS $$
DECLARE
  buyer record;
  prior record;
  r transactions;
  charge bigint;
  created transactions;
  posted json;
  key_limits record;
  key_spent bigint;
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

  r := jsonb_populate_record(NULL::transactions, p_tx);
  charge := CASE WHEN p_debits THEN r.amount_kobo ELSE 0 END;
  IF charge < 0 OR buyer.wallet_balance_kobo < charge THEN
    RETURN json_build_object('outcome', 'insufficient');
  END IF;
  IF r.api_key_id IS NOT NULL THEN
    SELECT read_only, daily_cap_kobo INTO key_limits FROM api_keys
      WHERE id = r.api_key_id AND user_id = p_user_id;
    IF NOT FOUND OR (charge > 0 AND key_limits.read_only) THEN
      RETURN json_build_object('outcome', 'key_read_only');
    END IF;
    IF charge > 0 AND key_limits.daily_cap_kobo IS NOT NULL THEN
      SELECT coalesce(sum(amount_kobo), 0) INTO key_spent FROM transactions
        WHERE api_key_id = r.api_key_id AND status NOT IN ('failed', 'reversed')
          AND created_at > now() - interval '24 hours';
      IF key_spent + charge > key_limits.daily_cap_kobo THEN
        RETURN json_build_object('outcome', 'key_cap', 'cap_kobo', key_limits.daily_cap_kobo,
          'spent_kobo', key_spent);
      END IF;
    END IF;
  END IF;
  IF p_debits THEN
    r.initial_balance_kobo := buyer.wallet_balance_kobo;
    r.new_balance_kobo := buyer.wallet_balance_kobo - charge;
  END IF;

  INSERT INTO transactions (user_id, tx_ref, category_id, package_id, kind, plan, phone_no, card_no,
      description, response, amount_kobo, initial_balance_kobo, new_balance_kobo, status,
      request_id, idempotency_key, request_hash, dedupe_key, service_id, variation_code,
      billers_code, subscription_type, upstream_amount_kobo, result, next_requery_at, provider,
      provider_service_id, provider_variation_code, provider_cost_kobo, provider_fields,
      api_key_id)
    VALUES (p_user_id, r.tx_ref, r.category_id, r.package_id, r.kind, r.plan, r.phone_no,
      r.card_no, coalesce(r.description, ''), r.response, r.amount_kobo, r.initial_balance_kobo,
      r.new_balance_kobo, 'pending', r.request_id, p_key, p_request_hash, p_dedupe_key,
      r.service_id, r.variation_code, r.billers_code, r.subscription_type, r.upstream_amount_kobo,
      r.result, r.next_requery_at, r.provider, r.provider_service_id, r.provider_variation_code,
      r.provider_cost_kobo, r.provider_fields, r.api_key_id)
    RETURNING * INTO created;

  IF charge > 0 THEN
    posted := ledger_post(p_user_id, 'wallet', -charge, created.kind, created.tx_ref, created.id);
    IF posted->>'outcome' <> 'posted' THEN
      RAISE EXCEPTION 'the charge of % was not posted: %', created.tx_ref, posted->>'outcome';
    END IF;
  END IF;
  RETURN json_build_object('outcome', 'created', 'row', to_json(created),
    'wallet_kobo', buyer.wallet_balance_kobo - charge);
END $$;

-- transaction_create's two lookups before it writes (the order an Idempotency-Key made, a likely
-- duplicate) run as two queries, each on its index (transactions_idempotency_idx,
-- transactions_dedupe_idx), instead of one query with OR over the parameters, whose generic plan
-- read all of the buyer's transactions. Otherwise as 0035_api_key_limits.sql.

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

  -- The order its Idempotency-Key made, then a likely duplicate: two lookups, each on its own
  -- index. As one query with OR over the parameters, the plan plpgsql keeps after five calls
  -- could use neither, and read every transaction of the buyer's (2 ms at 1,000, 9 ms at 10,000).
  IF p_key IS NOT NULL THEN
    SELECT to_json(t) AS row, t.request_hash INTO prior
      FROM transactions t
      WHERE t.user_id = p_user_id AND t.idempotency_key = p_key;
    IF FOUND THEN
      IF prior.request_hash IS DISTINCT FROM p_request_hash THEN
        RETURN json_build_object('outcome', 'key_reused');
      END IF;
      RETURN json_build_object('outcome', 'replay', 'row', prior.row);
    END IF;
  END IF;
  IF p_window_seconds > 0 THEN
    PERFORM 1 FROM transactions t
      WHERE t.user_id = p_user_id AND t.dedupe_key = p_dedupe_key
        AND t.created_at > now() - make_interval(secs => p_window_seconds)
        AND t.status <> 'failed'
      LIMIT 1;
    IF FOUND THEN
      RETURN json_build_object('outcome', 'duplicate');
    END IF;
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

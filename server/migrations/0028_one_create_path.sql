-- One create path and one ledger rule.
--
-- ledger_post is the ledger's rule, the only code that writes a ledger entry and a balance
-- (server/src/modules/wallet/ledger.ts calls it for every posting, transaction_create for the
-- charge of a new order): under a lock of the user's row, an amount that would take the balance
-- below zero is refused (unless that very entry exists: a replay of a debit that went through), one
-- entry per (account, kind, reference) ever (a repeat answers the entry there and changes nothing),
-- and the entry, with the balance after it, and the new balance are written together in the
-- caller's database transaction. Outcomes: posted (entry, balance_kobo), duplicate (entry),
-- insufficient, no_user.
CREATE FUNCTION ledger_post(
  p_user_id integer,
  p_account text,
  p_amount_kobo bigint,
  p_kind text,
  p_reference text,
  p_transaction_id integer
) RETURNS json LANGUAGE plpgsql AS $$
DECLARE
  before bigint;
  after bigint;
  entry ledger_entries;
BEGIN
  SELECT CASE WHEN p_account = 'wallet' THEN wallet_balance_kobo ELSE bonus_kobo END INTO before
    FROM users WHERE id = p_user_id FOR UPDATE;
  IF NOT FOUND THEN
    RETURN json_build_object('outcome', 'no_user');
  END IF;
  after := before + p_amount_kobo;
  IF after < 0 THEN
    SELECT * INTO entry FROM ledger_entries
      WHERE account = p_account AND kind = p_kind AND reference = p_reference;
    IF FOUND THEN
      RETURN json_build_object('outcome', 'duplicate', 'entry', to_json(entry));
    END IF;
    RETURN json_build_object('outcome', 'insufficient');
  END IF;

  INSERT INTO ledger_entries (user_id, account, amount_kobo, kind, reference, transaction_id,
      balance_after_kobo)
    VALUES (p_user_id, p_account, p_amount_kobo, p_kind, p_reference, p_transaction_id, after)
    ON CONFLICT (account, kind, reference) DO NOTHING
    RETURNING * INTO entry;
  IF NOT FOUND THEN
    SELECT * INTO entry FROM ledger_entries
      WHERE account = p_account AND kind = p_kind AND reference = p_reference;
    RETURN json_build_object('outcome', 'duplicate', 'entry', to_json(entry));
  END IF;
  IF p_account = 'wallet' THEN
    UPDATE users SET wallet_balance_kobo = after WHERE id = p_user_id;
  ELSE
    UPDATE users SET bonus_kobo = after WHERE id = p_user_id;
  END IF;
  RETURN json_build_object('outcome', 'posted', 'entry', to_json(entry), 'balance_kobo', after);
END $$;

-- What a purchase's provider is sent besides the number, plan and phone, under the names the
-- provider gives them (the insured person's details for insurance), kept for a resend.
ALTER TABLE transactions ADD COLUMN provider_fields jsonb;

-- transaction_create, the successor of purchase_create (0016, 0023): the one path that creates a
-- customer's pending order, for purchases, bulk SMS and airtime to cash alike, in one call: lock
-- the customer's row, answer a repeated Idempotency-Key with the row it created (or refuse it for
-- a different request), refuse the same dedupe key inside the duplicate window unless the first
-- failed (a failed, refunded request does not count: the providers do not count it either), check
-- the level the price was quoted at, then write the pending row. With p_debits, the row's amount is
-- charged to the wallet: a balance below it is refused before anything is written, the row keeps
-- the balances before and after, and the debit is posted by ledger_post (kind: the row's kind).
-- Without it nothing moves (airtime to cash is paid when an operator approves it).
--
-- It runs as a plpgsql function because each statement inside one sees what committed before it
-- started: the lookups run after the row lock is held, so two requests of one user cannot both
-- pass them, in any process (a single statement would keep the snapshot it had before waiting for
-- the lock). p_tx holds the new row's columns by their SQL names; status, the request's identity
-- and, with p_debits, the balances are filled in here.
CREATE FUNCTION transaction_create(
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
  IF p_debits THEN
    r.initial_balance_kobo := buyer.wallet_balance_kobo;
    r.new_balance_kobo := buyer.wallet_balance_kobo - charge;
  END IF;

  INSERT INTO transactions (user_id, tx_ref, category_id, package_id, kind, plan, phone_no, card_no,
      description, response, amount_kobo, initial_balance_kobo, new_balance_kobo, status,
      request_id, idempotency_key, request_hash, dedupe_key, service_id, variation_code,
      billers_code, subscription_type, upstream_amount_kobo, result, next_requery_at, provider,
      provider_service_id, provider_variation_code, provider_cost_kobo, provider_fields)
    VALUES (p_user_id, r.tx_ref, r.category_id, r.package_id, r.kind, r.plan, r.phone_no,
      r.card_no, coalesce(r.description, ''), r.response, r.amount_kobo, r.initial_balance_kobo,
      r.new_balance_kobo, 'pending', r.request_id, p_key, p_request_hash, p_dedupe_key,
      r.service_id, r.variation_code, r.billers_code, r.subscription_type, r.upstream_amount_kobo,
      r.result, r.next_requery_at, r.provider, r.provider_service_id, r.provider_variation_code,
      r.provider_cost_kobo, r.provider_fields)
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

-- purchase_create stays for one release, as a wrapper of transaction_create: a server of the previous
-- version still running while a deploy migrates first (README, "Deploys") keeps taking orders.
CREATE OR REPLACE FUNCTION purchase_create(
  p_user_id integer,
  p_level_id integer,
  p_charge_kobo bigint,
  p_key text,
  p_request_hash text,
  p_dedupe_key text,
  p_window_seconds integer,
  p_tx jsonb
) RETURNS json LANGUAGE sql AS $$
  SELECT transaction_create(p_user_id, p_level_id, true, p_key, p_request_hash, p_dedupe_key,
    p_window_seconds, p_tx || jsonb_build_object('amount_kobo', p_charge_kobo));
$$;

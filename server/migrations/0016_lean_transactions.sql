-- A lean purchase path: at most 8 indexes on transactions, none on a column that settling a
-- purchase changes (status, response, token, result, upstream_*, next_requery_at, settled_at,
-- updated_at, needs_attention_at), and room left on every page, so the settle UPDATE is a HOT update
-- (PostgreSQL writes the new row version on the same page and touches no index). An index that
-- mentions one of those columns anywhere (key, INCLUDE, expression or WHERE of a partial index)
-- makes every settle write a new entry into every index of the table.
--
-- What the dropped indexes served, and what serves it now:
-- - the customer's list ordered by a column other than created_at (0008's eleven (user_id, key, id)
--   btrees): the user's rows are read through transactions_user_recent_idx and sorted (a bounded
--   top-N sort); bench/transactions.ts times every ordering on a user with 100,000 rows;
-- - search (0008's trigram GIN over search_text): response and token, which settling writes, are
--   searched too, so an index over all seven fields cannot stay; the search reads the user's rows
--   (search_text stays, stored and lower-cased, without an index);
-- - pending work (requeries 0004, airtime to cash and SMS 0007, needs attention 0009; the console's
--   status filter 0013/0014): transactions_pending below, kept by a trigger;
-- - the duplicate window (0004's transactions_dedupe_idx): the user's rows of the last 30 seconds,
--   newest first, on transactions_user_recent_idx;
-- - the console's filters by service and status (0013, 0014): transactions_category_recent_idx, and
--   the status filter reads its rows newest first.

DROP INDEX IF EXISTS transactions_user_id_idx;
DROP INDEX IF EXISTS transactions_user_plan_idx;
DROP INDEX IF EXISTS transactions_user_phone_idx;
DROP INDEX IF EXISTS transactions_user_card_idx;
DROP INDEX IF EXISTS transactions_user_description_idx;
DROP INDEX IF EXISTS transactions_user_response_idx;
DROP INDEX IF EXISTS transactions_user_token_idx;
DROP INDEX IF EXISTS transactions_user_amount_idx;
DROP INDEX IF EXISTS transactions_user_initial_balance_idx;
DROP INDEX IF EXISTS transactions_user_new_balance_idx;
DROP INDEX IF EXISTS transactions_user_status_idx;
DROP INDEX IF EXISTS transactions_search_idx;
DROP INDEX IF EXISTS transactions_dedupe_idx;
DROP INDEX IF EXISTS transactions_requery_idx;
DROP INDEX IF EXISTS transactions_a2c_pending_idx;
DROP INDEX IF EXISTS transactions_sms_pending_idx;
DROP INDEX IF EXISTS transactions_needs_attention_idx;
DROP INDEX IF EXISTS transactions_status_recent_idx;
DROP INDEX IF EXISTS transactions_category_status_recent_idx;

-- 0008's sort prefix of response was only there for its index; the list sorts by the expression.
ALTER TABLE transactions DROP COLUMN IF EXISTS response_sort;

-- What is left (8): the primary key, tx_ref and request_id (unique), the Idempotency-Key (unique per
-- user), the customer's list newest first (0002), the console's list newest first (0013), the
-- console's amount range (0014) and the console's service filter (0013).

-- A page is filled to 70% by inserts; the rest takes the settled versions of its rows.
ALTER TABLE transactions SET (fillfactor = 70);

-- Pending transactions and their schedule, one row each while the transaction is pending: what
-- the reconciler claims, the SMS sweep settles, operators review (airtime to cash, needs
-- attention) and the console filters by status pending. A trigger keeps it: a row appears when a
-- transaction is inserted or becomes pending, follows its next_requery_at and needs_attention_at,
-- and goes when the status changes to anything else. Nothing else writes it.
CREATE TABLE transactions_pending (
  transaction_id integer PRIMARY KEY REFERENCES transactions (id) ON DELETE CASCADE,
  kind text NOT NULL,
  created_at timestamptz NOT NULL,
  next_requery_at timestamptz,
  needs_attention_at timestamptz
);
CREATE INDEX transactions_pending_requery_idx ON transactions_pending (next_requery_at)
  WHERE next_requery_at IS NOT NULL;
CREATE INDEX transactions_pending_kind_idx ON transactions_pending (kind, created_at);

CREATE FUNCTION track_pending_transaction() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'pending' THEN
    INSERT INTO transactions_pending AS p
        (transaction_id, kind, created_at, next_requery_at, needs_attention_at)
      VALUES (NEW.id, NEW.kind, NEW.created_at, NEW.next_requery_at, NEW.needs_attention_at)
      ON CONFLICT (transaction_id) DO UPDATE
        SET next_requery_at = EXCLUDED.next_requery_at,
            needs_attention_at = EXCLUDED.needs_attention_at;
  ELSIF TG_OP = 'UPDATE' THEN
    DELETE FROM transactions_pending WHERE transaction_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER transactions_pending_created
  AFTER INSERT ON transactions
  FOR EACH ROW WHEN (NEW.status = 'pending')
  EXECUTE FUNCTION track_pending_transaction();

CREATE TRIGGER transactions_pending_changed
  AFTER UPDATE OF status, next_requery_at, needs_attention_at ON transactions
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status
        OR OLD.next_requery_at IS DISTINCT FROM NEW.next_requery_at
        OR OLD.needs_attention_at IS DISTINCT FROM NEW.needs_attention_at)
  EXECUTE FUNCTION track_pending_transaction();

INSERT INTO transactions_pending (transaction_id, kind, created_at, next_requery_at, needs_attention_at)
  SELECT id, kind, created_at, next_requery_at, needs_attention_at
  FROM transactions WHERE status = 'pending';

-- The simulator's merchant wallet: purchases no longer write its one row (they queued on its lock,
-- one at a time across every process). A pay is refused with 018 when it costs more than the
-- balance as last set; the balance it reports is that less what was charged since (set_at).
ALTER TABLE sim_vtpass_merchant ADD COLUMN set_at timestamptz NOT NULL DEFAULT now();

-- A purchase's first database transaction as one call (server/src/modules/purchases/engine.ts):
-- lock the buyer's row, answer a repeated Idempotency-Key with the row it created (or refuse it for
-- a different request), refuse the same service and number inside the duplicate window unless the
-- first failed, check the level and the balance, then write the pending transaction, its wallet
-- debit (ledger entry with the balance after it) and the new balance. It runs as a plpgsql function
-- because each statement inside one sees what committed before it started: the lookups run after
-- the row lock is held, so two requests of one user cannot both pass them (a single statement
-- would keep the snapshot it had before waiting for the lock). The debit follows the ledger's rule
-- (server/src/modules/wallet/ledger.ts): the balance never goes below zero, one entry per
-- (account, kind, reference), the entry and the balance change in one database transaction.
-- p_tx holds the new row's columns by name; the balances are filled in here.
CREATE FUNCTION purchase_create(
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
      billers_code, subscription_type, upstream_amount_kobo, result, next_requery_at)
    SELECT p_user_id, r.tx_ref, r.category_id, r.package_id, r.kind, r.plan, r.phone_no, r.card_no,
      r.description, r.response, p_charge_kobo, buyer.wallet_balance_kobo,
      buyer.wallet_balance_kobo - p_charge_kobo, 'pending', r.request_id, p_key, p_request_hash,
      p_dedupe_key, r.service_id, r.variation_code, r.billers_code, r.subscription_type,
      r.upstream_amount_kobo, r.result, r.next_requery_at
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

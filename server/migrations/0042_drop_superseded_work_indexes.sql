-- Three partial indexes on transactions served work lists that, since 0016_lean_transactions.sql,
-- read transactions_pending instead: the reconciler's claim (transactions_requery_idx), the SMS
-- sweep and the airtime-to-cash queue (transactions_sms_pending_idx, transactions_a2c_pending_idx).
-- No query used them in the benches' runs (pg_stat_user_indexes; bench/RESULTS.md), yet every new
-- purchase wrote an entry into the first, and each claim of a pending purchase by the reconciler,
-- which moves next_requery_at, could not be a HOT update while that column was indexed.
DROP INDEX IF EXISTS transactions_requery_idx;
DROP INDEX IF EXISTS transactions_sms_pending_idx;
DROP INDEX IF EXISTS transactions_a2c_pending_idx;

-- Live status: the database announces every change a signed-in customer should see at once (a
-- balance moved, a transaction created or settled) on the channel `user_events`. The triggers fire
-- whichever server process, operator command or background job made the change, and only when its
-- transaction commits, so every process that listens hears every committed change once.
-- Payload: {"schema", "user_id", "kind": "balance" | "transaction", "transaction_id"}; the schema
-- lets processes on different schemas of one database (isolated tests) ignore each other.

CREATE FUNCTION notify_user_balance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('user_events', json_build_object(
    'schema', TG_TABLE_SCHEMA, 'user_id', NEW.id, 'kind', 'balance', 'transaction_id', NULL)::text);
  RETURN NULL;
END $$;

CREATE TRIGGER users_balance_changed
  AFTER UPDATE OF wallet_balance_kobo, bonus_kobo ON users
  FOR EACH ROW
  WHEN (OLD.wallet_balance_kobo IS DISTINCT FROM NEW.wallet_balance_kobo
        OR OLD.bonus_kobo IS DISTINCT FROM NEW.bonus_kobo)
  EXECUTE FUNCTION notify_user_balance();

CREATE FUNCTION notify_transaction_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('user_events', json_build_object(
    'schema', TG_TABLE_SCHEMA, 'user_id', NEW.user_id, 'kind', 'transaction',
    'transaction_id', NEW.id)::text);
  RETURN NULL;
END $$;

CREATE TRIGGER transactions_created
  AFTER INSERT ON transactions
  FOR EACH ROW EXECUTE FUNCTION notify_transaction_change();

-- What the customer sees of a transaction: its status, message, token and result. Bookkeeping of
-- the reconciler (next requery time, attempts) changes nothing on screen and says nothing.
CREATE TRIGGER transactions_changed
  AFTER UPDATE OF status, response, token, result ON transactions
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status
        OR OLD.response IS DISTINCT FROM NEW.response
        OR OLD.token IS DISTINCT FROM NEW.token
        OR OLD.result IS DISTINCT FROM NEW.result)
  EXECUTE FUNCTION notify_transaction_change();

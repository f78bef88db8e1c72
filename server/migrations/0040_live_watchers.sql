-- Live status notifies only users someone is watching. A commit that carries a NOTIFY takes a
-- database-wide lock, so such commits run one at a time; until now every balance change and every
-- created or settled transaction notified, whether or not anyone had a stream open. Now a server
-- process records the users with a stream open on it (live_watchers, one row per user and process,
-- renewed while the stream lives, so a process killed without saying goodbye stops counting when
-- its rows expire), and the triggers of 0015_live_events.sql notify only for those users. A
-- purchase through the reseller API, by a user with no stream open, commits without NOTIFY.
--
-- A stream must not miss a change that commits after it opened: the process registers a watcher
-- under an exclusive transaction-scoped advisory lock on the user, and every change takes the same
-- lock shared before it looks for watchers. So a registration waits for the user's changes in
-- flight to commit (the stream then reads their result), and a change that comes after it sees the
-- watcher. The process only tries for the lock (pg_try_advisory_xact_lock), so a change never
-- queues behind a registration that waits, and no deadlock can involve one.

CREATE TABLE live_watchers (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- the server process (its random id for its lifetime) holding a stream of the user's
  instance text NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, instance)
);

CREATE INDEX live_watchers_instance_idx ON live_watchers (instance);

-- The key class of the users' watch locks (second key: the user's id).
CREATE FUNCTION live_watch_lock_class() RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT 1819041126 -- 'live' as four bytes
$$;

CREATE FUNCTION user_is_watched(p_user_id integer) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(live_watch_lock_class(), p_user_id);
  RETURN EXISTS (
    SELECT 1 FROM live_watchers WHERE user_id = p_user_id AND expires_at > now()
  );
END $$;

CREATE OR REPLACE FUNCTION notify_user_balance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF user_is_watched(NEW.id) THEN
    PERFORM pg_notify('user_events', json_build_object(
      'schema', TG_TABLE_SCHEMA, 'user_id', NEW.id, 'kind', 'balance', 'transaction_id', NULL)::text);
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION notify_transaction_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF user_is_watched(NEW.user_id) THEN
    PERFORM pg_notify('user_events', json_build_object(
      'schema', TG_TABLE_SCHEMA, 'user_id', NEW.user_id, 'kind', 'transaction',
      'transaction_id', NEW.id)::text);
  END IF;
  RETURN NULL;
END $$;

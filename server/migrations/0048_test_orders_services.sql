-- Test keys order every service a live key does: the order keeps what the sandbox answered (the
-- customer, token, PINs), the service it was for, and when a processing order resolves. A test
-- order's final state reaches the owner's webhook like a live order's, marked as a test.
ALTER TABLE test_orders ADD COLUMN service_id text;
ALTER TABLE test_orders ADD COLUMN result jsonb;
ALTER TABLE test_orders ADD COLUMN card_no text;
ALTER TABLE test_orders ADD COLUMN description text NOT NULL DEFAULT '';
ALTER TABLE test_orders ADD COLUMN resolves_at timestamptz;
ALTER TABLE test_orders ADD COLUMN settled_at timestamptz;
CREATE INDEX test_orders_resolving ON test_orders (resolves_at) WHERE status = 'pending';

ALTER TABLE webhook_deliveries
  ADD COLUMN test_order_id integer REFERENCES test_orders(id) ON DELETE CASCADE;
ALTER TABLE webhook_deliveries DROP CONSTRAINT webhook_deliveries_one_subject;
ALTER TABLE webhook_deliveries
  ADD CONSTRAINT webhook_deliveries_one_subject
    CHECK (num_nonnulls(transaction_id, price_change_id, test_order_id) = 1);
ALTER TABLE webhook_deliveries
  ADD CONSTRAINT webhook_deliveries_test_order_event_key UNIQUE (test_order_id, event);

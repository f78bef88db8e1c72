-- A batch bigger than the seller takes in one order is bought as several orders, each under its
-- own request id (the first under the purchase's). The purchase settles when every order has: the
-- cards that came are delivered and the rest refunded once.
CREATE TABLE epin_batch_orders (
  id serial PRIMARY KEY,
  batch_id integer NOT NULL REFERENCES epin_batches (id),
  part integer NOT NULL CHECK (part >= 1),
  request_id text NOT NULL UNIQUE,
  quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 500),
  -- unsent: not sent yet; sent: with the seller, outcome unknown; delivered, short, failed: the
  -- seller's definite answer; never_sent: closed before it was sent (nothing bought)
  state text NOT NULL DEFAULT 'unsent'
    CHECK (state IN ('unsent', 'sent', 'delivered', 'short', 'failed', 'never_sent')),
  delivered integer NOT NULL DEFAULT 0 CHECK (delivered BETWEEN 0 AND quantity),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (batch_id, part)
);

-- Batches bought before were one order each, under the purchase's request id.
INSERT INTO epin_batch_orders (batch_id, part, request_id, quantity, state, delivered)
SELECT b.id, 1, t.request_id, b.quantity,
  CASE
    WHEN t.status = 'pending' THEN 'sent'
    WHEN kept.n = 0 THEN 'failed'
    WHEN kept.n < b.quantity THEN 'short'
    ELSE 'delivered'
  END,
  LEAST(kept.n, b.quantity)
FROM epin_batches b
JOIN transactions t ON t.id = b.transaction_id
CROSS JOIN LATERAL (SELECT count(*)::int AS n FROM epin_cards c WHERE c.batch_id = b.id) kept
WHERE t.request_id IS NOT NULL;

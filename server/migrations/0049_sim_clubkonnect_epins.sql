-- The ClubKonnect simulator's e-PIN orders: the cards an order issued, under the key its answers
-- carry them (TXN_EPIN for recharge cards, TXN_EPIN_DATABUNDLE for data cards), each card a row in
-- ClubKonnect's shape. Shown once the order is completed; '{}' for every other order.
ALTER TABLE sim_clubkonnect_orders ADD COLUMN cards jsonb NOT NULL DEFAULT '{}';

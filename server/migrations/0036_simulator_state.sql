-- The sandbox simulators' state in the database, so that several server processes answer as one
-- provider: the mode each bills simulator was set to and the purchases it received
-- (lib/simulator-controls.ts), and the ClubKonnect simulator's orders and float
-- (server/src/providers/clubkonnect/simulator). Amounts are kobo inside, naira on the wire.

-- How a bills simulator answers purchases; no row is ok.
CREATE TABLE sim_modes (
  simulator text PRIMARY KEY,
  mode text NOT NULL CHECK (mode IN ('ok', 'down', 'timeout', 'no-float')),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Purchases as a bills simulator received them, its newest 200 kept (older ones are pruned).
CREATE TABLE sim_received_orders (
  id bigserial PRIMARY KEY,
  simulator text NOT NULL,
  request_id text NOT NULL,
  service text NOT NULL,
  number text NOT NULL,
  -- naira, as the request named it
  amount double precision,
  plan text,
  -- how the simulator was set to answer it
  mode text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sim_received_orders_newest_idx ON sim_received_orders (simulator, id DESC);

CREATE SEQUENCE sim_clubkonnect_order_id_seq START WITH 7000000001;

-- One row per RequestID: a RequestID received twice (by one process or two) is one order.
CREATE TABLE sim_clubkonnect_orders (
  request_id text PRIMARY KEY,
  order_id bigint NOT NULL UNIQUE,
  order_type text NOT NULL,
  -- MobileNetwork, CableTV, ElectricCompany or ExamType
  network text NOT NULL,
  number text NOT NULL,
  amount_kobo bigint NOT NULL,
  -- ORDER_RECEIVED, ORDER_COMPLETED or ORDER_CANCELLED
  status text NOT NULL,
  statuscode text NOT NULL,
  remark text NOT NULL,
  -- token, units, card details and customer name, shown once completed
  extras jsonb NOT NULL DEFAULT '{}',
  callback_url text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sim_clubkonnect_orders_received_idx
  ON sim_clubkonnect_orders (created_at) WHERE status = 'ORDER_RECEIVED';

-- Our float with the simulated ClubKonnect: one row, lowered by each order it charges.
CREATE TABLE sim_clubkonnect_float (
  id smallint PRIMARY KEY CHECK (id = 1),
  balance_kobo bigint NOT NULL CHECK (balance_kobo >= 0)
);
INSERT INTO sim_clubkonnect_float (id, balance_kobo) VALUES (1, 1000000000);

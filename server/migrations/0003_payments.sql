-- Wallet funding through Monnify: card checkouts (payments) and personal reserved bank accounts
-- (virtual_accounts). The sim_ tables hold the state of the built-in Monnify simulator, in the
-- database so that several server processes share it.

CREATE TABLE payments (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- ours, sent to Monnify as paymentReference and shown in the callback URL
  payment_reference text NOT NULL UNIQUE,
  -- Monnify's, known once init-transaction answered
  transaction_reference text UNIQUE,
  -- the customer's card_funding transaction
  transaction_id integer NOT NULL REFERENCES transactions(id),
  amount_kobo bigint NOT NULL CHECK (amount_kobo > 0),
  -- Monnify's paymentStatus as we last saw it
  status text NOT NULL DEFAULT 'PENDING',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payments_user_idx ON payments (user_id, id DESC);

CREATE TABLE virtual_accounts (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  bank_name text NOT NULL CHECK (bank_name IN ('rehoboth', 'moniepoint', 'wema')),
  account_name text NOT NULL,
  account_number text NOT NULL,
  -- ours, sent to Monnify as accountReference; a transfer's webhook names it as product.reference
  account_reference text NOT NULL UNIQUE,
  bank_code text NOT NULL,
  provider_bank_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, bank_name)
);

-- Simulator: checkouts and transfers it has seen, in Monnify's terms (amounts in kobo).
CREATE TABLE sim_transactions (
  transaction_reference text PRIMARY KEY,
  payment_reference text NOT NULL UNIQUE,
  amount_kobo bigint NOT NULL,
  amount_paid_kobo bigint NOT NULL DEFAULT 0,
  customer_name text NOT NULL DEFAULT '',
  customer_email text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  redirect_url text,
  status text NOT NULL DEFAULT 'PENDING',
  payment_method text,
  product_type text NOT NULL DEFAULT 'WEB_SDK',
  product_reference text,
  destination_account_number text,
  paid_on timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE SEQUENCE sim_account_number_seq;

CREATE TABLE sim_reserved_accounts (
  account_number text PRIMARY KEY,
  account_reference text NOT NULL,
  bank_code text NOT NULL,
  bank_name text NOT NULL,
  account_name text NOT NULL,
  customer_name text NOT NULL DEFAULT '',
  customer_email text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (account_reference, bank_code)
);

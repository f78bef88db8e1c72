-- A second payments provider, Paystack, beside Monnify. A card checkout and a customer's dedicated
-- account belong to one provider; a payment is credited once per provider and reference.

ALTER TABLE payments ADD COLUMN provider text NOT NULL DEFAULT 'monnify'
  CHECK (provider IN ('monnify', 'paystack'));

-- A Paystack dedicated account is one per customer; its account_reference is Paystack's customer
-- code, which a transfer's charge.success names.
ALTER TABLE virtual_accounts DROP CONSTRAINT virtual_accounts_bank_name_check;
ALTER TABLE virtual_accounts ADD CONSTRAINT virtual_accounts_bank_name_check
  CHECK (bank_name IN ('rehoboth', 'moniepoint', 'wema', 'paystack'));
ALTER TABLE virtual_accounts ADD COLUMN provider text NOT NULL DEFAULT 'monnify'
  CHECK (provider IN ('monnify', 'paystack'));

-- The owner's choices per payments provider: which one card checkouts go to first (set for all
-- rows in one statement; should two ever be preferred, the first by name goes first), and the charge
-- on a deposit into a dedicated account (basis points of the deposit, capped; 0 means no cap).
CREATE TABLE payment_provider_settings (
  provider text PRIMARY KEY CHECK (provider IN ('monnify', 'paystack')),
  preferred boolean NOT NULL DEFAULT false,
  deposit_charge_basis_points integer NOT NULL DEFAULT 0
    CHECK (deposit_charge_basis_points BETWEEN 0 AND 1000),
  deposit_charge_cap_kobo bigint NOT NULL DEFAULT 0 CHECK (deposit_charge_cap_kobo >= 0),
  updated_by integer,
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- Monnify stays the preferred provider; Paystack's deposit charge starts at 1% capped at ₦300.
INSERT INTO payment_provider_settings (provider, preferred, deposit_charge_basis_points,
  deposit_charge_cap_kobo)
VALUES ('monnify', true, 0, 0), ('paystack', false, 100, 30000);

-- The breakers of the payments providers' services (card checkout), the same shape and rules as
-- bills_breakers (purchases/breaker.ts), kept apart so routing of bills never sees them.
CREATE TABLE payments_breakers (
  provider text NOT NULL CHECK (provider IN ('monnify', 'paystack')),
  service_id text NOT NULL,
  failures integer NOT NULL DEFAULT 0,
  window_started_at timestamptz,
  opened_at timestamptz,
  probe_until timestamptz,
  PRIMARY KEY (provider, service_id)
);

-- Simulator: Paystack's transactions (checkouts and transfers into dedicated accounts), customers
-- and dedicated accounts, in Paystack's terms (amounts in kobo, as on its wire).
CREATE TABLE sim_paystack_transactions (
  id serial PRIMARY KEY,
  reference text NOT NULL UNIQUE,
  access_code text NOT NULL UNIQUE,
  amount_kobo bigint NOT NULL,
  email text NOT NULL DEFAULT '',
  callback_url text,
  -- abandoned until paid (success) or declined (failed)
  status text NOT NULL DEFAULT 'abandoned',
  channel text NOT NULL DEFAULT 'card',
  customer_code text,
  receiver_account_number text,
  paid_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sim_paystack_customers (
  id serial PRIMARY KEY,
  customer_code text NOT NULL UNIQUE,
  email text NOT NULL UNIQUE,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  phone text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sim_paystack_dedicated_accounts (
  account_number text PRIMARY KEY,
  customer_code text NOT NULL UNIQUE REFERENCES sim_paystack_customers (customer_code),
  bank_slug text NOT NULL,
  bank_name text NOT NULL,
  account_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The Paystack simulator's API may also answer a body that is not JSON (faults.ts).
ALTER TABLE sim_modes DROP CONSTRAINT sim_modes_mode_check;
ALTER TABLE sim_modes ADD CONSTRAINT sim_modes_mode_check
  CHECK (mode IN ('ok', 'down', 'timeout', 'no-float', 'unreadable'));

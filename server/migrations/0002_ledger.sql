-- The money ledger: every change of a wallet or bonus balance is one ledger entry, and every
-- operation a customer sees (funding, charge, bonus transfer, upgrade, purchase) is a transaction.
-- Money is integer kobo (bigint).

CREATE TABLE transactions (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- our own reference, shown to the customer
  tx_ref text NOT NULL UNIQUE,
  category_id integer REFERENCES categories(id),
  package_id integer REFERENCES packages(id),
  -- bonus_transfer, level_upgrade, level_downgrade, card_funding, bank_funding, bank_charge, purchase
  kind text NOT NULL,
  plan text,
  phone_no text,
  card_no text,
  description text NOT NULL DEFAULT '',
  response text,
  amount_kobo bigint NOT NULL CHECK (amount_kobo >= 0),
  token text,
  initial_balance_kobo bigint,
  new_balance_kobo bigint,
  status text NOT NULL CHECK (status IN ('pending', 'confirmed', 'failed', 'ignored', 'reversed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX transactions_user_recent_idx ON transactions (user_id, created_at DESC, id DESC);

-- Append-only. The UNIQUE (account, kind, reference) makes every external event or operation move
-- money at most once: a replay finds the entry already there and changes nothing.
CREATE TABLE ledger_entries (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  account text NOT NULL CHECK (account IN ('wallet', 'bonus')),
  amount_kobo bigint NOT NULL CHECK (amount_kobo <> 0),
  kind text NOT NULL,
  reference text NOT NULL,
  transaction_id integer REFERENCES transactions(id),
  balance_after_kobo bigint NOT NULL CHECK (balance_after_kobo >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (account, kind, reference)
);
CREATE INDEX ledger_entries_user_idx ON ledger_entries (user_id, account, id);

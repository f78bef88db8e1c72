-- Levels, catalogue, users, password resets, notices and rate limits.
-- Money is integer kobo (bigint); percentages are basis points (integer, 1% = 100).

CREATE TABLE levels (
  id smallint PRIMARY KEY,
  name text NOT NULL UNIQUE,
  upgrade_price_kobo bigint NOT NULL CHECK (upgrade_price_kobo >= 0)
);

CREATE TABLE categories (
  id integer PRIMARY KEY,
  name text NOT NULL,
  type text NOT NULL,
  image text NOT NULL
);

CREATE TABLE packages (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  category_id integer NOT NULL REFERENCES categories(id),
  title text NOT NULL,
  service_id text NOT NULL,
  image text NOT NULL,
  description text NOT NULL DEFAULT '',
  network_type text,
  sort_order integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true
);
CREATE INDEX packages_category_idx ON packages (category_id, sort_order);

-- Per-level rate of a package: discount (airtime, electricity), commission (airtime to cash)
-- or unit price (SMS).
CREATE TABLE package_rates (
  package_id integer NOT NULL REFERENCES packages(id) ON DELETE CASCADE,
  level_id smallint NOT NULL REFERENCES levels(id),
  discount_bp integer CHECK (discount_bp BETWEEN 0 AND 10000),
  commission_bp integer CHECK (commission_bp BETWEEN 0 AND 10000),
  unit_price_kobo bigint CHECK (unit_price_kobo >= 0),
  PRIMARY KEY (package_id, level_id)
);

CREATE TABLE plans (
  id serial PRIMARY KEY,
  package_id integer NOT NULL REFERENCES packages(id) ON DELETE CASCADE,
  variation_code text NOT NULL,
  title text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  UNIQUE (package_id, variation_code)
);

CREATE TABLE plan_prices (
  plan_id integer NOT NULL REFERENCES plans(id) ON DELETE CASCADE,
  level_id smallint NOT NULL REFERENCES levels(id),
  price_kobo bigint NOT NULL CHECK (price_kobo >= 0),
  PRIMARY KEY (plan_id, level_id)
);

CREATE TABLE users (
  id serial PRIMARY KEY,
  first_name text NOT NULL,
  last_name text NOT NULL,
  username text NOT NULL,
  email text NOT NULL,
  phone_no text NOT NULL,
  password_hash text NOT NULL,
  referred_by_id integer REFERENCES users(id),
  hear_us text NOT NULL,
  level_id smallint NOT NULL DEFAULT 1 REFERENCES levels(id),
  wallet_balance_kobo bigint NOT NULL DEFAULT 0 CHECK (wallet_balance_kobo >= 0),
  bonus_kobo bigint NOT NULL DEFAULT 0 CHECK (bonus_kobo >= 0),
  webhook_url text,
  -- bumped on password change and reset so older tokens stop working
  token_version integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));
CREATE UNIQUE INDEX users_username_key ON users (lower(username));

CREATE TABLE password_reset_tokens (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_reset_tokens_user_idx ON password_reset_tokens (user_id);

CREATE TABLE notices (
  id serial PRIMARY KEY,
  body text NOT NULL,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Shared by every server process: throttles login, register and password reset.
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  points integer NOT NULL,
  expire timestamptz
);

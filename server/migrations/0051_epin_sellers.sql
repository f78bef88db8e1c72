-- The business name and phone an agent prints on every card, set once.
CREATE TABLE epin_sellers (
  user_id integer PRIMARY KEY REFERENCES users (id),
  business_name text NOT NULL CHECK (char_length(business_name) BETWEEN 1 AND 40),
  phone text NOT NULL CHECK (char_length(phone) BETWEEN 1 AND 20),
  updated_at timestamptz NOT NULL DEFAULT now()
);

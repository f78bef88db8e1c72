-- Saved numbers ("beneficiaries"): the phone lines, meters, smart cards and JAMB profiles a
-- customer buys for, each with a name. A number is saved once per kind: (user, kind, number) is
-- unique. A meter keeps its type and disco, a smart card its cable service (service_id).
CREATE TABLE beneficiaries (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('phone', 'meter', 'smart_card', 'jamb_profile')),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 40),
  number text NOT NULL,
  meter_type text CHECK (meter_type IN ('prepaid', 'postpaid')),
  service_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, kind, number)
);

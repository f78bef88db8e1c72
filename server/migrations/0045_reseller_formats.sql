-- The API a key speaks: NairaTop's own (/api/v1, X-API-Key), or one of the two formats resellers'
-- code already speaks (MSORG, ADEX: /api/..., Authorization: Token). A key speaks exactly one; the
-- routes never guess it from the request.
ALTER TABLE api_keys ADD COLUMN format text NOT NULL DEFAULT 'nairatop'
  CHECK (format IN ('nairatop', 'msorg', 'adex'));

-- A key's map from the reseller's own plan ids (as its old supplier numbered them) to our plans.
-- A key with no row of a kind uses our plan ids for that kind; a key with rows uses only them, so
-- an id it never mapped is refused rather than read as one of ours.
CREATE TABLE api_key_plan_map (
  api_key_id integer NOT NULL REFERENCES api_keys (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('data', 'cable')),
  their_id text NOT NULL CHECK (their_id ~ '^[0-9A-Za-z_-]{1,40}$'),
  plan_id integer NOT NULL REFERENCES plans (id) ON DELETE CASCADE,
  -- what the reseller's list called it, kept to show beside our plan
  their_name text NOT NULL DEFAULT '',
  PRIMARY KEY (api_key_id, kind, their_id)
);

-- Staff of the operator console are users with a role: NULL is a customer, 'owner' may do
-- everything (staff, prices), 'support' works on customers and transactions within limits.
ALTER TABLE users ADD COLUMN role text CHECK (role IN ('owner', 'support'));
CREATE INDEX users_role_idx ON users (role) WHERE role IS NOT NULL;

-- A suspended user cannot sign in, buy or use an existing token; staff see why and who did it.
ALTER TABLE users ADD COLUMN suspended_at timestamptz;
ALTER TABLE users ADD COLUMN suspension_reason text;
ALTER TABLE users ADD COLUMN suspended_by integer REFERENCES users (id);

-- Every staff action, append-only: who (the staff user, or the ops command when staff_user_id is
-- NULL), when, what, on which subject, why, and the subject's state before and after.
CREATE TABLE staff_audit (
  id bigserial PRIMARY KEY,
  staff_user_id integer REFERENCES users (id),
  staff_email text NOT NULL,
  action text NOT NULL,
  subject_type text NOT NULL,
  subject_id text NOT NULL,
  reason text,
  before jsonb,
  after jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX staff_audit_created_idx ON staff_audit (created_at DESC, id DESC);
CREATE INDEX staff_audit_staff_idx ON staff_audit (staff_user_id, created_at DESC);
CREATE INDEX staff_audit_action_idx ON staff_audit (action, created_at DESC);

CREATE FUNCTION staff_audit_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit is append-only: % refused', TG_OP;
END;
$$;
CREATE TRIGGER staff_audit_append_only
  BEFORE UPDATE OR DELETE ON staff_audit
  FOR EACH ROW EXECUTE FUNCTION staff_audit_refuse_change();
CREATE TRIGGER staff_audit_no_truncate
  BEFORE TRUNCATE ON staff_audit
  FOR EACH STATEMENT EXECUTE FUNCTION staff_audit_refuse_change();

-- Console searches by phone among many customers (e-mail already has its unique index).
CREATE INDEX users_phone_idx ON users (phone_no);

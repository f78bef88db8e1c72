-- Referral codes instead of e-mails in shared links, one account per phone number, card checkouts
-- that expire, and the customer's choice to get a receipt by e-mail after each purchase.

-- A referral code: 8 characters from an alphabet without look-alikes (no 0/O, 1/I/L). Used as
-- the column's default, so the backfill and every new account get one from the same rule.
CREATE FUNCTION new_referral_code() RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  alphabet constant text := 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  code text;
BEGIN
  LOOP
    code := '';
    FOR i IN 1..8 LOOP
      code := code || substr(alphabet, 1 + floor(random() * length(alphabet))::int, 1);
    END LOOP;
    EXIT WHEN NOT EXISTS (SELECT 1 FROM users WHERE referral_code = code);
  END LOOP;
  RETURN code;
END;
$$;

ALTER TABLE users ADD COLUMN referral_code text;
UPDATE users SET referral_code = new_referral_code() WHERE referral_code IS NULL;
ALTER TABLE users ALTER COLUMN referral_code SET DEFAULT new_referral_code();
ALTER TABLE users ALTER COLUMN referral_code SET NOT NULL;
CREATE UNIQUE INDEX users_referral_code_key ON users (referral_code);

-- Phones are stored in their local form (08031234567): earlier sign-ups kept '+0…' as typed.
UPDATE users SET phone_no = regexp_replace(phone_no, '[\s+-]', '', 'g')
  WHERE phone_no ~ '[\s+-]';
UPDATE users SET phone_no = '0' || substr(phone_no, 4)
  WHERE phone_no ~ '^234\d{10}$';

-- One account per phone number, for every write from now on. Numbers that several existing
-- accounts already share are kept as they are (the accounts stay usable): the oldest account holds
-- the number, the later ones are marked and left out of the unique index until they change it.
ALTER TABLE users ADD COLUMN phone_shared_before_unique boolean NOT NULL DEFAULT false;
UPDATE users SET phone_shared_before_unique = true
  WHERE EXISTS (
    SELECT 1 FROM users older WHERE older.phone_no = users.phone_no AND older.id < users.id
  );
CREATE UNIQUE INDEX users_phone_no_key ON users (phone_no) WHERE NOT phone_shared_before_unique;

-- A card checkout nobody paid within the provider's window is 'expired' (a payment confirmed
-- later is still credited: the settling code turns it confirmed).
ALTER TABLE transactions DROP CONSTRAINT transactions_status_check;
ALTER TABLE transactions ADD CONSTRAINT transactions_status_check
  CHECK (status IN ('pending', 'confirmed', 'failed', 'ignored', 'reversed', 'expired'));
CREATE INDEX payments_pending_idx ON payments (created_at) WHERE status = 'PENDING';

-- "E-mail me a receipt after each purchase": null while off, else when it was turned on (only
-- purchases from then on are mailed). receipt_mailed_at marks a purchase whose receipt went out, so
-- each is mailed once whichever process sends it.
ALTER TABLE users ADD COLUMN email_receipts_since timestamptz;
CREATE INDEX users_email_receipts_idx ON users (id) WHERE email_receipts_since IS NOT NULL;
ALTER TABLE transactions ADD COLUMN receipt_mailed_at timestamptz;

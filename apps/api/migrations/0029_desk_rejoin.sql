-- A former member rejoined at the club's desk, and the approval queue's trail (docs/decisions/0039).

-- A rejoin a seller vouched for: the advisor found a former member and chose Rejoin, and the server
-- handed the desk a short-lived, single-use token bound to the seller's session, the person and the
-- club of the sale. Only the token's SHA-256 is kept. Staging takes it as the proof that maps the
-- primary member to the former member's party and account (it binds the token to the first cart
-- staged with it); completion marks it used with the membership it made. The session id is kept
-- without a foreign key: a session that ended simply matches no live session again, and the row
-- still says who vouched.
CREATE TABLE desk_rejoins (
  token_hash text PRIMARY KEY,
  staff_session_id uuid NOT NULL,
  staff_id uuid NOT NULL REFERENCES staff_accounts,
  staff_name text NOT NULL,
  party_id text NOT NULL,
  former_membership_id text NOT NULL REFERENCES memberships,
  mms_club_id text NOT NULL REFERENCES clubs,
  issued_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  cart_id text REFERENCES carts,
  used_at timestamptz,
  membership_id text REFERENCES memberships,
  CHECK ((used_at IS NULL) = (membership_id IS NULL))
);
CREATE INDEX desk_rejoins_by_cart ON desk_rejoins (cart_id) WHERE cart_id IS NOT NULL;

-- The staff audit trail also keeps what team members decide about a sale before it is a
-- membership (a held sale approved or rejected): such an entry names its cart, and completion
-- gives it the membership the sale made, so the member's timeline shows it.
ALTER TABLE staff_audit_trail ALTER COLUMN membership_id DROP NOT NULL;
ALTER TABLE staff_audit_trail ADD COLUMN cart_id text REFERENCES carts;
ALTER TABLE staff_audit_trail ADD CONSTRAINT staff_audit_trail_names_what
  CHECK (membership_id IS NOT NULL OR cart_id IS NOT NULL);
CREATE INDEX staff_audit_trail_by_cart ON staff_audit_trail (cart_id) WHERE cart_id IS NOT NULL;

-- A person is one record of the member search: a member row is superseded once the same party
-- holds a later membership (by start date, then membership id, as the existing-membership lookup
-- orders them), so a former member who rejoined is found once, on the membership they hold now.
-- Like the club and status of decision 0031, no code writes the column: a trigger keeps it.
ALTER TABLE membership_members ADD COLUMN superseded boolean NOT NULL DEFAULT false;
UPDATE membership_members mm SET superseded = true
FROM memberships m
WHERE m.membership_id = mm.membership_id AND mm.member_type <> 'purchaser'
  AND EXISTS (
    SELECT 1 FROM membership_members later
    JOIN memberships lm ON lm.membership_id = later.membership_id
    WHERE later.party_id = mm.party_id AND later.member_type <> 'purchaser'
      AND (lm.started_on, lm.membership_id) > (m.started_on, m.membership_id));

CREATE FUNCTION membership_members_supersede() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  joined_on date;
BEGIN
  SELECT started_on INTO joined_on FROM memberships WHERE membership_id = NEW.membership_id;
  -- The party's earlier member rows give way to this one...
  UPDATE membership_members mm SET superseded = true
  FROM memberships m
  WHERE mm.party_id = NEW.party_id AND mm.member_type <> 'purchaser' AND NOT mm.superseded
    AND m.membership_id = mm.membership_id
    AND (m.started_on, m.membership_id) < (joined_on, NEW.membership_id);
  -- ...and this one to a later one the party already holds.
  UPDATE membership_members SET superseded = true
  WHERE member_id = NEW.member_id AND EXISTS (
    SELECT 1 FROM membership_members later
    JOIN memberships lm ON lm.membership_id = later.membership_id
    WHERE later.party_id = NEW.party_id AND later.member_type <> 'purchaser'
      AND (lm.started_on, lm.membership_id) > (joined_on, NEW.membership_id));
  RETURN NULL;
END $$;
CREATE TRIGGER membership_members_supersede
  AFTER INSERT ON membership_members
  FOR EACH ROW WHEN (NEW.member_type <> 'purchaser')
  EXECUTE FUNCTION membership_members_supersede();

-- Member search filtered by club or status (product/team-portal.md#search-all-members; decision
-- 0031): each member row carries its membership's club and status, so a filtered search reads one
-- index of members instead of looking up the membership of every name that matches.
ALTER TABLE membership_members ADD COLUMN mms_club_id text;
ALTER TABLE membership_members ADD COLUMN membership_status text;
UPDATE membership_members mm SET mms_club_id = m.mms_club_id, membership_status = m.membership_status
FROM memberships m WHERE m.membership_id = mm.membership_id;
ALTER TABLE membership_members ALTER COLUMN mms_club_id SET NOT NULL;
ALTER TABLE membership_members ALTER COLUMN membership_status SET NOT NULL;

-- A member takes the club and status of the membership it joins; a membership's change of club
-- or status reaches its members in the same statement. No code writes these two columns.
CREATE FUNCTION membership_members_take_standing() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT mms_club_id, membership_status INTO NEW.mms_club_id, NEW.membership_status
  FROM memberships WHERE membership_id = NEW.membership_id;
  RETURN NEW;
END $$;
CREATE TRIGGER membership_members_take_standing
  BEFORE INSERT OR UPDATE OF membership_id ON membership_members
  FOR EACH ROW EXECUTE FUNCTION membership_members_take_standing();

CREATE FUNCTION memberships_pass_standing() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE membership_members
  SET mms_club_id = NEW.mms_club_id, membership_status = NEW.membership_status
  WHERE membership_id = NEW.membership_id;
  RETURN NULL;
END $$;
CREATE TRIGGER memberships_pass_standing
  AFTER UPDATE OF mms_club_id, membership_status ON memberships
  FOR EACH ROW
  WHEN (OLD.mms_club_id IS DISTINCT FROM NEW.mms_club_id
    OR OLD.membership_status IS DISTINCT FROM NEW.membership_status)
  EXECUTE FUNCTION memberships_pass_standing();

-- A first name read in name order (first, then last), as a search by either name lists the
-- members whose first name alone matches.
DROP INDEX membership_members_first_name_prefix;
CREATE INDEX membership_members_first_name_prefix
  ON membership_members (lower(first_name) text_pattern_ops, lower(last_name) text_pattern_ops);
-- A club's members by either name.
CREATE INDEX membership_members_club_last_name_prefix ON membership_members
  (mms_club_id, lower(last_name) text_pattern_ops, lower(first_name) text_pattern_ops);
CREATE INDEX membership_members_club_first_name_prefix ON membership_members
  (mms_club_id, lower(first_name) text_pattern_ops, lower(last_name) text_pattern_ops);
-- Members of the rarer statuses by name (most members are Active; their search reads the name
-- indexes and skips the few others).
CREATE INDEX membership_members_status_last_name_prefix ON membership_members
  (membership_status, lower(last_name) text_pattern_ops, lower(first_name) text_pattern_ops)
  WHERE membership_status <> 'Active';

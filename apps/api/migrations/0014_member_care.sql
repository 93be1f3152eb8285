-- The portal's member work (product/team-portal.md#new-member-onboarding, #search-all-members,
-- #member-details): when a membership joined, club visits, onboarding stages done, the audit trail
-- of staff changes, and the indexes member search needs at chain scale (docs/decisions/0024).
-- Every time is written from the app's clock.

-- The instant a membership joined: onboarding's stages are due from it. A membership bought
-- through an order joined when the order completed; one the member system already held, at the
-- start of its first day.
ALTER TABLE memberships ADD COLUMN joined_at timestamptz;
UPDATE memberships m SET joined_at = COALESCE(
  (SELECT o.completed_at FROM orders o WHERE o.membership_id = m.membership_id),
  m.started_on::timestamp AT TIME ZONE 'UTC');
ALTER TABLE memberships ALTER COLUMN joined_at SET NOT NULL;
-- A club's newest joins (onboarding list, today queue).
CREATE INDEX memberships_by_club_joined ON memberships (mms_club_id, joined_at DESC);

-- Member search: prefixes of names, email and a phone's digits, compared without case. A
-- text_pattern_ops index serves `LIKE 'prefix%'` whatever the database's collation.
CREATE INDEX membership_members_last_name_prefix
  ON membership_members (lower(last_name) text_pattern_ops, lower(first_name) text_pattern_ops);
CREATE INDEX membership_members_first_name_prefix
  ON membership_members (lower(first_name) text_pattern_ops);
CREATE INDEX membership_members_email_prefix ON membership_members (lower(email) text_pattern_ops);
CREATE INDEX membership_members_phone_digits_prefix
  ON membership_members ((regexp_replace(phone_number, '\D', '', 'g')) text_pattern_ops);
CREATE INDEX membership_members_by_membership ON membership_members (membership_id);

-- A member's visit to a club, from a staff check-in or the club's door reader. The membership is
-- kept beside the member so a membership's last visit is one index read.
CREATE TABLE club_visits (
  visit_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id text NOT NULL REFERENCES membership_members ON DELETE CASCADE,
  membership_id text NOT NULL REFERENCES memberships ON DELETE CASCADE,
  mms_club_id text NOT NULL REFERENCES clubs,
  visited_at timestamptz NOT NULL,
  recorded_by text NOT NULL CHECK (recorded_by IN ('staff', 'doorReader')),
  staff_id text
);
CREATE INDEX club_visits_by_membership ON club_visits (membership_id, visited_at DESC);
CREATE INDEX club_visits_by_member ON club_visits (member_id, visited_at DESC);

-- An onboarding stage a team member marked done, once per membership and stage, with their note.
CREATE TABLE onboarding_completions (
  membership_id text NOT NULL REFERENCES memberships ON DELETE CASCADE,
  stage text NOT NULL CHECK (stage IN ('welcomeCall', 'orientationBooked', 'fitnessAssessment',
    'week2Check', 'review30', 'review60', 'review90')),
  done_at timestamptz NOT NULL,
  staff_id text NOT NULL,
  note text NOT NULL,
  PRIMARY KEY (membership_id, stage)
);

-- Every change a team member makes to a member (the issue's audit trail): who, when, which
-- membership (and member), what, and the record before and after. Rows are only ever added.
CREATE TABLE staff_audit_trail (
  audit_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  staff_id text NOT NULL,
  staff_name text NOT NULL,
  acted_at timestamptz NOT NULL,
  membership_id text NOT NULL REFERENCES memberships ON DELETE CASCADE,
  member_id text,
  action text NOT NULL,
  before jsonb,
  after jsonb
);
CREATE INDEX staff_audit_trail_by_membership ON staff_audit_trail (membership_id, acted_at DESC);

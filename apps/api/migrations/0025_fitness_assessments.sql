-- Fitness assessments trainers record in member details (product/team-portal.md#assessments,
-- docs/decisions/0034): one row per assessment of a member, with the screening, measurements and
-- tests as the domain's schema parsed them. Rows are only ever added; a re-test is a new row, so
-- each measure is kept over time.
CREATE TABLE fitness_assessments (
  assessment_id text PRIMARY KEY,
  member_id text NOT NULL REFERENCES membership_members ON DELETE CASCADE,
  membership_id text NOT NULL REFERENCES memberships ON DELETE CASCADE,
  -- The membership's club when it was recorded: its calendar dates the assessment.
  mms_club_id text NOT NULL REFERENCES clubs,
  -- The club's calendar date it was taken on; recorded_at is the app's clock when it was entered.
  assessed_on date NOT NULL,
  recorded_at timestamptz NOT NULL,
  staff_id text NOT NULL,
  staff_name text NOT NULL,
  screening jsonb NOT NULL,
  measurements jsonb NOT NULL,
  tests jsonb NOT NULL
);
-- A member's history, newest first (the tab, days since last assessed).
CREATE INDEX fitness_assessments_by_member
  ON fitness_assessments (member_id, assessed_on DESC, recorded_at DESC);
CREATE INDEX fitness_assessments_by_membership ON fitness_assessments (membership_id);

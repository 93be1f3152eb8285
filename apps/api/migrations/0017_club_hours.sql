-- A club's opening hours as location admin keeps them (issue 18; docs/decisions/0026): the week's
-- blocks per weekday and the holiday exceptions, one JSON document per club that the domain's
-- OpeningHours schema checked before it was written. The clubs catalog is left as it is.
CREATE TABLE club_hours (
  mms_club_id text PRIMARY KEY REFERENCES clubs,
  hours jsonb NOT NULL,
  updated_at timestamptz NOT NULL
);

-- Who changed a club's hours and when, with the hours before and after. Rows are only ever added;
-- the demo hours written at seeding have no row (no team member wrote them).
CREATE TABLE club_hours_changes (
  change_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  mms_club_id text NOT NULL REFERENCES clubs,
  staff_id text NOT NULL,
  staff_name text NOT NULL,
  changed_at timestamptz NOT NULL,
  before jsonb,
  after jsonb NOT NULL
);
CREATE INDEX club_hours_changes_by_club ON club_hours_changes (mms_club_id, changed_at DESC);

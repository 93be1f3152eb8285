-- The workouts library and trainer bios (issue 19; docs/decisions/0029).

-- Exercises of the three libraries: the chain's master library (library 'master', loaded from
-- data/demo/exercises.json into an empty table), a club's ('club', club_id) and a team member's own
-- ('mine', owner_staff_id). A copy is a new row naming its original in copied_from; the original
-- is never written by a copy.
CREATE TABLE library_exercises (
  exercise_id text PRIMARY KEY,
  library text NOT NULL CHECK (library IN ('master', 'club', 'mine')),
  club_id text REFERENCES clubs,
  owner_staff_id uuid REFERENCES staff_accounts,
  copied_from text REFERENCES library_exercises,
  name text NOT NULL,
  description text NOT NULL,
  primary_muscles text[] NOT NULL,
  secondary_muscles text[] NOT NULL,
  equipment text NOT NULL,
  level text NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK ((library = 'club') = (club_id IS NOT NULL)),
  CHECK ((library = 'mine') = (owner_staff_id IS NOT NULL))
);
CREATE INDEX library_exercises_by_name ON library_exercises (lower(name), exercise_id);

-- Workouts: ordered exercises with sets and reps or a duration (items, as the domain's schema
-- checked them), in the same three libraries.
CREATE TABLE library_workouts (
  workout_id text PRIMARY KEY,
  library text NOT NULL CHECK (library IN ('master', 'club', 'mine')),
  club_id text REFERENCES clubs,
  owner_staff_id uuid REFERENCES staff_accounts,
  copied_from text REFERENCES library_workouts,
  name text NOT NULL,
  notes text NOT NULL,
  items jsonb NOT NULL,
  updated_at timestamptz NOT NULL,
  updated_by_name text,
  CHECK ((library = 'club') = (club_id IS NOT NULL)),
  CHECK ((library = 'mine') = (owner_staff_id IS NOT NULL))
);

-- A team member's bio as they edit it (draft, the domain's BioFields), where its review stands,
-- and the version a manager last approved with the name and clubs the staff account had then
-- (published, null until then): the public pages read only published. Photos are not uploaded:
-- a team member picks an avatar (decision 0029).
CREATE TABLE staff_bios (
  staff_id uuid PRIMARY KEY REFERENCES staff_accounts,
  slug text NOT NULL UNIQUE,
  draft jsonb NOT NULL,
  review text NOT NULL CHECK (review IN ('editing', 'submitted', 'approved', 'rejected')),
  review_note text,
  published jsonb,
  published_at timestamptz,
  reviewed_by_name text,
  updated_at timestamptz NOT NULL
);

-- Testimonials for a team member from members or visitors (name and email); shown only once a
-- manager approved them.
CREATE TABLE staff_testimonials (
  testimonial_id uuid PRIMARY KEY,
  staff_id uuid NOT NULL REFERENCES staff_accounts,
  author_name text NOT NULL,
  author_email text NOT NULL,
  body text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
  submitted_at timestamptz NOT NULL,
  reviewed_at timestamptz,
  reviewed_by_name text
);
CREATE INDEX staff_testimonials_by_staff ON staff_testimonials (staff_id, status);

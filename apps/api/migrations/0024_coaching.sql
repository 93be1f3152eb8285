-- Coaching (issue 19; docs/decisions/0033): training packages, clients, sessions.

-- The training packages a club sells: sessions, price in cents, validity in days.
CREATE TABLE training_packages (
  package_id uuid PRIMARY KEY,
  club_id text NOT NULL REFERENCES clubs,
  name text NOT NULL,
  sessions integer NOT NULL CHECK (sessions > 0),
  price_cents integer NOT NULL CHECK (price_cents >= 0),
  validity_days integer NOT NULL CHECK (validity_days > 0),
  created_by uuid NOT NULL REFERENCES staff_accounts,
  created_at timestamptz NOT NULL
);
CREATE INDEX training_packages_by_club ON training_packages (club_id, lower(name));

-- A person a club's trainers coach, with the balance of their training: a member whose sale
-- bought personal training (membership_id, one client per membership) or a person without a
-- membership (names, email and phone as the member forms check them). trainer_id is null until
-- someone assigns them.
CREATE TABLE coaching_clients (
  client_id uuid PRIMARY KEY,
  club_id text NOT NULL REFERENCES clubs,
  membership_id text UNIQUE REFERENCES memberships,
  member_id text,
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text,
  phone_number text,
  trainer_id uuid REFERENCES staff_accounts,
  sessions_left integer NOT NULL CHECK (sessions_left >= 0),
  valid_until timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX coaching_clients_by_club ON coaching_clients (club_id, trainer_id);

-- A session planned and logged for a client: when, the exercises (as the domain's schema checked
-- them), the trainer's notes (kept here, apart from the member's record) and when it was completed.
CREATE TABLE coaching_sessions (
  session_id uuid PRIMARY KEY,
  client_id uuid NOT NULL REFERENCES coaching_clients ON DELETE CASCADE,
  trainer_id uuid NOT NULL REFERENCES staff_accounts,
  trainer_name text NOT NULL,
  session_date date NOT NULL,
  session_time text NOT NULL,
  exercises jsonb NOT NULL,
  notes text NOT NULL,
  completed_at timestamptz
);
CREATE INDEX coaching_sessions_by_client ON coaching_sessions (client_id, session_date DESC, session_time DESC);

-- A one-time code a member gives a trainer from their account page (valid 15 minutes): only its
-- hash is kept. A new code voids the member's earlier ones; wrong tries are counted and, past the
-- limit, void the code.
CREATE TABLE trainer_access_codes (
  code_id uuid PRIMARY KEY,
  membership_id text NOT NULL REFERENCES memberships ON DELETE CASCADE,
  member_id text NOT NULL,
  code_hash text NOT NULL,
  issued_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  wrong_tries integer NOT NULL DEFAULT 0,
  used_at timestamptz
);
CREATE INDEX trainer_access_codes_by_membership ON trainer_access_codes (membership_id, issued_at DESC);

-- A member's consent that a team member acts for them (logs sessions, assigns programs), from the
-- code they gave, until a fitness or club manager or administrator revokes it.
CREATE TABLE trainer_grants (
  grant_id uuid PRIMARY KEY,
  membership_id text NOT NULL REFERENCES memberships ON DELETE CASCADE,
  member_id text NOT NULL,
  staff_id uuid NOT NULL REFERENCES staff_accounts,
  staff_name text NOT NULL,
  granted_at timestamptz NOT NULL,
  revoked_at timestamptz,
  revoked_by_name text
);
CREATE INDEX trainer_grants_by_membership ON trainer_grants (membership_id, staff_id);

-- A client's program: workouts of the library in order over weeks (weeks: [{ workoutIds }], as
-- the domain's schema checked them). The newest is the client's program.
CREATE TABLE coaching_programs (
  program_id uuid PRIMARY KEY,
  client_id uuid NOT NULL REFERENCES coaching_clients ON DELETE CASCADE,
  name text NOT NULL,
  weeks jsonb NOT NULL,
  assigned_by_name text NOT NULL,
  assigned_at timestamptz NOT NULL
);
CREATE INDEX coaching_programs_by_client ON coaching_programs (client_id, assigned_at DESC);

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

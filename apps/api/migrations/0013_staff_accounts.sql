-- Team members of the portal (product/team-portal.md#staff-roles), apart from the members'
-- `accounts`: a member's login never signs a team member in, nor the other way round. Every time
-- is written from the app's clock (decision 0023).

-- A team member: one per email, compared without case through email_key; the password only as its
-- scrypt hash; one role; an inactive one cannot sign in and has no sessions.
CREATE TABLE staff_accounts (
  staff_id uuid PRIMARY KEY,
  email text NOT NULL,
  email_key text NOT NULL UNIQUE,
  display_name text NOT NULL,
  password_hash text NOT NULL,
  role text NOT NULL CHECK (
    role IN (
      'salesAdvisor',
      'memberServices',
      'personalTrainer',
      'fitnessManager',
      'clubManager',
      'administrator'
    )
  ),
  active boolean NOT NULL,
  created_at timestamptz NOT NULL
);

-- The clubs a team member works at (an administrator acts for every club whatever is here).
CREATE TABLE staff_clubs (
  staff_id uuid NOT NULL REFERENCES staff_accounts ON DELETE CASCADE,
  mms_club_id text NOT NULL REFERENCES clubs,
  PRIMARY KEY (staff_id, mms_club_id)
);
CREATE INDEX staff_clubs_by_club ON staff_clubs (mms_club_id);

-- Team members' sessions, like sso_sessions: only the SHA-256 of the SSO id is kept, so a copy of
-- this table signs no one in; idle and absolute expiry are the members' (ssoSession).
CREATE TABLE staff_sessions (
  session_id uuid PRIMARY KEY,
  sso_hash text NOT NULL UNIQUE,
  staff_id uuid NOT NULL REFERENCES staff_accounts ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL
);
CREATE INDEX staff_sessions_by_staff ON staff_sessions (staff_id);
CREATE INDEX staff_sessions_by_last_seen ON staff_sessions (last_seen_at);

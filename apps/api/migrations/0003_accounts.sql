-- Accounts, sign-in, profiles and former memberships
-- (product/decisions-and-platform.md#demo-catalog). Every time is written from the app's clock,
-- never the database's now(), so tests can fix it.

-- Identity: one account per username (an email), compared without case through username_key.
-- The password is a scrypt hash with its salt and parameters (never the password itself); the
-- update token, kept as a SHA-256 hash, lets the caller who reserved an identity change it.
CREATE TABLE accounts (
  party_id text PRIMARY KEY,
  username text NOT NULL,
  username_key text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  employee_id text,
  update_token_hash text,
  activated boolean NOT NULL,
  suspended_by_staff boolean NOT NULL DEFAULT false,
  must_change_password boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL
);

-- Failed logins in a row and the lock they lead to, per username (known or not, so the lock
-- never tells whether an account exists).
CREATE TABLE login_lockouts (
  username_key text PRIMARY KEY,
  failed_attempts integer NOT NULL,
  locked_until timestamptz
);

-- Login attempts per fixed window, per bucket ('account:<username>' or 'address:<ip>').
CREATE TABLE login_attempt_counts (
  bucket text NOT NULL,
  window_start timestamptz NOT NULL,
  attempts integer NOT NULL,
  PRIMARY KEY (bucket, window_start)
);
CREATE INDEX login_attempt_counts_by_window ON login_attempt_counts (window_start);

-- Server-side SSO sessions. Only SHA-256 hashes of the SSO id and the profile token are kept, so
-- a copy of this table signs no one in.
CREATE TABLE sso_sessions (
  session_id uuid PRIMARY KEY,
  sso_hash text NOT NULL UNIQUE,
  profile_token_hash text NOT NULL UNIQUE,
  party_id text NOT NULL REFERENCES accounts ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL
);
CREATE INDEX sso_sessions_by_party ON sso_sessions (party_id);
CREATE INDEX sso_sessions_by_last_seen ON sso_sessions (last_seen_at);

-- Remember tokens (product/accounts-and-sign-in.md#member-state), hashed like the sessions.
CREATE TABLE remember_tokens (
  token_hash text PRIMARY KEY,
  party_id text NOT NULL REFERENCES accounts ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);
CREATE INDEX remember_tokens_by_expiry ON remember_tokens (expires_at);

-- The key that signs the profile's jwt: made once, shared by every process using this database.
CREATE TABLE auth_signing_keys (
  id integer PRIMARY KEY CHECK (id = 1),
  secret text NOT NULL
);

-- Profiles (product/accounts-and-sign-in.md#profile): personalization, and the member figures as
-- last cached (product/accounts-and-sign-in.md#guest-passes).
CREATE TABLE profiles (
  party_id text PRIMARY KEY REFERENCES accounts ON DELETE CASCADE,
  personalization jsonb NOT NULL,
  last_cache_date text NOT NULL,
  club_visits integer NOT NULL CHECK (club_visits >= 0),
  guest_pass_period text NOT NULL CHECK (guest_pass_period IN ('month', 'year')),
  guest_pass_balance integer NOT NULL CHECK (guest_pass_balance >= 0),
  guest_pass_total integer NOT NULL CHECK (guest_pass_total >= 0)
);

-- Memberships as the member system holds them
-- (product/accounts-and-sign-in.md#existing-membership-lookup). The status is kept as written: the
-- member system may hold statuses the spec does not name.
CREATE TABLE memberships (
  membership_id text PRIMARY KEY,
  mms_club_id text NOT NULL REFERENCES clubs,
  membership_status text NOT NULL,
  termination_reason text,
  is_digital boolean NOT NULL,
  is_freemium boolean NOT NULL,
  membership_level text NOT NULL,
  started_on date NOT NULL
);

-- The people of a membership: its primary member, additional members and juniors, in order.
CREATE TABLE membership_members (
  member_id text PRIMARY KEY,
  membership_id text NOT NULL REFERENCES memberships ON DELETE CASCADE,
  member_type text NOT NULL CHECK (member_type IN ('primary', 'additional', 'junior')),
  position integer NOT NULL,
  party_id text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  date_of_birth date NOT NULL,
  email text,
  phone_number text,
  gender text CHECK (gender IN ('Male', 'Female')),
  street text,
  city text,
  state text,
  country text CHECK (country IN ('US', 'CA')),
  zip text,
  UNIQUE (membership_id, member_type, position)
);
CREATE INDEX membership_members_by_party ON membership_members (party_id);

-- The demo accounts and memberships are loaded once, into an empty database; this row says so.
CREATE TABLE demo_data_loads (
  id integer PRIMARY KEY CHECK (id = 1),
  loaded_at timestamptz NOT NULL DEFAULT now(),
  account_count integer NOT NULL
);

-- In-club sales, the rest of issue 20 (docs/decisions/0035).

-- A team-member session bound to a kiosk: the club the kiosk sells for, set when the settings page
-- binds the device in kiosk mode, cleared only by the unlock (the seller's password). While it is
-- set the session reaches no portal endpoint, only the sale at that club.
ALTER TABLE staff_sessions ADD COLUMN kiosk_club_id text REFERENCES clubs;

-- An in-club sale held for a club manager's approval instead of paid (docs/decisions/0035): one
-- row per cart, the version of the sale it holds (the cart's version and a SHA-256 of what was
-- staged: a sale changed since is not the one approved), the member's consent as typed, who held it
-- and who decided. Holding charges nothing; completion refuses the cart until the hold is approved
-- for the sale as it stands.
CREATE TABLE sale_holds (
  cart_id text PRIMARY KEY REFERENCES carts,
  sale_version text NOT NULL,
  mms_club_id text NOT NULL REFERENCES clubs,
  status text NOT NULL CHECK (status IN ('held', 'approved', 'rejected')),
  consent_name text NOT NULL,
  held_by_staff_id uuid NOT NULL REFERENCES staff_accounts,
  held_by_name text NOT NULL,
  held_at timestamptz NOT NULL,
  decided_by_staff_id uuid REFERENCES staff_accounts,
  decided_by_name text,
  decided_at timestamptz,
  reason text,
  CHECK ((status = 'held') = (decided_at IS NULL)),
  CHECK ((status = 'rejected') = (reason IS NOT NULL))
);
CREATE INDEX sale_holds_waiting_by_club ON sale_holds (mms_club_id, held_at) WHERE status = 'held';

-- The sale funnel of the sales dashboard (docs/decisions/0035): per cart, its club and channel, when
-- its first step was seen and the furthest step the server saw (1 cart saved, 2 staged, 3 payment
-- method recorded, 4 completed), with the completion's instant: joins by day are its completed rows.
CREATE TABLE sale_funnel (
  cart_id text PRIMARY KEY REFERENCES carts,
  mms_club_id text NOT NULL REFERENCES clubs,
  channel text NOT NULL CHECK (channel IN ('Online', 'InClub')),
  started_at timestamptz NOT NULL,
  furthest_step smallint NOT NULL CHECK (furthest_step BETWEEN 1 AND 4),
  completed_at timestamptz,
  CHECK ((furthest_step = 4) = (completed_at IS NOT NULL))
);
CREATE INDEX sale_funnel_started_by_club ON sale_funnel (mms_club_id, started_at);
CREATE INDEX sale_funnel_completed_by_club ON sale_funnel (mms_club_id, completed_at)
  WHERE completed_at IS NOT NULL;

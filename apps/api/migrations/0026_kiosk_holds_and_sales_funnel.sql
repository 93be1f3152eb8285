-- In-club sales, the rest of issue 20 (docs/decisions/0035).

-- A team-member session bound to a kiosk: the club the kiosk sells for, set when the settings page
-- binds the device in kiosk mode, cleared only by the unlock (the seller's password). While it is
-- set the session reaches no portal endpoint, only the sale at that club.
ALTER TABLE staff_sessions ADD COLUMN kiosk_club_id text REFERENCES clubs;

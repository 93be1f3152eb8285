-- A member account's sign-ins (product/team-portal.md#member-details, connectivity): how many
-- password sign-ins it has had and when the last was. Sessions are deleted on sign-out and
-- expiry, so they cannot tell it afterwards.
ALTER TABLE accounts ADD COLUMN sign_in_count integer NOT NULL DEFAULT 0;
ALTER TABLE accounts ADD COLUMN last_signed_in_at timestamptz;

-- A membership its member cancelled online (product/accounts-and-sign-in.md#a-members-own-account):
-- when they did (from the app's clock) and the last day it may be used. Set once: a second
-- cancellation finds it set and changes nothing, so the confirmation email is written once.
ALTER TABLE memberships
  ADD COLUMN cancelled_at timestamptz,
  ADD COLUMN ends_on date;

-- What each new member chose on the experiences page after purchase
-- (product/pages.md#new-member-experiences); saving again replaces the earlier choice.
CREATE TABLE experience_submissions (
  member_id text PRIMARY KEY,
  party_id text NOT NULL,
  mms_club_id text NOT NULL REFERENCES clubs,
  confirmation_page_driver text NOT NULL,
  membership_level text NOT NULL,
  skip boolean NOT NULL,
  experience_ids text[] NOT NULL,
  submitted_at timestamptz NOT NULL
);

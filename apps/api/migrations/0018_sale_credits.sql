-- Who sold an in-club sale (issue 20; docs/decisions/0028): the signed-in team member whose
-- session staged it, and optionally a second team member of the club who shares the credit, each
-- with a whole percentage (the domain's split schema checked they add up to 100). One row per
-- staged cart, replaced when the cart is staged again; names are kept as they were at the sale.
-- membership_id is written when the sale completes, so onboarding finds the credit by membership.
CREATE TABLE sale_credits (
  cart_id text PRIMARY KEY REFERENCES carts,
  mms_club_id text NOT NULL,
  seller_staff_id uuid NOT NULL REFERENCES staff_accounts,
  seller_name text NOT NULL,
  seller_percent integer NOT NULL CHECK (seller_percent BETWEEN 1 AND 100),
  partner_staff_id uuid REFERENCES staff_accounts,
  partner_name text,
  partner_percent integer CHECK (partner_percent BETWEEN 1 AND 99),
  membership_id text UNIQUE,
  credited_at timestamptz NOT NULL,
  CHECK (
    (partner_staff_id IS NULL AND partner_name IS NULL AND partner_percent IS NULL
      AND seller_percent = 100)
    OR (partner_staff_id IS NOT NULL AND partner_name IS NOT NULL
      AND seller_percent + partner_percent = 100 AND partner_staff_id <> seller_staff_id)
  )
);

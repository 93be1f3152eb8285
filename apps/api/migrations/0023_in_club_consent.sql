-- The member's consent to an in-club sale (docs/decisions/0028): the name they typed on the
-- review-payment page, as completion checked it against the payer's, and when. Online sales have
-- no sale_credits row and give their consent by the agreements alone.
ALTER TABLE sale_credits ADD COLUMN consent_name text;
ALTER TABLE sale_credits ADD COLUMN consented_at timestamptz;

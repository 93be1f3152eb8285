-- What a completed order keeps of the link the sale came through
-- (product/club-and-entry.md#entry-links, product/payment-and-confirmation.md#what-a-purchase-creates):
-- the sales opportunity and contact, the referral, the employee the sale was made through (the
-- link's verified employee id, else the one its employee referral coupon carries) and the
-- purchaser flow. Orders completed before hold none.
ALTER TABLE orders
  ADD COLUMN opportunity_id text,
  ADD COLUMN contact_id text,
  ADD COLUMN referral text,
  ADD COLUMN employee_id text,
  ADD COLUMN purchaser_flow text CHECK (purchaser_flow IN ('Purchaser', 'PurchaserChild'));

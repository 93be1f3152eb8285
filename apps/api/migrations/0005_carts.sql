-- Membership carts (product/cart.md#saving-a-cart; #who-prices-a-cart: the one authority on what a
-- member pays). A cart keeps what was asked (club, product, quantities, promotion, coupon, add-ons,
-- referral, payment kind...), the plain data it was priced from (so a fetch re-taxes the same cart
-- for the member's state), and the entries and totals computed. Its ids are random and opaque;
-- `version` counts its saves, and an update names the version it read so a stale one is refused.
CREATE TABLE carts (
  cart_id text PRIMARY KEY,
  magento_cart_id text NOT NULL UNIQUE,
  order_id text NOT NULL UNIQUE,
  party_id text NOT NULL,
  mms_club_id text NOT NULL REFERENCES clubs,
  product_type text NOT NULL,
  product_id text NOT NULL,
  adult_quantity integer NOT NULL CHECK (adult_quantity BETWEEN 1 AND 6),
  junior_quantity integer NOT NULL CHECK (junior_quantity BETWEEN 0 AND 6),
  mms_promotion_code text NOT NULL,
  coupon_code text,
  referral text,
  add_ons jsonb NOT NULL,
  waitlist boolean NOT NULL,
  pool_pass boolean NOT NULL,
  membership_address_state text,
  payment_kind text CHECK (payment_kind IN ('credit', 'debit', 'bank')),
  pricing_input jsonb NOT NULL,
  currency jsonb NOT NULL,
  pricing_case text NOT NULL,
  join_date date NOT NULL,
  priced_cart jsonb NOT NULL,
  summary jsonb NOT NULL,
  version integer NOT NULL CHECK (version >= 1),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX carts_by_party ON carts (party_id);

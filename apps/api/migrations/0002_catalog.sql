-- The rest of the demo catalog (product/decisions-and-platform.md#demo-catalog). Each table keeps
-- the columns the services filter, join and sort on, and the record as the catalog gave it (jsonb).
-- Every club-owned row refers to its club; `position` keeps the order a club's list was authored
-- in.

-- Taxes by state or province (product/pricing-and-dues.md#taxes): the row of the member's address
-- state, else the club's.
CREATE TABLE tax_rates (
  region text PRIMARY KEY,
  record jsonb NOT NULL
);

-- Clubs that add a public improvement fee, a rate on dues
-- (product/pricing-and-dues.md#public-improvement-fee).
CREATE TABLE club_public_improvement_fees (
  mms_club_id text PRIMARY KEY REFERENCES clubs,
  rate integer NOT NULL,
  record jsonb NOT NULL
);

-- Coupon codes (product/membership-and-promotions.md#coupons): by code, by promotion name, by kind
-- (the Medicare page lists the Qualified ones), valid within their window at the clubs of
-- coupon_clubs.
CREATE TABLE coupons (
  code text PRIMARY KEY,
  kind text NOT NULL,
  promotion_name text NOT NULL,
  client_app_access text NOT NULL,
  starts_at timestamptz,
  ends_at timestamptz,
  record jsonb NOT NULL
);
CREATE INDEX coupons_by_promotion_name ON coupons (promotion_name);
CREATE INDEX coupons_by_kind ON coupons (kind);

CREATE TABLE coupon_clubs (
  code text NOT NULL REFERENCES coupons,
  mms_club_id text NOT NULL REFERENCES clubs,
  PRIMARY KEY (code, mms_club_id)
);
CREATE INDEX coupon_clubs_by_club ON coupon_clubs (mms_club_id);

-- Membership cards (product/membership-and-promotions.md#membership-cards): one per club and
-- product type; record without the products, which are the rows of product_prices.
CREATE TABLE product_cards (
  mms_club_id text NOT NULL REFERENCES clubs,
  product_type text NOT NULL,
  position integer NOT NULL,
  display_order integer,
  is_available boolean NOT NULL,
  has_add_ons boolean NOT NULL,
  record jsonb NOT NULL,
  PRIMARY KEY (mms_club_id, product_type)
);

-- A card's product for one adult quantity with its price
-- (product/pricing-and-dues.md#price-records), found by club, type and quantity (the cart), by
-- product id or sku, and by type, quantity and price (GET accessibleclubs).
CREATE TABLE product_prices (
  mms_club_id text NOT NULL,
  product_type text NOT NULL,
  quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 6),
  product_id text NOT NULL UNIQUE,
  sku text NOT NULL UNIQUE,
  product_price integer NOT NULL,
  record jsonb NOT NULL,
  PRIMARY KEY (mms_club_id, product_type, quantity),
  FOREIGN KEY (mms_club_id, product_type) REFERENCES product_cards
);
CREATE INDEX product_prices_by_type_quantity_price
  ON product_prices (product_type, quantity, product_price);

-- Promotions of a club's product type (product/membership-and-promotions.md#promotions
-- .../promotion and .../promotions): one default per card; dated ones within their window;
-- coupon-only ones behind their coupons.
CREATE TABLE promotions (
  mms_club_id text NOT NULL,
  product_type text NOT NULL,
  mms_promotion_code text NOT NULL,
  promotion_name text NOT NULL,
  promotion_type text NOT NULL,
  is_default boolean NOT NULL,
  coupon_promotion_name text,
  starts_at timestamptz,
  ends_at timestamptz,
  position integer NOT NULL,
  record jsonb NOT NULL,
  PRIMARY KEY (mms_club_id, product_type, mms_promotion_code),
  FOREIGN KEY (mms_club_id, product_type) REFERENCES product_cards
);
CREATE UNIQUE INDEX promotions_one_default ON promotions (mms_club_id, product_type)
  WHERE is_default;
CREATE INDEX promotions_by_name ON promotions (promotion_name);
CREATE INDEX promotions_by_coupon_promotion ON promotions (coupon_promotion_name)
  WHERE coupon_promotion_name IS NOT NULL;

-- Experience packages (product/membership-and-promotions.md#experience-packages): each the face of
-- one promotion.
CREATE TABLE experience_packages (
  mms_club_id text NOT NULL,
  product_type text NOT NULL,
  mms_promotion_code text NOT NULL,
  position integer NOT NULL,
  record jsonb NOT NULL,
  PRIMARY KEY (mms_club_id, product_type, mms_promotion_code),
  FOREIGN KEY (mms_club_id, product_type, mms_promotion_code) REFERENCES promotions
);

-- Add-on bundles (product/add-ons-and-pool-pass.md#add-on-bundles GET .../addonbundle): of one
-- product type, or of every type (NULL).
CREATE TABLE add_on_bundles (
  bundle_id text PRIMARY KEY,
  mms_club_id text NOT NULL REFERENCES clubs,
  product_type text,
  package_type text NOT NULL,
  position integer NOT NULL,
  record jsonb NOT NULL
);
CREATE INDEX add_on_bundles_by_club ON add_on_bundles (mms_club_id, product_type);

-- Add-on products by id, which the cart receives (product/cart.md#saving-a-cart).
CREATE TABLE add_on_products (
  product_id text PRIMARY KEY,
  bundle_id text NOT NULL REFERENCES add_on_bundles,
  mms_club_id text NOT NULL REFERENCES clubs,
  price integer NOT NULL,
  record jsonb NOT NULL
);
CREATE INDEX add_on_products_by_club ON add_on_products (mms_club_id);

-- Pool-pass seasons (product/add-ons-and-pool-pass.md#pool-pass-season): the season containing a
-- date, or the next one.
CREATE TABLE pool_pass_seasons (
  mms_club_id text NOT NULL REFERENCES clubs,
  start_date date NOT NULL,
  end_date date NOT NULL CHECK (end_date >= start_date),
  record jsonb NOT NULL,
  PRIMARY KEY (mms_club_id, start_date)
);

-- Categories of a club's sale (product/club-and-entry.md#sale-categories GET .../categories,
-- .../default, .../couponcode).
CREATE TABLE club_categories (
  mms_club_id text NOT NULL,
  category text NOT NULL,
  product_type text NOT NULL,
  is_default boolean NOT NULL,
  coupon_code text REFERENCES coupons,
  position integer NOT NULL,
  record jsonb NOT NULL,
  PRIMARY KEY (mms_club_id, category),
  FOREIGN KEY (mms_club_id, product_type) REFERENCES product_cards
);
CREATE UNIQUE INDEX club_categories_one_default ON club_categories (mms_club_id) WHERE is_default;

-- Interests by club (product/membership-and-promotions.md#interests: GET by club id), in the club's
-- order.
CREATE TABLE club_interests (
  mms_club_id text NOT NULL REFERENCES clubs,
  name text NOT NULL,
  position integer NOT NULL,
  record jsonb NOT NULL,
  PRIMARY KEY (mms_club_id, name)
);

-- New-member experiences by club (product/pages.md#new-member-experiences: GET by club), in the
-- club's order.
CREATE TABLE new_member_experiences (
  mms_club_id text NOT NULL REFERENCES clubs,
  experience_id text NOT NULL,
  position integer NOT NULL,
  record jsonb NOT NULL,
  PRIMARY KEY (mms_club_id, experience_id)
);

-- The team-member portal's navigation tree (product/team-portal.md#navigation-tree): one row per
-- top-level page, its children nested in the record; `position` counts up in the order the pages
-- were loaded (the file's).
CREATE TABLE team_navigation_pages (
  path text PRIMARY KEY,
  position integer GENERATED ALWAYS AS IDENTITY,
  record jsonb NOT NULL
);

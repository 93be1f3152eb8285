-- Training packages sold at the desk with payment (issue 19; docs/decisions/0038): each sale's
-- receipt, written in the transaction that adds its sessions to the client's balance. The package's
-- name, sessions and price are copied as sold, so a later change of the package leaves the receipt
-- as it was; the card is kept only as the network answered it (brand and last four), with the
-- charge's reference, which is unique: one charge records one sale.
CREATE TABLE training_sales (
  sale_id uuid PRIMARY KEY,
  client_id uuid NOT NULL REFERENCES coaching_clients ON DELETE CASCADE,
  package_id uuid NOT NULL REFERENCES training_packages,
  package_name text NOT NULL,
  sessions integer NOT NULL CHECK (sessions > 0),
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  currency text NOT NULL CHECK (currency IN ('USD', 'CAD')),
  card_brand text NOT NULL,
  card_last_four text NOT NULL,
  charge_reference text NOT NULL UNIQUE,
  sold_by uuid NOT NULL REFERENCES staff_accounts,
  sold_by_name text NOT NULL,
  sold_at timestamptz NOT NULL
);
CREATE INDEX training_sales_by_client ON training_sales (client_id, sold_at DESC);

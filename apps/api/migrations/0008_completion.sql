-- Payment and completion (product/payment-and-confirmation.md#payment-steps, #payment-information,
-- product/accounts-and-sign-in.md#passwords-lockout-and-sessions,
-- product/payment-and-confirmation.md#charging-once). Every time is written from the app's clock.

-- A membership may name who paid for it: a purchaser paying for a child
-- (product/member-forms.md#member-fields).
ALTER TABLE membership_members DROP CONSTRAINT membership_members_member_type_check;
ALTER TABLE membership_members ADD CONSTRAINT membership_members_member_type_check
  CHECK (member_type IN ('primary', 'additional', 'junior', 'purchaser'));

-- Member and membership numbers handed out by completion, above the demo data's.
CREATE SEQUENCE member_numbers START WITH 7000001;
CREATE SEQUENCE membership_numbers START WITH 700001;

-- The payment method paymentInfo recorded for an order: the token's public face, never a card
-- number, and the cart version it priced, so complete can tell the cart changed since.
CREATE TABLE order_payments (
  order_id text PRIMARY KEY REFERENCES carts (order_id),
  payment_token text NOT NULL REFERENCES payment_tokens,
  payment_kind text NOT NULL CHECK (payment_kind IN ('credit', 'debit', 'bank')),
  brand text NOT NULL,
  last_four text NOT NULL,
  use_payment_for_club_tab boolean NOT NULL,
  cart_version integer NOT NULL,
  recorded_at timestamptz NOT NULL
);

-- A completed order: one per order id (the primary key is the last guard against a second
-- completion), its membership, the charge, what complete was told, and its answer as given.
CREATE TABLE orders (
  order_id text PRIMARY KEY REFERENCES carts (order_id),
  cart_id text NOT NULL UNIQUE REFERENCES carts,
  staging_id text NOT NULL REFERENCES stagings,
  membership_id text NOT NULL UNIQUE REFERENCES memberships,
  mms_club_id text NOT NULL REFERENCES clubs,
  product_type text NOT NULL,
  product_id text NOT NULL,
  mms_promotion_code text NOT NULL,
  join_source text,
  join_initiator text NOT NULL CHECK (join_initiator IN ('WebsiteRejoin', 'MobileRejoin', 'NewJoin')),
  offer_name text,
  fraud_prevention_session_id text,
  send_sms_opt_in boolean NOT NULL,
  pool_pass boolean NOT NULL,
  awards jsonb NOT NULL,
  payment_token text NOT NULL REFERENCES payment_tokens,
  charge_id text NOT NULL,
  charged_amount integer NOT NULL CHECK (charged_amount >= 0),
  surcharge integer NOT NULL CHECK (surcharge >= 0),
  monthly_amount integer NOT NULL,
  answer jsonb NOT NULL,
  completed_at timestamptz NOT NULL
);

-- The charged lines of an order as the cart priced them: its entries, then the public
-- improvement fee and the card surcharge when there is one. Their amounts and taxes add up to
-- the charge.
CREATE TABLE order_lines (
  order_id text NOT NULL REFERENCES orders ON DELETE CASCADE,
  position integer NOT NULL,
  category text NOT NULL,
  product_code text,
  description text NOT NULL,
  reason_code text,
  quantity integer NOT NULL,
  amount integer NOT NULL,
  tax integer NOT NULL,
  PRIMARY KEY (order_id, position)
);

-- The agreements accepted at completion, with the version shown and when.
CREATE TABLE membership_agreements (
  membership_id text NOT NULL REFERENCES memberships ON DELETE CASCADE,
  agreement_id text NOT NULL,
  name text NOT NULL,
  version text NOT NULL,
  accepted_at timestamptz NOT NULL,
  PRIMARY KEY (membership_id, agreement_id)
);

-- Emails to send, written in the transaction that makes their reason
-- (product/decisions-and-platform.md#email-delivery). A worker claims a due row by moving its next
-- attempt past a lease in one statement, sends it, then marks it sent; a failed send is tried again
-- later. Without SMTP the rows stay here for staff.
CREATE TABLE email_outbox (
  email_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id text UNIQUE REFERENCES orders,
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'sent')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  last_error text,
  created_at timestamptz NOT NULL,
  sent_at timestamptz
);
CREATE INDEX email_outbox_due ON email_outbox (next_attempt_at) WHERE status = 'pending';

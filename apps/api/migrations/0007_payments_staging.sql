-- Payment tokens (product/decisions-and-platform.md#payment-gateway): what the rest of the system
-- may know of a card or bank account once tokenised. Never the card number, the CVC or the bank
-- account number: the brand, the last four digits, the expiry, how it pays (credit, debit, bank;
-- only credit carries the surcharge) and, for the sandbox gateway, the outcome its public test
-- number stands for.
CREATE TABLE payment_tokens (
  token text PRIMARY KEY,
  gateway text NOT NULL,
  payment_kind text NOT NULL CHECK (payment_kind IN ('credit', 'debit', 'bank')),
  brand text NOT NULL,
  last_four text NOT NULL CHECK (last_four ~ '^[0-9]{4}$'),
  expiry_month integer CHECK (expiry_month BETWEEN 1 AND 12),
  expiry_year integer,
  sandbox_outcome text NOT NULL,
  created_at timestamptz NOT NULL
);

-- Idempotency keys (product/payment-and-confirmation.md#charging-once: stage, paymentInfo and
-- complete are safe to retry). One row per operation and key, claimed by the first request (status
-- 'running'); its answer is stored when it finishes ('done'), so a repeat with the same body gets
-- the first answer, another body gets 409, and processes sharing the database never run one key
-- twice.
CREATE TABLE idempotency_keys (
  operation text NOT NULL,
  idempotency_key text NOT NULL,
  request_hash text NOT NULL,
  status text NOT NULL CHECK (status IN ('running', 'done')),
  response_body jsonb,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (operation, idempotency_key)
);

-- Stagings (product/payment-and-confirmation.md#staging): one per cart, updated by every
-- re-staging, holding the stage request as sent (phones as digits, dates YYYY-MM-DD) and the party
-- ids handed out.
CREATE TABLE stagings (
  staging_id text PRIMARY KEY,
  cart_id text NOT NULL UNIQUE REFERENCES carts,
  channel text NOT NULL CHECK (channel IN ('InClub', 'Online')),
  primary_party_id text NOT NULL,
  additional_member_party_ids text[] NOT NULL,
  junior_member_party_ids text[] NOT NULL,
  request jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

-- Approved charges of the sandbox gateway, one per reference (an order): a second charge with the
-- same reference answers the first instead of charging again, as real gateways' idempotent charges
-- do. Declines are not kept, so the order may be paid with another card.
CREATE TABLE sandbox_charges (
  reference text PRIMARY KEY,
  charge_id text NOT NULL UNIQUE,
  token text NOT NULL REFERENCES payment_tokens,
  amount integer NOT NULL CHECK (amount >= 0),
  created_at timestamptz NOT NULL
);

-- Purchases bound to accounts only by proof, accounts owned by whoever proves their email, and
-- payments charged once, for the amount the order says, on the card it names
-- (product/accounts-and-sign-in.md#accounts-and-proof,
-- product/payment-and-confirmation.md#charging-once). Times are written from the app's clock,
-- except the idempotency claims' leases, which measure how long a process has been silent and so
-- run on the database's own clock.

-- An account is usable once its email is proven by the activation link. Before that it is a
-- reservation: one never used for a purchase counts for nothing (the next Create Account for its
-- email replaces it, so a squatter blocks nobody); one a purchase completed with awaits activation
-- from the link its confirmation email carried, from this time on.
ALTER TABLE accounts ADD COLUMN awaiting_activation_since timestamptz;
UPDATE accounts SET awaiting_activation_since = created_at WHERE NOT activated;

-- One-time activation links: only the SHA-256 of each random token is kept, with its expiry.
CREATE TABLE account_activation_tokens (
  token_hash text PRIMARY KEY,
  party_id text NOT NULL REFERENCES accounts ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX account_activation_tokens_by_party ON account_activation_tokens (party_id);

-- Rate limits, one table for every limited action: hits per bucket ('login-account:…',
-- 'activation-address:…') in fixed windows of the action's own length. A window's row is
-- forgotten once the window has ended. It replaces the logins' own counts.
CREATE TABLE rate_limit_hits (
  bucket text NOT NULL,
  window_start timestamptz NOT NULL,
  window_end timestamptz NOT NULL,
  hits integer NOT NULL,
  PRIMARY KEY (bucket, window_start)
);
CREATE INDEX rate_limit_hits_by_end ON rate_limit_hits (window_end);
DROP TABLE login_attempt_counts;

-- The account a staging's primary member joins with, bound only by proof: the session of that
-- account, or the update token its reservation answered. Null when nothing was proven.
ALTER TABLE stagings ADD COLUMN account_party_id text;

-- From the moment an order's payment begins, its cart and staging are frozen: what was charged
-- and what the order records cannot differ. A declined charge thaws them again.
ALTER TABLE carts ADD COLUMN payment_started_at timestamptz;

-- The account that bought an order (its session may read the order), and the confirmation
-- tokens complete hands back, kept as SHA-256 hashes, each expiring.
ALTER TABLE orders ADD COLUMN account_party_id text;
CREATE TABLE order_confirmation_tokens (
  token_hash text PRIMARY KEY,
  order_id text NOT NULL REFERENCES orders ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);

-- The sandbox gateway keeps every charge of a reference, as real gateways do: each made with its
-- own idempotency key (a repeat answers the same charge), captured, then perhaps voided or
-- refunded in part or whole.
ALTER TABLE sandbox_charges DROP CONSTRAINT sandbox_charges_pkey;
ALTER TABLE sandbox_charges ADD PRIMARY KEY (charge_id);
ALTER TABLE sandbox_charges ADD COLUMN idempotency_key text;
UPDATE sandbox_charges SET idempotency_key = reference;
ALTER TABLE sandbox_charges ALTER COLUMN idempotency_key SET NOT NULL;
ALTER TABLE sandbox_charges ADD CONSTRAINT sandbox_charges_idempotency_key UNIQUE (idempotency_key);
ALTER TABLE sandbox_charges ADD COLUMN status text NOT NULL DEFAULT 'captured'
  CHECK (status IN ('captured', 'voided'));
ALTER TABLE sandbox_charges ADD COLUMN refunded_amount integer NOT NULL DEFAULT 0
  CHECK (refunded_amount >= 0 AND refunded_amount <= amount);
CREATE INDEX sandbox_charges_by_reference ON sandbox_charges (reference);

-- A claim on an idempotency key holds until its lease ends; the process running it renews the
-- lease every few seconds, so a claim left by a process that died is free again within seconds.
ALTER TABLE idempotency_keys ADD COLUMN lease_until timestamptz;
UPDATE idempotency_keys SET lease_until = created_at;
ALTER TABLE idempotency_keys ALTER COLUMN lease_until SET NOT NULL;

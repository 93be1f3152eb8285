import { randomBytes } from 'node:crypto';
import { DECLINE_MESSAGES } from '@clubjoin/domain/payments/declineMessages';
import { CARD_BIN_LENGTH } from '@clubjoin/domain/payments/cardEntry';
import type { Queryable } from '../db/database';
import type {
  BankAccountToTokenise,
  CardToTokenise,
  Charge,
  ChargeResult,
  PaymentGateway,
  PaymentToken,
} from './paymentGateway';
import { sandboxCardFunding, sandboxOutcomeOf, type SandboxOutcome } from './sandboxOutcomes';

interface TokenRow {
  sandbox_outcome: SandboxOutcome;
}

interface StoredTokenRow {
  token: string;
  payment_kind: PaymentToken['paymentKind'];
  brand: PaymentToken['brand'];
  last_four: string;
  expiry_month: number | null;
  expiry_year: number | null;
}

interface ChargeRow {
  charge_id: string;
  token: string;
  amount: number;
  status: Charge['status'];
  refunded_amount: number;
}

function toCharge(row: ChargeRow): Charge {
  return {
    chargeId: row.charge_id,
    token: row.token,
    amount: row.amount,
    status: row.status,
    refundedAmount: row.refunded_amount,
  };
}

/** What is kept of a payment method: the token's public face and the sandbox outcome, no number. */
function tokenOf(
  method: CardToTokenise | BankAccountToTokenise,
): PaymentToken & { outcome: SandboxOutcome } {
  const token = `tok_sandbox_${randomBytes(16).toString('base64url')}`;
  if (method.kind === 'bank') {
    return {
      token,
      paymentKind: 'bank',
      brand: 'bank',
      lastFour: method.lastFour,
      expiryMonth: undefined,
      expiryYear: undefined,
      outcome: 'approve',
    };
  }
  return {
    token,
    paymentKind: sandboxCardFunding(method.digits.slice(0, CARD_BIN_LENGTH)),
    brand: method.brand,
    lastFour: method.lastFour,
    expiryMonth: method.expiryMonth,
    expiryYear: method.expiryYear,
    outcome: sandboxOutcomeOf(method.digits),
  };
}

/**
 * The built-in sandbox gateway (product/decisions-and-platform.md#payment-gateway, the embedded
 * default): tokens live in the database with the outcome their public test number stands for, so
 * any process sharing it can charge them; a charge approves or declines by that outcome. Bank
 * accounts with a valid routing number are approved. A charge's idempotency key makes it once: a
 * repeat answers the first charge. Charges are kept per reference, and may be voided or refunded,
 * as a real processor's are.
 */
export function sandboxGateway(db: Queryable): PaymentGateway {
  return {
    name: 'sandbox',
    async tokenise(method, now) {
      const { outcome, ...token } = tokenOf(method);
      await db.query(
        `INSERT INTO payment_tokens (token, gateway, payment_kind, brand, last_four, expiry_month,
           expiry_year, sandbox_outcome, created_at)
         VALUES ($1, 'sandbox', $2, $3, $4, $5, $6, $7, $8)`,
        [
          token.token,
          token.paymentKind,
          token.brand,
          token.lastFour,
          token.expiryMonth ?? null,
          token.expiryYear ?? null,
          outcome,
          now,
        ],
      );
      return token;
    },
    async cardFunding(bin) {
      return sandboxCardFunding(bin);
    },
    async findToken(token) {
      const [row] = await db.query<StoredTokenRow>(
        `SELECT token, payment_kind, brand, last_four, expiry_month, expiry_year
         FROM payment_tokens WHERE token = $1 AND gateway = 'sandbox'`,
        [token],
      );
      return (
        row && {
          token: row.token,
          paymentKind: row.payment_kind,
          brand: row.brand,
          lastFour: row.last_four,
          expiryMonth: row.expiry_month ?? undefined,
          expiryYear: row.expiry_year ?? undefined,
        }
      );
    },
    async charge(request, now): Promise<ChargeResult> {
      const [row] = await db.query<TokenRow>(
        `SELECT sandbox_outcome FROM payment_tokens WHERE token = $1 AND gateway = 'sandbox'`,
        [request.token],
      );
      const reason = row ? row.sandbox_outcome : 'unknownToken';
      if (reason !== 'approve') return { ok: false, reason, message: DECLINE_MESSAGES[reason] };
      // One statement: the key's first charge wins, and a repeat answers it unchanged.
      const rows = await db.query<ChargeRow>(
        `INSERT INTO sandbox_charges (reference, idempotency_key, charge_id, token, amount,
           created_at)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (idempotency_key) DO UPDATE SET idempotency_key = EXCLUDED.idempotency_key
         RETURNING charge_id, token, amount, status, refunded_amount`,
        [
          request.reference,
          request.idempotencyKey,
          `ch_sandbox_${randomBytes(12).toString('base64url')}`,
          request.token,
          request.amount,
          now,
        ],
      );
      // An INSERT … ON CONFLICT DO UPDATE … RETURNING answers exactly one row.
      const charged = rows[0] as ChargeRow;
      return { ok: true, chargeId: charged.charge_id, amount: charged.amount };
    },
    async chargesOf(reference) {
      const rows = await db.query<ChargeRow>(
        `SELECT charge_id, token, amount, status, refunded_amount FROM sandbox_charges
         WHERE reference = $1 ORDER BY created_at, charge_id`,
        [reference],
      );
      return rows.map(toCharge);
    },
    async voidCharge(chargeId) {
      await db.query(
        `UPDATE sandbox_charges SET status = 'voided'
         WHERE charge_id = $1 AND status = 'captured' AND refunded_amount = 0`,
        [chargeId],
      );
    },
    async refund(chargeId, amount) {
      const [refunded] = await db.query<{ refunded_amount: number }>(
        `UPDATE sandbox_charges SET refunded_amount = refunded_amount + $2
         WHERE charge_id = $1 AND status = 'captured' AND $2 > 0
           AND refunded_amount + $2 <= amount
         RETURNING refunded_amount`,
        [chargeId, amount],
      );
      return refunded
        ? { ok: true, refundedAmount: refunded.refunded_amount }
        : {
            ok: false,
            message: `Charge ${chargeId} cannot be refunded ${amount} cents: it is voided, unknown, or has less left.`,
          };
    },
  };
}

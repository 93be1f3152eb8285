import type { PaymentTokenResponse, TokeniseRequest } from '@clubjoin/contract/payments';
import { cardDigits, checkBankAccount, checkCard } from '@clubjoin/domain/payments/paymentChecks';
import type { PaymentFieldError } from '@clubjoin/domain/payments/paymentChecks';
import { fail, type Outcome, succeed } from '@clubjoin/domain/outcome';
import type { PaymentGateway, PaymentToken } from '../../payments/paymentGateway';

/** The token's public face, as answered and as remembered for a retry. */
function answerOf(token: PaymentToken): PaymentTokenResponse {
  return {
    token: token.token,
    paymentKind: token.paymentKind,
    brand: token.brand,
    lastFour: token.lastFour,
    ...(token.expiryMonth === undefined ? {} : { expiryMonth: token.expiryMonth }),
    ...(token.expiryYear === undefined ? {} : { expiryYear: token.expiryYear }),
  };
}

/**
 * Checks a card or bank account and has the gateway tokenise it
 * (product/decisions-and-platform.md#payment-gateway): a card by Luhn, brand, expiry on the UTC day
 * of `now` and CVC length; a bank account by its routing checksum. Refused, it fails with each
 * refused field.
 */
export async function tokenise(
  gateway: PaymentGateway,
  body: TokeniseRequest,
  now: Date,
): Promise<Outcome<PaymentTokenResponse, readonly PaymentFieldError[]>> {
  if (body.kind === 'bank') {
    const checked = checkBankAccount(body);
    if (!checked.ok) return fail(checked.errors);
    const token = await gateway.tokenise(
      {
        kind: 'bank',
        routingNumber: body.routingNumber,
        accountNumber: body.accountNumber,
        lastFour: checked.value.lastFour,
      },
      now,
    );
    return succeed(answerOf(token));
  }
  const checked = checkCard(body, now.toISOString().slice(0, 10));
  if (!checked.ok) return fail(checked.errors);
  const token = await gateway.tokenise(
    { kind: 'card', digits: cardDigits(body.cardNumber), ...checked.value },
    now,
  );
  return succeed(answerOf(token));
}

/**
 * What identifies a tokenise request for its Idempotency-Key: only what may be kept (brand or
 * routing number, last four, expiry), so no hash of a card number is ever stored.
 */
export function tokeniseFingerprint(body: TokeniseRequest): unknown {
  if (body.kind === 'bank') {
    return {
      kind: 'bank',
      routingNumber: body.routingNumber,
      lastFour: body.accountNumber.slice(-4),
    };
  }
  const digits = cardDigits(body.cardNumber);
  return {
    kind: 'card',
    bin: digits.slice(0, 6),
    lastFour: digits.slice(-4),
    expiryMonth: body.expiryMonth,
    expiryYear: body.expiryYear,
  };
}

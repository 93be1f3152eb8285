import type { PaymentTokenResponse, TokeniseRequest } from '@clubjoin/contract/payments';
import { cardDigits, checkBankAccount, checkCard } from '@clubjoin/domain/payments/paymentChecks';
import type { PaymentFieldError } from '@clubjoin/domain/payments/paymentChecks';
import { HttpError } from '../../http/httpError';
import type { PaymentGateway, PaymentToken } from '../../payments/paymentGateway';

/**
 * A 400 naming each refused field of the body
 * (product/decisions-and-platform.md#schemas-and-bad-input: bad input answers 400 with its fields).
 */
function refused(errors: readonly PaymentFieldError[]): never {
  const fields = errors.map((error) => ({ field: `body.${error.field}`, message: error.message }));
  throw new HttpError(400, fields.map((field) => field.message).join(' '), fields);
}

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
 * of `now` and CVC length; a bank account by its routing checksum.
 */
export async function tokenise(
  gateway: PaymentGateway,
  body: TokeniseRequest,
  now: Date,
): Promise<PaymentTokenResponse> {
  if (body.kind === 'bank') {
    const checked = checkBankAccount(body);
    if (!checked.ok) refused(checked.errors);
    return answerOf(
      await gateway.tokenise(
        {
          kind: 'bank',
          routingNumber: body.routingNumber,
          accountNumber: body.accountNumber,
          lastFour: checked.value.lastFour,
        },
        now,
      ),
    );
  }
  const checked = checkCard(body, now.toISOString().slice(0, 10));
  if (!checked.ok) refused(checked.errors);
  return answerOf(
    await gateway.tokenise(
      { kind: 'card', digits: cardDigits(body.cardNumber), ...checked.value },
      now,
    ),
  );
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

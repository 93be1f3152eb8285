import type { FieldError } from '@clubjoin/contract/errors';
import type { Outcome } from '@clubjoin/domain/outcome';
import type { DeclineReason } from '@clubjoin/domain/payments/declineMessages';

/** The statuses an expected failure is answered with. */
export type FailureStatus = 400 | 401 | 402 | 403 | 404 | 409 | 429 | 502 | 503;

/**
 * How a route answers an expected failure: its status and its message, which the caller is shown,
 * so it is the spec's where it has one and never leaks internals; the bad fields; fields an
 * endpoint's documented error answer adds to the shared shape (a decline's reason); and headers
 * (a 429's retry-after).
 */
export interface FailureAnswer {
  status: FailureStatus;
  message: string;
  fields?: readonly FieldError[];
  details?: Readonly<Record<string, string>>;
  headers?: Readonly<Record<string, string>>;
}

/** A failure's answer on its way to the error handler, which sends it in the one error shape. */
export class HttpError extends Error {
  constructor(readonly answer: FailureAnswer) {
    super(answer.message);
  }
}

/**
 * The value of a use case's outcome, for a route to answer; a failure is answered as `answerOf`
 * says (thrown to the error handler, so a route reads as its success path).
 */
export function valueOrAnswer<T, F>(
  outcome: Outcome<T, F>,
  answerOf: (failure: F) => FailureAnswer,
): T {
  if (outcome.ok) return outcome.value;
  throw new HttpError(answerOf(outcome.failure));
}

/** A lookup's value, for a route to answer; nothing found is answered as `answerOf` says. */
export function foundOrAnswer<T>(found: T | undefined, answerOf: () => FailureAnswer): T {
  if (found === undefined) throw new HttpError(answerOf());
  return found;
}

/** The message of a 400 naming bad fields: each field with its message. */
export function invalidFieldsMessage(fields: readonly FieldError[]): string {
  const summary = fields.map((field) => `${field.field}: ${field.message}`).join('; ');
  return `The request has invalid fields. ${summary}`;
}

/**
 * A 400 naming each bad field with its message
 * (product/decisions-and-platform.md#schemas-and-bad-input), worded as a schema's refusal is.
 */
export function invalidFields(fields: readonly FieldError[]): FailureAnswer {
  return { status: 400, message: invalidFieldsMessage(fields), fields };
}

/** A declined charge's 402: the network's message, and its reason for the payment form. */
export function declinedAnswer(decline: { reason: DeclineReason; message: string }): FailureAnswer {
  return { status: 402, message: decline.message, details: { declineReason: decline.reason } };
}

/** A 400 for one bad field, its message both the answer's and the field's. */
export function invalidField(field: string, message: string): FailureAnswer {
  return { status: 400, message, fields: [{ field, message }] };
}

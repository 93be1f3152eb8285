import type { FieldError } from '@clubjoin/contract/errors';

/**
 * An expected failure a route answers with its status, e.g. 404 for an unknown id. The message
 * is shown to the caller, so it must be the spec's where it has one and never leak internals.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 402 | 403 | 404 | 409 | 422 | 429 | 502 | 503,
    message: string,
    readonly fields?: readonly FieldError[],
    /** Fields an endpoint's documented error answer adds to the shared shape (a decline's reason). */
    readonly details?: Readonly<Record<string, string>>,
  ) {
    super(message);
  }
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
export function invalidFields(fields: readonly FieldError[]): HttpError {
  return new HttpError(400, invalidFieldsMessage(fields), fields);
}

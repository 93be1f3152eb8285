/**
 * An expected failure a route answers with its status, e.g. 404 for an unknown id. The message
 * is shown to the caller, so it must be the spec's where it has one and never leak internals.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 402 | 403 | 404 | 409 | 422 | 429 | 502 | 503,
    message: string,
    readonly fields?: readonly { field: string; message: string }[],
    /** Fields an endpoint's documented error answer adds to the shared shape (a decline's reason). */
    readonly details?: Readonly<Record<string, string>>,
  ) {
    super(message);
  }
}

/**
 * The errors the API clients hold (product/errors-and-messages.md#the-system-error): every failed
 * request records an error against its URL, and a successful response clears that URL's error. The
 * error modal is open while any error is held. Cancelled requests are silent: the caller never
 * records them.
 */

/** The error message held for each request URL that failed last time it was called. */
export type CallErrors = Readonly<Record<string, string>>;

export const NO_CALL_ERRORS: CallErrors = {};

/**
 * The errors after a request to `url` failed with `message`
 * (product/errors-and-messages.md#tracked-calls).
 */
export function recordCallFailure(errors: CallErrors, url: string, message: string): CallErrors {
  return { ...errors, [url]: message };
}

/**
 * The errors after a request to `url` succeeded (product/errors-and-messages.md#tracked-calls):
 * that URL's error is cleared. The same object comes back when it held none, so a store fed with it
 * sees no change.
 */
export function recordCallSuccess(errors: CallErrors, url: string): CallErrors {
  if (!Object.hasOwn(errors, url)) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([held]) => held !== url));
}

/**
 * Whether the error modal is open (product/errors-and-messages.md#tracked-calls: when any API
 * client holds an error message).
 */
export function holdsCallError(errors: CallErrors): boolean {
  return Object.keys(errors).length > 0;
}

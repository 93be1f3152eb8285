import type { Endpoint, EndpointInput, EndpointOutput } from '@clubjoin/contract/endpoint';
import { buildPath } from '@clubjoin/contract/endpoint';
import { countsTowardLoading } from '@clubjoin/domain/calls/loadingCounter';
import { sendLog } from './sendLog';
import { ApiError, isCanceledRequest } from './ApiError';
import { callEndpoint } from './callEndpoint';
import { callEnded, callFailed, callStarted, callSucceeded } from './callTracker';

export interface TrackedCallOptions {
  signal?: AbortSignal;
  /**
   * The spinner's message while the call loads (product/wizard.md#loading-indicators); a message
   * containing 'Suppress Loading' keeps the call out of the loading state
   * (product/errors-and-messages.md#tracked-calls).
   */
  message?: string;
  /**
   * Request headers, e.g. the Idempotency-Key a retry-safe POST takes
   * (product/payment-and-confirmation.md#charging-once).
   */
  headers?: Record<string, string>;
  /**
   * Failures the caller shows itself (a 404 that means "none", a 409 under a form field): they
   * neither open the error modal nor go to the log as errors. The call still counts toward loading.
   */
  handled?: (error: ApiError) => boolean;
}

/**
 * The key a call's error is held under (product/errors-and-messages.md#tracked-calls: against its
 * URL): method and path, without the query, so that the next call of the same resource clears it
 * whatever its query.
 */
export function callKey(endpoint: Endpoint, params?: Record<string, string | number>): string {
  return `${endpoint.method} ${buildPath(endpoint.path, params)}`;
}

/**
 * A failed call holds its error against its key (product/errors-and-messages.md#tracked-calls) and
 * goes to the server's log (product/errors-and-messages.md#logging).
 */
function reportFailure(key: string, error: ApiError): void {
  callFailed(key, error.message);
  const [method, url] = error.request.split(' ', 2);
  sendLog({
    level: 'error',
    message: error.message,
    method,
    status: error.status,
    url,
    response:
      error.requestId === undefined
        ? undefined
        : JSON.stringify({ requestId: error.requestId, fields: error.fields }),
  });
}

/**
 * Calls an endpoint through the error and loading tracker
 * (product/errors-and-messages.md#tracked-calls): the call counts toward the spinner overlay while
 * it runs (unless its message suppresses loading); a failure holds an error against its URL, which
 * opens the error modal, and goes to the server's log; a success clears that URL's error; a
 * cancelled call is silent (product/errors-and-messages.md#tracked-calls). The failure is rethrown
 * for the caller.
 */
export async function trackedCall<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  { signal, message, handled, headers }: TrackedCallOptions = {},
): Promise<EndpointOutput<E>> {
  const key = callKey(endpoint, (input as { params?: Record<string, string | number> }).params);
  const counted = countsTowardLoading(message);
  if (counted) callStarted(message);
  try {
    const output = await callEndpoint(endpoint, input, { signal, headers });
    callSucceeded(key);
    return output;
  } catch (error) {
    // callEndpoint fails only with an ApiError; a cancelled call stays silent
    // (product/errors-and-messages.md#tracked-calls).
    if (error instanceof ApiError && !isCanceledRequest(error) && !handled?.(error)) {
      reportFailure(key, error);
    }
    throw error;
  } finally {
    if (counted) callEnded();
  }
}

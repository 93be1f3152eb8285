import {
  buildPath,
  type Endpoint,
  type EndpointInput,
  type EndpointOutput,
} from '@clubjoin/contract/endpoint';
import { ApiError, CANCELED_MESSAGE } from './ApiError';

export interface CallOptions {
  /**
   * Cancels the call (product/errors-and-messages.md#tracked-calls: cancelled calls are silent) or
   * limits its time (`AbortSignal.timeout`).
   */
  signal?: AbortSignal;
  /**
   * Where the API lives; the page's own origin when empty, as the app and the API share one
   * (product/decisions-and-platform.md#one-process-one-origin).
   */
  baseUrl?: string;
  /**
   * Request headers besides accept and content-type, e.g. the Idempotency-Key of
   * product/payment-and-confirmation.md#charging-once.
   */
  headers?: Record<string, string>;
}

/** The parts of an input, as the wire sees them. */
interface WireInput {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/**
 * Calls one API operation of packages/contract, typed by its schemas
 * (product/decisions-and-platform.md#schemas-and-bad-input: one schema shared by the server and the
 * browser): fills the path's parameters, adds the query string, sends the body as JSON, and checks
 * the success answer against the endpoint's response schema. Throws an `ApiError` for every
 * failure: a non-2xx answer (with the message and bad fields of the error shape), a success body
 * that breaks the contract, no answer, a time limit, or a cancellation.
 */
export async function callEndpoint<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  { signal, baseUrl = '', headers: extraHeaders = {} }: CallOptions = {},
): Promise<EndpointOutput<E>> {
  const { params, query, body } = input as WireInput;
  const url = `${baseUrl}${buildPath(endpoint.path, params)}${queryString(query)}`;
  const request = `${endpoint.method} ${url}`;
  const headers: Record<string, string> = { ...extraHeaders, accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method: endpoint.method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
    text = await response.text();
  } catch (cause) {
    throw noAnswerError(request, cause, signal);
  }

  if (!response.ok) throw await errorAnswer(request, response, text);

  // A 204 has no body; the contract describes it as null (z.null()), as OpenAPI does.
  const parsed = endpoint.response.safeParse(response.status === 204 ? null : parseJson(text));
  if (!parsed.success) {
    throw new ApiError(
      `${request} answered ${response.status} with a body that does not match its schema`,
      { code: 'ERR_BAD_RESPONSE', request, status: response.status, cause: parsed.error },
    );
  }
  // The endpoint's own response schema accepted it, so it is that schema's output.
  return parsed.data as EndpointOutput<E>;
}

/** `?name=value&...` for the defined values of a query; arrays repeat their name. */
function queryString(query: Record<string, unknown> = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of [value].flat()) {
      if (item !== undefined && item !== null) search.append(name, String(item));
    }
  }
  const encoded = search.toString();
  return encoded === '' ? '' : `?${encoded}`;
}

/** The JSON value of a body; undefined for an empty or non-JSON body, which no schema expecting data accepts. */
function parseJson(text: string): unknown {
  try {
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The error of a non-2xx answer: the server's own message and fields when it used the error shape.
 * The shape's schema loads with the first error (docs/decisions/0040); should it fail to load, the
 * answer is told by its status alone.
 */
async function errorAnswer(request: string, response: Response, text: string): Promise<ApiError> {
  const code = response.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST';
  const shaped = await import('@clubjoin/contract/errors').then(
    ({ ErrorResponse }) => ErrorResponse.safeParse(parseJson(text)),
    () => undefined,
  );
  if (shaped?.success) {
    const { message, fields, requestId } = shaped.data;
    return new ApiError(message, { code, request, status: response.status, fields, requestId });
  }
  const reason = response.statusText === '' ? '' : ` ${response.statusText}`;
  return new ApiError(`${request} answered ${response.status}${reason}`, {
    code,
    request,
    status: response.status,
    requestId: response.headers.get('x-request-id') ?? undefined,
  });
}

/** The error of a call that got no (complete) answer: cancelled, out of time, or unreachable. */
function noAnswerError(request: string, cause: unknown, signal: AbortSignal | undefined): ApiError {
  if (signal?.aborted) {
    const reason: unknown = signal.reason;
    if (reason instanceof DOMException && reason.name === 'TimeoutError') {
      return new ApiError(`${request} took too long`, { code: 'ETIMEDOUT', request, cause });
    }
    return new ApiError(CANCELED_MESSAGE, { code: 'ERR_CANCELED', request, cause });
  }
  return new ApiError(`${request} got no answer`, { code: 'ERR_NETWORK', request, cause });
}

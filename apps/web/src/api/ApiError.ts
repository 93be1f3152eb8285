import type { FieldError } from '@clubjoin/contract/errors';

/**
 * Why a call failed, named as axios names them, since a cancelled call is known by its
 * ERR_CANCELED code (product/errors-and-messages.md#tracked-calls):
 * - ERR_BAD_REQUEST: the server answered 4xx;
 * - ERR_BAD_RESPONSE: the server answered 5xx, or a success whose body breaks the contract;
 * - ERR_NETWORK: no answer at all;
 * - ETIMEDOUT: the caller's time limit ran out (an `AbortSignal.timeout`);
 * - ERR_CANCELED: the caller cancelled the call.
 */
export type ApiErrorCode =
  'ERR_BAD_REQUEST' | 'ERR_BAD_RESPONSE' | 'ERR_NETWORK' | 'ETIMEDOUT' | 'ERR_CANCELED';

/**
 * The message of a cancelled call (product/errors-and-messages.md#tracked-calls: 'Request Canceled'
 * is silent).
 */
export const CANCELED_MESSAGE = 'Request Canceled';

export interface ApiErrorDetails {
  code: ApiErrorCode;
  /**
   * The request, as `METHOD url`: every failed request is recorded against its URL
   * (product/errors-and-messages.md#tracked-calls).
   */
  request: string;
  /** The answer's HTTP status; undefined when there was no answer. */
  status?: number;
  fields?: readonly FieldError[];
  /** The server's request id, to find its log lines. */
  requestId?: string;
  cause?: unknown;
}

/**
 * A failed API call. `message` is the server's message when it answered in the one error shape,
 * else a readable sentence; `fields` names each bad input field of a 400 answer
 * (product/decisions-and-platform.md#schemas-and-bad-input).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: ApiErrorCode;
  readonly request: string;
  readonly status: number | undefined;
  readonly fields: readonly FieldError[];
  readonly requestId: string | undefined;

  constructor(message: string, details: ApiErrorDetails) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.code = details.code;
    this.request = details.request;
    this.status = details.status;
    this.fields = details.fields ?? [];
    this.requestId = details.requestId;
  }
}

/**
 * Whether an error comes from a cancelled request, which stays silent
 * (product/errors-and-messages.md#tracked-calls): its code is ERR_CANCELED or its message is
 * 'Request Canceled'.
 */
export function isCanceledRequest(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === 'ERR_CANCELED' || message === CANCELED_MESSAGE;
}

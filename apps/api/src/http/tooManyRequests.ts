import type { FailureAnswer } from './httpError';

/**
 * The 429 of an action past its rate limits: the wait goes in `retry-after` (whole seconds) and
 * the message, which says it in words, in the error shape.
 */
export function tooManyRequests(retryAfterSeconds: number, message: string): FailureAnswer {
  return { status: 429, message, headers: { 'retry-after': String(retryAfterSeconds) } };
}

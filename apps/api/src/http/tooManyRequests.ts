import type { FastifyReply } from 'fastify';
import { HttpError } from './httpError';

/**
 * The 429 of an action past its rate limits, for the route to throw: the wait goes in
 * `retry-after` (whole seconds) and the message, which says it in words, in the error shape.
 */
export function tooManyRequests(
  reply: FastifyReply,
  retryAfterSeconds: number,
  message: string,
): HttpError {
  reply.header('retry-after', String(retryAfterSeconds));
  return new HttpError(429, message);
}

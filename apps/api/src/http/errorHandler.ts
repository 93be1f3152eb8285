import { STATUS_CODES } from 'node:http';
import type { ErrorResponse, FieldError } from '@clubjoin/contract/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { inputRefusedByDatabase } from '../db/inputRefused';
import { HttpError, invalidFieldsMessage } from './httpError';

const UNEXPECTED = 'An unexpected error occurred. Please try again.';

/** What a caller reads when the database refused a value of its request. */
export const UNSTORABLE_VALUE_MESSAGE =
  'The request has a value that cannot be stored: a character such as NUL or an unpaired surrogate, or a number or date out of range.';

/**
 * What is logged then: the schemas should have refused the value with a message of its field, so
 * each such line names a schema to tighten (the fuzz test fails on it).
 */
export const DATABASE_REFUSED_INPUT =
  'The database refused a value the request schemas let through';

/** Where a bad field was found, in the words a caller uses: body, query, params, headers. */
const CONTEXT_NAMES: Record<string, string> = { querystring: 'query' };

/** Sends the one error shape of the API. */
export function sendError(
  reply: FastifyReply,
  statusCode: number,
  message: string,
  fields?: readonly FieldError[],
  details?: Readonly<Record<string, string>>,
): FastifyReply {
  const body: ErrorResponse = {
    ...details,
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message,
    requestId: String(reply.request.id),
    ...(fields?.length ? { fields: [...fields] } : {}),
  };
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}

function validationFields(error: FastifyError): FieldError[] {
  const context = error.validationContext ?? 'body';
  const prefix = CONTEXT_NAMES[context] ?? context;
  return (error.validation ?? []).map((issue) => {
    const path = issue.instancePath.split('/').filter(Boolean);
    return { field: [prefix, ...path].join('.'), message: issue.message ?? 'Invalid value' };
  });
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = validationFields(error);
    return sendError(reply, 400, invalidFieldsMessage(fields), fields);
  }
  if (error instanceof HttpError) {
    const { status, message, fields, details, headers } = error.answer;
    if (headers) reply.headers(headers);
    return sendError(reply, status, message, fields, details);
  }
  const condition = inputRefusedByDatabase(error);
  if (condition !== undefined) {
    request.log.warn({ err: error, condition }, DATABASE_REFUSED_INPUT);
    return sendError(reply, 400, UNSTORABLE_VALUE_MESSAGE);
  }
  const status = error.statusCode ?? 500;
  // Fastify's own client errors (malformed JSON, unsupported media type, body too large) carry
  // messages meant for the caller; a failed response serialisation is our bug, so it is a 500.
  if (status >= 400 && status < 500 && error.code !== 'FST_ERR_RESPONSE_SERIALIZATION') {
    return sendError(reply, status, error.message);
  }
  request.log.error({ err: error }, 'unexpected error');
  return sendError(reply, 500, UNEXPECTED);
}

/** Makes every failure answer JSON of one shape, and logs the unexpected ones with their stack. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
}

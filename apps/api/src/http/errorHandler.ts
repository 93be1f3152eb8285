import { STATUS_CODES } from 'node:http';
import type { ErrorResponse, FieldError } from '@clubjoin/contract/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, invalidFieldsMessage } from './httpError';

const UNEXPECTED = 'An unexpected error occurred. Please try again.';

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
    return sendError(reply, error.statusCode, error.message, error.fields, error.details);
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

import { z } from 'zod';

/** One bad input field: where it is (`body.email`, `query.clubId`) and what is wrong with it. */
export const FieldError = z
  .object({
    field: z.string(),
    message: z.string(),
  })
  .meta({ id: 'FieldError' });
export type FieldError = z.infer<typeof FieldError>;

/**
 * The one shape of every error answer. `fields` is present on 400 answers and names each bad
 * field; `requestId` matches the `x-request-id` header and the server's log lines.
 */
export const ErrorResponse = z
  .object({
    statusCode: z.number().int(),
    error: z.string().describe('The HTTP reason phrase, e.g. "Bad Request"'),
    message: z.string().describe('A readable sentence; the spec’s message where it has one'),
    requestId: z.string(),
    fields: z.array(FieldError).optional(),
  })
  .meta({ id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof ErrorResponse>;

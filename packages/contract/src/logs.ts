import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/** A log line the browser sends (01 §7: error, info and warning logs with method, status, url, response). */
export const ClientLog = z
  .object({
    level: z.enum(['error', 'info', 'warning']),
    message: z.string().trim().min(1, 'A log needs a message').max(2000),
    method: z.string().max(10).optional(),
    status: z.number().int().min(0).max(999).optional(),
    url: z.string().max(2048).optional(),
    response: z.string().max(4000).optional().describe('The failed answer’s body, shortened'),
    page: z.string().max(2048).optional().describe('The page the browser was on'),
  })
  .meta({ id: 'ClientLog' });
export type ClientLog = z.infer<typeof ClientLog>;

/** Writes a browser's log line into the server's log, with the request id. */
export const postLog = defineEndpoint({
  method: 'POST',
  path: '/api/logs',
  summary: 'Record an error, info or warning log from the browser',
  tags: ['logs'],
  body: ClientLog,
  status: 204,
  response: z.null().describe('No content'),
});

import { z } from 'zod';
import {
  LOG_REPORT_MAX_BYTES,
  LOG_REPORT_WINDOW_MS,
  LOG_REPORTS_PER_ADDRESS,
} from '@clubjoin/domain/calls/logReports';
import { defineEndpoint } from './endpoint';
import { Text } from './text';

/** The longest text each field of a log may hold: the browser cuts its texts to them. */
export const CLIENT_LOG_MAX_LENGTHS = {
  message: 2000,
  method: 10,
  url: 2048,
  response: 4000,
  page: 2048,
} as const;

/**
 * A log line the browser sends (product/errors-and-messages.md#logging: error, info and warning
 * logs with method, status, url, response).
 */
export const ClientLog = z
  .object({
    level: z.enum(['error', 'info', 'warning']),
    message: Text.trim().min(1, 'A log needs a message').max(CLIENT_LOG_MAX_LENGTHS.message),
    method: Text.max(CLIENT_LOG_MAX_LENGTHS.method).optional(),
    status: z.number().int().min(0).max(999).optional(),
    url: Text.max(CLIENT_LOG_MAX_LENGTHS.url).optional(),
    response: Text.max(CLIENT_LOG_MAX_LENGTHS.response)
      .optional()
      .describe('The failed answer’s body, shortened'),
    page: Text.max(CLIENT_LOG_MAX_LENGTHS.page).optional().describe('The page the browser was on'),
  })
  .meta({ id: 'ClientLog' });
export type ClientLog = z.infer<typeof ClientLog>;

/**
 * Writes a browser's log line into the server's log, with the request id: at warn at most, card
 * numbers masked; 413 beyond the size cap, 429 past the rate limit per client address.
 */
export const postLog = defineEndpoint({
  method: 'POST',
  path: '/api/logs',
  summary: `Record an error, info or warning log from the browser (logged at warn at most, card numbers masked; 413 past ${LOG_REPORT_MAX_BYTES} bytes, 429 with retry-after past ${LOG_REPORTS_PER_ADDRESS} per client address in ${LOG_REPORT_WINDOW_MS / 1000} seconds)`,
  tags: ['logs'],
  body: ClientLog,
  bodyLimit: LOG_REPORT_MAX_BYTES,
  status: 204,
  response: z.null().describe('No content'),
});

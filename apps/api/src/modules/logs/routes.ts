import { postLog } from '@clubjoin/contract/logs';
import {
  LOG_REPORT_WINDOW_MS,
  LOG_REPORTS_PER_ADDRESS,
  logReportRateLimitMessage,
} from '@clubjoin/domain/calls/logReports';
import { maskCardNumbers } from '@clubjoin/domain/payments/cardNumberMask';
import type { FastifyInstance } from 'fastify';
import { valueOrAnswer } from '../../http/httpError';
import { registerEndpoint } from '../../http/registerEndpoint';
import { tooManyRequests } from '../../http/tooManyRequests';
import { countTowardLimits } from '../limits/countTowardLimits';
import type { ModuleContext } from '../moduleContext';

/**
 * The server's level for a browser's: a report is what any caller chose to say, so it never
 * raises the alarm a server error does; the browser's own level stays in the line.
 */
const LOGGER_LEVEL = { error: 'warn', info: 'info', warning: 'warn' } as const;

/**
 * POST /api/logs: a browser's error, info or warning goes into the server's log, under the request
 * id of the call that sent it (product/errors-and-messages.md#logging), with anything that looks
 * like a card number masked, within the size cap (the contract's) and the rate limit per client
 * address.
 */
export function registerLogRoutes(app: FastifyInstance, { db, clock }: ModuleContext): void {
  registerEndpoint(app, postLog, async ({ body, raw, reply }) => {
    const counted = await countTowardLimits(db, {
      buckets: [{ bucket: `logs-address:${raw.ip}`, limit: LOG_REPORTS_PER_ADDRESS }],
      nowMs: clock().getTime(),
      windowMs: LOG_REPORT_WINDOW_MS,
    });
    valueOrAnswer(counted, ({ retryAfterSeconds }) =>
      tooManyRequests(retryAfterSeconds, logReportRateLimitMessage(retryAfterSeconds)),
    );
    const client = Object.fromEntries(
      Object.entries(body).map(([name, value]) => [
        name,
        typeof value === 'string' ? maskCardNumbers(value) : value,
      ]),
    ) as typeof body;
    raw.log[LOGGER_LEVEL[body.level]]({ client }, `browser ${body.level}: ${client.message}`);
    reply.code(204);
    return null;
  });
}

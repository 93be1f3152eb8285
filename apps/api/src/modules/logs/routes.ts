import { postLog } from '@clubjoin/contract/logs';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/registerEndpoint';

const LOGGER_LEVEL = { error: 'error', info: 'info', warning: 'warn' } as const;

/**
 * POST /api/logs: a browser's error, info or warning goes into the server's log, under the
 * request id of the call that sent it (01 §7 logging client).
 */
export function registerLogRoutes(app: FastifyInstance): void {
  registerEndpoint(app, postLog, async ({ body, raw, reply }) => {
    raw.log[LOGGER_LEVEL[body.level]]({ client: body }, `browser ${body.level}: ${body.message}`);
    reply.code(204);
    return null;
  });
}

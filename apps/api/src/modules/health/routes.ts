import { getHealth } from '@clubjoin/contract/health';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/registerEndpoint';
import type { ModuleContext } from '../moduleContext';

/** GET /api/health: the version, and whether the database answers (503 when it does not). */
export function registerHealthRoutes(app: FastifyInstance, { db, version }: ModuleContext): void {
  registerEndpoint(app, getHealth, async ({ reply }) => {
    const answers = await db.ping();
    if (!answers) reply.code(503);
    return {
      status: answers ? 'ok' : 'degraded',
      version,
      database: { kind: db.kind, answers },
    } as const;
  });
}

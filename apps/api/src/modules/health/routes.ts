import { getHealth } from '@clubjoin/contract/health';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { registerEndpoint } from '../../http/registerEndpoint';

/** GET /api/health: the version, and whether the database answers (503 when it does not). */
export function registerHealthRoutes(app: FastifyInstance, db: Database, version: string): void {
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

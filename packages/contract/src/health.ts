import { z } from 'zod';
import { defineEndpoint } from './endpoint';

export const HealthResponse = z
  .object({
    status: z.enum(['ok', 'degraded']),
    version: z.string(),
    database: z.object({
      kind: z.enum(['pglite', 'postgresql']),
      answers: z.boolean(),
    }),
  })
  .meta({ id: 'HealthResponse' });
export type HealthResponse = z.infer<typeof HealthResponse>;

/** Whether the service and its database answer; 503 with the same body when the database does not. */
export const getHealth = defineEndpoint({
  method: 'GET',
  path: '/api/health',
  summary: 'Service version and whether the database answers',
  tags: ['health'],
  status: 200,
  response: HealthResponse,
  otherResponses: { 503: HealthResponse },
});

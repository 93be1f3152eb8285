import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { allowInlineStyles } from './securityHeaders';

/**
 * Publishes the OpenAPI document generated from the contract's zod schemas at
 * /api/openapi.json, and browsable docs at /api/docs. Must be registered before the routes.
 */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'clubjoin API',
        description:
          'Membership sales and enrolment for a fitness-club chain. Errors answer one shape: ErrorResponse.',
        version,
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    transformStaticCSP: allowInlineStyles,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}

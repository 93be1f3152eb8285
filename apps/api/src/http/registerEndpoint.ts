import type { Endpoint, EndpointOutput } from '@clubjoin/contract/endpoint';
import { ErrorResponse } from '@clubjoin/contract/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

/** What a handler receives: the request's parts, already parsed by the endpoint's schemas. */
export type EndpointRequest<E extends Endpoint> =
  E extends Endpoint<infer Params, infer Query, infer Body>
    ? {
        params: z.output<Params>;
        query: z.output<Query>;
        body: z.output<Body>;
        raw: FastifyRequest;
        reply: FastifyReply;
      }
    : never;

/** `/club/{clubId}` (OpenAPI's form, used by the contract) to `/club/:clubId` (Fastify's). */
export function toRouterPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/**
 * Registers a route for a contract endpoint: its schemas validate the request, shape the answer
 * and document both in the OpenAPI document, with the shared error shape for failures.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (request: EndpointRequest<E>) => Promise<EndpointOutput<E>>,
): void {
  app.route({
    method: endpoint.method,
    url: toRouterPath(endpoint.path),
    ...(endpoint.bodyLimit === undefined ? {} : { bodyLimit: endpoint.bodyLimit }),
    schema: {
      summary: endpoint.summary,
      tags: [...endpoint.tags],
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: {
        [endpoint.status]: endpoint.response,
        ...endpoint.otherResponses,
        '4xx': ErrorResponse,
        '5xx': ErrorResponse,
      },
    },
    async handler(request, reply) {
      const result = await handler({
        params: request.params,
        query: request.query,
        body: request.body,
        raw: request,
        reply,
      } as EndpointRequest<E>);
      if (reply.statusCode === 200) reply.code(endpoint.status);
      return result;
    },
  });
}

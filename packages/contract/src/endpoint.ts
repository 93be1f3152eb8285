import type { z } from 'zod';

/** HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One API operation, described once: the server registers a route from it (validating with its
 * schemas and publishing them in the OpenAPI document) and the browser's client calls it (typed
 * by the same schemas). `path` uses `{name}` placeholders, as OpenAPI does.
 *
 * Name body and response schemas with `.meta({ id })` so the OpenAPI document shows them as
 * components; never name `params` or `query` schemas: OpenAPI lists their fields one by one as
 * parameters, and a named schema would become a reference that cannot be listed.
 */
export interface Endpoint<
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly summary: string;
  readonly tags: readonly string[];
  readonly params?: Params;
  readonly query?: Query;
  readonly body?: Body;
  /** The success answer's status code and schema. */
  readonly status: 200 | 201 | 202 | 204;
  readonly response: Response;
  /** Answers other than success and the shared error shape, by status code (e.g. health's 503). */
  readonly otherResponses?: Readonly<Record<number, z.ZodType>>;
  /** The largest body taken, in bytes, when smaller than the API's own limit; beyond it 413. */
  readonly bodyLimit?: number;
}

export function defineEndpoint<
  Params extends z.ZodType = z.ZodNever,
  Query extends z.ZodType = z.ZodNever,
  Body extends z.ZodType = z.ZodNever,
  Response extends z.ZodType = z.ZodType,
>(endpoint: Endpoint<Params, Query, Body, Response>): Endpoint<Params, Query, Body, Response> {
  return endpoint;
}

/** The parts of a call a client supplies, typed by the endpoint's schemas. */
export type EndpointInput<E extends Endpoint> =
  E extends Endpoint<infer Params, infer Query, infer Body>
    ? ([Params] extends [z.ZodNever] ? { params?: never } : { params: z.input<Params> }) &
        ([Query] extends [z.ZodNever] ? { query?: never } : { query?: z.input<Query> }) &
        ([Body] extends [z.ZodNever] ? { body?: never } : { body: z.input<Body> })
    : never;

/** What a successful call answers. */
export type EndpointOutput<E extends Endpoint> = z.output<E['response']>;

/** Fills `{name}` placeholders of an endpoint's path, encoding each value. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

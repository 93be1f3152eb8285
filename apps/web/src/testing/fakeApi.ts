import { STATUS_CODES } from 'node:http';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { ZodError, type z } from 'zod';
import type { Endpoint } from '@clubjoin/contract/endpoint';
import { ErrorResponse, type FieldError } from '@clubjoin/contract/errors';
import { logsSettled } from '../api/sendLog';

/** A part of a request as its schema gives it; undefined for a part the endpoint does not take. */
type Part<S> = [S] extends [z.ZodNever] ? undefined : z.output<S>;

/**
 * One call the page made to an endpoint: its method and address as sent (`/api/…?query`), and its
 * path parameters, query and body as the endpoint's schemas parse them, so a test asserts on what
 * the server would read.
 */
type FakeCall<E extends Endpoint> =
  E extends Endpoint<infer Params, infer Query, infer Body>
    ? {
        readonly method: string;
        readonly url: string;
        readonly params: Part<Params>;
        readonly query: Part<Query>;
        readonly body: Part<Body>;
        /** The request's headers, names in lower case. */
        readonly headers: Readonly<Record<string, string>>;
      }
    : never;

/** What an error answer says besides its status and message. */
interface FailureDetails {
  fields?: readonly FieldError[];
  requestId?: string;
}

/** An answer other than success: the API's error shape with its status, or no answer at all. */
class FakeFailure {
  private constructor(
    readonly status: number | undefined,
    readonly body: ErrorResponse | undefined,
  ) {}

  /**
   * The API's error answer (the contract's one error shape): the message, the bad fields of a
   * 400, and the request id the server's log lines carry.
   */
  static of(
    status: number,
    message: string,
    { fields, requestId = 'fake-request' }: FailureDetails = {},
  ): FakeFailure {
    if (status < 400 || status > 599) {
      throw new Error(`A failure has a 4xx or 5xx status, not ${status}`);
    }
    const body = ErrorResponse.parse({
      statusCode: status,
      error: STATUS_CODES[status] ?? 'Error',
      message,
      requestId,
      fields,
    });
    return new FakeFailure(status, body);
  }

  /** No answer: the network failed (fetch rejects, as with a server out of reach). */
  static noAnswer(): FakeFailure {
    return new FakeFailure(undefined, undefined);
  }
}

/** The API's error answer: its status, message and details (see FakeFailure.of). */
export const failure = FakeFailure.of;
/** No answer at all: the call fails as when the server is out of reach. */
export const noAnswer = FakeFailure.noAnswer;

/** A value read-only all the way down: fixtures built by the domain hold read-only lists. */
type ReadonlyDeep<T> = T extends readonly (infer Item)[]
  ? readonly ReadonlyDeep<Item>[]
  : T extends object
    ? { readonly [Key in keyof T]: ReadonlyDeep<T[Key]> }
    : T;

/** What an endpoint answers: a success body its response schema takes, or a failure. */
export type Reply<E extends Endpoint> = ReadonlyDeep<z.input<E['response']>> | FakeFailure;

/**
 * A test's answer to an endpoint: a reply, or a function of the call giving one (a promise that
 * stays pending is an answer that never comes: only the call's cancellation ends it).
 */
type Answer<E extends Endpoint> = Reply<E> | ((call: FakeCall<E>) => Reply<E> | Promise<Reply<E>>);

/** The typed fake of the API a web test talks to; see setupFakeApi. */
export interface FakeApi {
  /** Answers every call of the endpoint from now on (replacing its earlier standing answer). */
  answer<E extends Endpoint>(endpoint: E, answer: NoInfer<Answer<E>>): void;
  /** Answers the next call of the endpoint only; answers given so are used in turn, first. */
  answerOnce<E extends Endpoint>(endpoint: E, answer: NoInfer<Answer<E>>): void;
  /** The calls the page made to the endpoint so far, in order (once every request sent arrived). */
  calls<E extends Endpoint>(endpoint: E): Promise<FakeCall<E>[]>;
  /** Every request the page made so far, as `METHOD /api/…?query`, in order, answered or not. */
  requests(): Promise<string[]>;
  /** Resolves once every request the page has sent so far has reached the fake API. */
  settled(): Promise<void>;
}

type Responder = (call: never) => unknown;

/** An endpoint's answers in the running test. */
interface Route {
  standing?: Responder;
  queue: Responder[];
}

/** A request the page sent, in the order sent; the call its endpoint's schemas read, once arrived. */
interface SentRequest {
  order: number;
  method: string;
  /** The path and query, as the page wrote them (without the page's origin). */
  address: string;
  pathname: string;
  arrived: boolean;
  endpoint?: Endpoint;
  call?: unknown;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An endpoint's path as a pattern of a pathname, each `{name}` taking one segment. */
const pathPattern = (path: string) =>
  new RegExp(
    `^${path
      .split(/\{(\w+)\}/)
      .map((part, index) => (index % 2 === 1 ? `(?<${part}>[^/]+)` : escapeRegExp(part)))
      .join('')}$`,
  );

/** A query string as an object: a name given once is a text, a name repeated a list. */
function queryObject(search: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const name of new Set(search.keys())) {
    const values = search.getAll(name);
    query[name] = values.length === 1 ? (values[0] as string) : values;
  }
  return query;
}

const describeIssues = (error: z.ZodError) =>
  error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ');

/** Why a success reply is one the endpoint could never give, or undefined when it could. */
function replyProblem(endpoint: Endpoint, reply: unknown): string | undefined {
  if (reply instanceof FakeFailure) return undefined;
  const parsed = endpoint.response.safeParse(reply);
  return parsed.success
    ? undefined
    : `the fake answer breaks the response schema of ${endpoint.method} ${endpoint.path}: ${describeIssues(parsed.error)}`;
}

/** The HTTP answer of a reply the response schema accepted. */
function toResponse(endpoint: Endpoint, reply: unknown): Response {
  if (reply instanceof FakeFailure) {
    return reply.body === undefined
      ? HttpResponse.error()
      : HttpResponse.json(reply.body, { status: reply.status });
  }
  return endpoint.status === 204
    ? new HttpResponse(null, { status: 204 })
    : HttpResponse.json(reply as never, { status: endpoint.status });
}

/**
 * The parts of a request as the endpoint's schemas parse them, or why they refuse it (the real
 * API would answer 400: the page sent what the server cannot take).
 */
async function readCall(
  endpoint: Endpoint,
  request: Request,
  url: URL,
  params: Record<string, string>,
): Promise<{ call: unknown } | { problem: string }> {
  const text = await request.text();
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    return { problem: 'the body is not JSON' };
  }
  const parts: Record<string, unknown> = {};
  const given = { params, query: queryObject(url.searchParams), body };
  for (const part of ['params', 'query', 'body'] as const) {
    const schema = endpoint[part];
    if (schema === undefined) continue;
    const parsed = schema.safeParse(given[part]);
    if (!parsed.success) {
      return { problem: `the ${part} breaks the request schema: ${describeIssues(parsed.error)}` };
    }
    parts[part] = parsed.data;
  }
  return {
    call: {
      method: request.method,
      url: `${url.pathname}${url.search}`,
      params: parts.params,
      query: parts.query,
      body: parts.body,
      headers: Object.fromEntries(
        [...request.headers].map(([name, value]) => [name.toLowerCase(), value]),
      ),
    },
  };
}

/**
 * The API for the web tests of one file, intercepted with msw (Mock Service Worker) from the
 * page's `fetch`: the test answers calls by the contract's endpoints, and reads what was sent.
 *
 * - Every answer is checked against its endpoint's response schema: a reply given as a value when
 *   it is given, one a function gives when the call comes. A reply the real API could never give
 *   fails the test.
 * - Every request is parsed by its endpoint's schemas (path, query, body); one they refuse is
 *   answered 400, as the server would, and fails the test.
 * - A call the test gave no answer for gets no answer (a network failure) and fails the test,
 *   even one the page cancelled before it was answered.
 *
 * The failures are thrown after each test, listing every such call. Answers last one test: give
 * them in `beforeEach` or in the test. Call it once per file, at the top, before the file's own
 * hooks, so that its check runs after theirs (after the page is unmounted).
 */
export function setupFakeApi(): FakeApi {
  let routes = new Map<Endpoint, Route>();
  let problems: string[] = [];
  /** The requests of the running test, by msw's request id. */
  const sent = new Map<string, SentRequest>();
  const inFlight = new Set<string>();
  let waiting: (() => void)[] = [];

  const arrive = (requestId: string) => {
    inFlight.delete(requestId);
    if (inFlight.size > 0) return;
    const resolved = waiting;
    waiting = [];
    for (const resolve of resolved) resolve();
  };

  /** The endpoint the test answers that serves a request, with its path parameters. */
  const routeFor = (method: string, pathname: string) => {
    const matches = [...routes.keys()].flatMap((endpoint) => {
      const found = endpoint.method === method && pathPattern(endpoint.path).exec(pathname);
      return found ? [{ endpoint, params: found.groups ?? {} }] : [];
    });
    // A literal segment is more specific than a placeholder (`club/nearest` over `club/{id}`).
    matches.sort((a, b) => Object.keys(a.params).length - Object.keys(b.params).length);
    const match = matches[0];
    if (match === undefined) return undefined;
    const params = Object.fromEntries(
      Object.entries(match.params).map(([name, value]) => [name, decodeURIComponent(value)]),
    );
    return { endpoint: match.endpoint, params };
  };

  const answerCall = async (request: Request, requestId: string) => {
    const sentRequest = sent.get(requestId);
    if (sentRequest === undefined) return HttpResponse.error(); // sent during another test
    const described = `${sentRequest.method} ${sentRequest.address}`;
    const fail = (problem: string) => {
      problems.push(`${described}: ${problem}`);
      return HttpResponse.error();
    };
    sentRequest.arrived = true;
    const url = new URL(request.url);
    const route = routeFor(request.method, url.pathname);
    if (route === undefined) {
      arrive(requestId);
      return fail('the test gave no answer for this call');
    }
    const { endpoint } = route;
    const read = await readCall(endpoint, request, url, route.params);
    Object.assign(sentRequest, { endpoint, call: 'call' in read ? read.call : undefined });
    arrive(requestId);
    if ('problem' in read) {
      // The server's answer to a request its schemas refuse.
      problems.push(`${described}: ${read.problem}`);
      return toResponse(endpoint, FakeFailure.of(400, read.problem));
    }
    const answers = routes.get(endpoint);
    const responder = answers?.queue.shift() ?? answers?.standing;
    if (responder === undefined) return fail("the test's answers for this endpoint were all used");
    let reply: unknown;
    try {
      reply = await responder(read.call as never);
    } catch (error) {
      const reason = error instanceof ZodError ? describeIssues(error) : String(error);
      return fail(`the test's answer failed: ${reason}`);
    }
    const problem = replyProblem(endpoint, reply);
    return problem === undefined ? toResponse(endpoint, reply) : fail(problem);
  };

  const server = setupServer(
    http.all('*', ({ request, requestId }) => answerCall(request, requestId)),
  );

  // Emitted synchronously by the page's fetch: the order is the page's, and settled() knows of a
  // request the moment it is sent.
  server.events.on('request:start', ({ request, requestId }) => {
    const url = new URL(request.url);
    sent.set(requestId, {
      order: sent.size,
      method: request.method,
      address: `${url.pathname}${url.search}`,
      pathname: url.pathname,
      arrived: false,
    });
    inFlight.add(requestId);
    // A request cancelled before it arrives never will.
    if (request.signal.aborted) arrive(requestId);
    else request.signal.addEventListener('abort', () => arrive(requestId), { once: true });
  });

  /** The endpoint's answers in the running test. */
  const routeOf = (endpoint: Endpoint): Route => {
    let route = routes.get(endpoint);
    if (route === undefined) {
      route = { queue: [] };
      routes.set(endpoint, route);
    }
    return route;
  };

  /** An answer as a responder; a reply given as a value is checked now, where the test gives it. */
  const responderOf = (endpoint: Endpoint, answer: unknown): Responder => {
    if (typeof answer === 'function') return answer as Responder;
    const problem = replyProblem(endpoint, answer);
    if (problem !== undefined) throw new Error(`The ${problem}`);
    return () => answer;
  };

  // A log the page made is a request on its way even while its endpoint's code loads (sendLog).
  const settled = async () => {
    await logsSettled();
    if (inFlight.size > 0) await new Promise<void>((resolve) => waiting.push(resolve));
  };

  const inOrder = () => [...sent.values()].sort((a, b) => a.order - b.order);

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(async () => {
    await settled();
    // A call cancelled before it arrived is one the page made all the same: it needs an answer.
    for (const { arrived, method, address, pathname } of inOrder()) {
      if (!arrived && routeFor(method, pathname) === undefined) {
        problems.push(`${method} ${address}: the test gave no answer for this call (cancelled)`);
      }
    }
    const found = problems;
    routes = new Map();
    problems = [];
    sent.clear();
    if (found.length > 0) {
      throw new Error(
        `The fake API was called in ways the test did not expect:\n- ${found.join('\n- ')}`,
      );
    }
  });
  afterAll(() => server.close());

  return {
    answer(endpoint, answer) {
      routeOf(endpoint).standing = responderOf(endpoint, answer);
    },
    answerOnce(endpoint, answer) {
      routeOf(endpoint).queue.push(responderOf(endpoint, answer));
    },
    async calls<E extends Endpoint>(endpoint: E) {
      await settled();
      return inOrder()
        .filter((request) => request.endpoint === endpoint && request.call !== undefined)
        .map((request) => request.call as FakeCall<E>);
    },
    async requests() {
      await settled();
      return inOrder().map((request) => `${request.method} ${request.address}`);
    },
    settled,
  };
}

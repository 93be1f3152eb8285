import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '@clubjoin/contract/endpoint';
import { getHealth, type HealthResponse } from '@clubjoin/contract/health';
import { ApiError, isCanceledRequest } from './ApiError';
import { callEndpoint } from './callEndpoint';

/** What the test server saw of one request. */
interface SeenRequest {
  method: string | undefined;
  url: string | undefined;
  accept: string | undefined;
  contentType: string | undefined;
  body: string;
}

type Answer = (request: IncomingMessage, response: ServerResponse) => void;

const answerJson =
  (status: number, body: unknown, headers: Record<string, string> = {}): Answer =>
  (_, response) => {
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(JSON.stringify(body));
  };

const answerText =
  (status: number, body: string, headers: Record<string, string> = {}): Answer =>
  (_, response) => {
    response.writeHead(status, { 'content-type': 'text/html', ...headers });
    response.end(body);
  };

/** Never answers: the call ends only by its signal. */
const hang: Answer = () => undefined;

let server: Server;
let baseUrl: string;
let answer: Answer;
let seen: SeenRequest[];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      seen.push({
        method: request.method,
        url: request.url,
        accept: request.headers.accept,
        contentType: request.headers['content-type'],
        body,
      });
      answer(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen = [];
  answer = answerJson(500, { unexpected: 'no answer was set for this test' });
});

const healthy: HealthResponse = {
  status: 'ok',
  version: '0.1.0',
  database: { kind: 'pglite', answers: true },
};

/**
 * An endpoint with every part a call can carry, shaped like those of
 * product/decisions-and-platform.md#services-and-their-addresses.
 */
const addMember = defineEndpoint({
  method: 'POST',
  path: '/api/clubs/{clubId}/members',
  summary: 'Adds a member',
  tags: ['test'],
  params: z.object({ clubId: z.string() }),
  query: z.object({ source: z.string().optional(), interests: z.array(z.string()).optional() }),
  body: z.object({ firstName: z.string(), adults: z.number() }),
  status: 201,
  response: z.object({ memberId: z.string() }),
});

const removeMember = defineEndpoint({
  method: 'DELETE',
  path: '/api/members/{memberId}',
  summary: 'Removes a member',
  tags: ['test'],
  params: z.object({ memberId: z.string() }),
  status: 204,
  response: z.null(),
});

/** The ApiError a call failed with. */
async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('callEndpoint on a success answer', () => {
  it('answers the health endpoint with the body its schema parsed', async () => {
    answer = answerJson(200, healthy);

    const health = await callEndpoint(getHealth, {}, { baseUrl });

    expect(health).toEqual(healthy);
    expect(seen).toEqual([
      {
        method: 'GET',
        url: '/api/health',
        accept: 'application/json',
        contentType: undefined,
        body: '',
      },
    ]);
  });

  it('fills the path parameters (encoded), adds the query string and sends the body as JSON', async () => {
    answer = answerJson(201, { memberId: 'm-1' });

    const created = await callEndpoint(
      addMember,
      {
        params: { clubId: 'club 12/b' },
        query: { source: 'web', interests: ['tennis', 'pilates'] },
        body: { firstName: 'Ada', adults: 2 },
      },
      { baseUrl },
    );

    expect(created).toEqual({ memberId: 'm-1' });
    expect(seen).toEqual([
      {
        method: 'POST',
        url: '/api/clubs/club%2012%2Fb/members?source=web&interests=tennis&interests=pilates',
        accept: 'application/json',
        contentType: 'application/json',
        body: '{"firstName":"Ada","adults":2}',
      },
    ]);
  });

  it('sends the headers the caller adds, such as an Idempotency-Key (product/payment-and-confirmation.md#charging-once)', async () => {
    let key: string | string[] | undefined;
    answer = (request, response) => {
      key = request.headers['idempotency-key'];
      answerJson(201, { memberId: 'm-3' })(request, response);
    };

    await callEndpoint(
      addMember,
      { params: { clubId: '12' }, body: { firstName: 'Ada', adults: 1 } },
      { baseUrl, headers: { 'Idempotency-Key': 'key-1' } },
    );

    expect(key).toBe('key-1');
    expect(seen[0]?.accept).toBe('application/json');
  });

  it('leaves out query values that are not set', async () => {
    answer = answerJson(201, { memberId: 'm-2' });

    await callEndpoint(
      addMember,
      {
        params: { clubId: '12' },
        query: { source: undefined },
        body: { firstName: 'Ada', adults: 1 },
      },
      { baseUrl },
    );

    expect(seen.map((request) => request.url)).toEqual(['/api/clubs/12/members']);
  });

  it('reads the empty body of a 204 answer as the null its schema describes', async () => {
    answer = (_, response) => {
      response.writeHead(204);
      response.end();
    };

    await expect(
      callEndpoint(removeMember, { params: { memberId: 'm-1' } }, { baseUrl }),
    ).resolves.toBeNull();
    expect(seen.map((request) => `${request.method} ${request.url}`)).toEqual([
      'DELETE /api/members/m-1',
    ]);
  });
});

describe('callEndpoint on an error answer', () => {
  const badEmail = { field: 'body.email', message: 'Please enter a valid email address.' };
  const rows: {
    answer: string;
    reply: Answer;
    code: ApiError['code'];
    status: number;
    message: string;
    fields: unknown[];
    requestId: string | undefined;
  }[] = [
    {
      answer: '400 naming each bad field',
      reply: answerJson(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Some fields are not valid',
        requestId: 'req-400',
        fields: [badEmail],
      }),
      code: 'ERR_BAD_REQUEST',
      status: 400,
      message: 'Some fields are not valid',
      fields: [badEmail],
      requestId: 'req-400',
    },
    {
      answer: '404 for an unknown id',
      reply: answerJson(404, {
        statusCode: 404,
        error: 'Not Found',
        message: 'No club has the id 999',
        requestId: 'req-404',
      }),
      code: 'ERR_BAD_REQUEST',
      status: 404,
      message: 'No club has the id 999',
      fields: [],
      requestId: 'req-404',
    },
    {
      answer: '500 in the error shape',
      reply: answerJson(500, {
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'Something went wrong on our side',
        requestId: 'req-500',
      }),
      code: 'ERR_BAD_RESPONSE',
      status: 500,
      message: 'Something went wrong on our side',
      fields: [],
      requestId: 'req-500',
    },
    {
      answer: '502 with a non-JSON body (a proxy page)',
      reply: answerText(502, '<h1>Bad Gateway</h1>', { 'x-request-id': 'req-502' }),
      code: 'ERR_BAD_RESPONSE',
      status: 502,
      message: 'GET /api/health answered 502 Bad Gateway',
      fields: [],
      requestId: 'req-502',
    },
    {
      answer: '429 without a reason phrase (as over HTTP/2)',
      reply: (_, response) => {
        response.writeHead(429, '', { 'content-type': 'text/plain' });
        response.end('slow down');
      },
      code: 'ERR_BAD_REQUEST',
      status: 429,
      message: 'GET /api/health answered 429',
      fields: [],
      requestId: undefined,
    },
    {
      answer: '403 with JSON that is not the error shape',
      reply: answerJson(403, { reason: 'forbidden' }),
      code: 'ERR_BAD_REQUEST',
      status: 403,
      message: 'GET /api/health answered 403 Forbidden',
      fields: [],
      requestId: undefined,
    },
  ];

  it.each(rows)('throws an ApiError for a $answer', async (row) => {
    answer = row.reply;

    const error = await failureOf(callEndpoint(getHealth, {}, { baseUrl }));

    expect({
      code: error.code,
      status: error.status,
      message: error.message.replace(baseUrl, ''),
      fields: error.fields,
      requestId: error.requestId,
      request: error.request.replace(baseUrl, ''),
      canceled: isCanceledRequest(error),
    }).toEqual({
      code: row.code,
      status: row.status,
      message: row.message,
      fields: row.fields,
      requestId: row.requestId,
      request: 'GET /api/health',
      canceled: false,
    });
  });
});

describe('callEndpoint on a success answer that breaks the contract', () => {
  it.each([
    { body: 'a body of the wrong shape', reply: answerJson(200, { status: 'fine' }) },
    { body: 'a body that is not JSON', reply: answerText(200, '<html>login page</html>') },
  ])('throws an ApiError for $body', async ({ reply }) => {
    answer = reply;

    const error = await failureOf(callEndpoint(getHealth, {}, { baseUrl }));

    expect(error.code).toBe('ERR_BAD_RESPONSE');
    expect(error.status).toBe(200);
    expect(error.message).toBe(
      `GET ${baseUrl}/api/health answered 200 with a body that does not match its schema`,
    );
    expect(error.cause).toBeInstanceOf(z.ZodError);
  });
});

describe('callEndpoint without an answer', () => {
  it('throws a silent ERR_CANCELED error when the caller cancels (product/errors-and-messages.md#tracked-calls)', async () => {
    answer = hang;
    const controller = new AbortController();

    const call = failureOf(callEndpoint(getHealth, {}, { baseUrl, signal: controller.signal }));
    await expect.poll(() => seen.length).toBe(1);
    controller.abort();
    const error = await call;

    expect(error.code).toBe('ERR_CANCELED');
    expect(error.message).toBe('Request Canceled');
    expect(error.status).toBeUndefined();
    expect(isCanceledRequest(error)).toBe(true);
  });

  it('sends nothing when the call was cancelled before it started', async () => {
    const error = await failureOf(
      callEndpoint(getHealth, {}, { baseUrl, signal: AbortSignal.abort() }),
    );

    expect(error.code).toBe('ERR_CANCELED');
    expect(seen).toEqual([]);
  });

  it('throws an ETIMEDOUT error, which is not silent, when the time limit runs out', async () => {
    answer = hang;

    const error = await failureOf(
      callEndpoint(getHealth, {}, { baseUrl, signal: AbortSignal.timeout(100) }),
    );

    expect(error.code).toBe('ETIMEDOUT');
    expect(error.message).toBe(`GET ${baseUrl}/api/health took too long`);
    expect(isCanceledRequest(error)).toBe(false);
  });

  it('throws an ERR_NETWORK error when nothing answers', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));

    const error = await failureOf(callEndpoint(getHealth, {}, { baseUrl: closedUrl }));

    expect(error.code).toBe('ERR_NETWORK');
    expect(error.message).toBe(`GET ${closedUrl}/api/health got no answer`);
    expect(error.cause).toBeInstanceOf(TypeError);
  });
});

describe('isCanceledRequest (product/errors-and-messages.md#tracked-calls: cancelled requests are silent)', () => {
  it.each([
    {
      error: new ApiError('Request Canceled', { code: 'ERR_CANCELED', request: 'GET /x' }),
      silent: true,
    },
    { error: { code: 'ERR_CANCELED', message: 'canceled' }, silent: true },
    { error: new Error('Request Canceled'), silent: true },
    {
      error: new ApiError('Not Found', { code: 'ERR_BAD_REQUEST', request: 'GET /x', status: 404 }),
      silent: false,
    },
    { error: new Error('Request failed'), silent: false },
    { error: 'Request Canceled', silent: false },
    { error: null, silent: false },
  ])('is $silent for $error', ({ error, silent }) => {
    expect(isCanceledRequest(error)).toBe(silent);
  });
});

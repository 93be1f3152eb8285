import { defineEndpoint } from '@clubjoin/contract/endpoint';
import { ErrorResponse } from '@clubjoin/contract/errors';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DATABASE_REFUSED_INPUT, UNSTORABLE_VALUE_MESSAGE } from '../src/http/errorHandler';
import { HttpError } from '../src/http/httpError';
import { registerEndpoint } from '../src/http/registerEndpoint';
import { buildTestApp, type TestApp } from './testApp';

// Routes that exist only in this test, to drive the app's error handling from the outside.
const createThing = defineEndpoint({
  method: 'POST',
  path: '/api/test/things/{thingId}',
  summary: 'test only',
  tags: ['test'],
  params: z.object({ thingId: z.string().regex(/^\d+$/, 'Thing ids are digits') }),
  query: z.object({ dryRun: z.enum(['true', 'false']).optional() }),
  body: z.object({
    email: z.string().email('Sorry, that seems to be an invalid email format.'),
    quantity: z.number().int().min(1, 'At least one'),
  }),
  status: 201,
  response: z.object({ thingId: z.string(), quantity: z.number() }),
});

describe('error answers', () => {
  let subject: TestApp;
  beforeEach(async () => {
    subject = await buildTestApp();
    registerEndpoint(subject.app, createThing, async ({ params, body }) => {
      if (params.thingId === '404') {
        throw new HttpError({ status: 404, message: 'Thing 404 was not found.' });
      }
      return { thingId: params.thingId, quantity: body.quantity };
    });
    subject.app.get('/api/test/boom', async () => {
      throw new Error('secret internal detail at db.example:5432');
    });
    subject.app.get('/api/test/unstorable', async () => {
      await subject.db.query('SELECT $1::text', ['a\u0000b']);
      return {};
    });
    subject.app.get(
      '/api/test/wrong-shape',
      { schema: { response: { 200: z.object({ n: z.number() }) } } },
      async () => ({ n: 'not a number' }),
    );
  });
  afterEach(async () => {
    await subject.app.close();
  });

  it('answers a valid request with the endpoint status', async () => {
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/test/things/7',
      payload: { email: 'ann@example.com', quantity: 2 },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ thingId: '7', quantity: 2 });
  });

  it('names each bad body field with its message', async () => {
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/test/things/7',
      payload: { email: 'not-an-email', quantity: 0 },
    });
    expect(response.statusCode).toBe(400);
    const body = ErrorResponse.parse(response.json());
    expect(body.error).toBe('Bad Request');
    expect(body.requestId).toBe(response.headers['x-request-id']);
    expect(body.fields).toEqual([
      { field: 'body.email', message: 'Sorry, that seems to be an invalid email format.' },
      { field: 'body.quantity', message: 'At least one' },
    ]);
  });

  it('names bad path and query parameters', async () => {
    const badParam = await subject.app.inject({
      method: 'POST',
      url: '/api/test/things/abc',
      payload: { email: 'ann@example.com', quantity: 1 },
    });
    expect(badParam.statusCode).toBe(400);
    expect(badParam.json().fields).toEqual([
      { field: 'params.thingId', message: 'Thing ids are digits' },
    ]);
    const badQuery = await subject.app.inject({
      method: 'POST',
      url: '/api/test/things/7?dryRun=maybe',
      payload: { email: 'ann@example.com', quantity: 1 },
    });
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json().fields[0].field).toBe('query.dryRun');
  });

  it('answers malformed JSON with 400 in the same shape', async () => {
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/test/things/7',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(ErrorResponse.parse(response.json()).statusCode).toBe(400);
  });

  it('answers an unsupported media type in the same shape', async () => {
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/test/things/7',
      headers: { 'content-type': 'application/xml' },
      payload: '<thing/>',
    });
    expect(response.statusCode).toBe(415);
    expect(ErrorResponse.parse(response.json()).error).toBe('Unsupported Media Type');
  });

  it('answers 404 for an unknown id with the route’s message', async () => {
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/test/things/404',
      payload: { email: 'ann@example.com', quantity: 1 },
    });
    expect(response.statusCode).toBe(404);
    expect(ErrorResponse.parse(response.json()).message).toBe('Thing 404 was not found.');
  });

  it('answers 404 in the same shape for an unknown API path', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(ErrorResponse.parse(response.json()).message).toBe(
      'No route for GET /api/no-such-thing',
    );
  });

  it('answers an unexpected error with 500 that leaks nothing, and logs it with its stack', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    const body = ErrorResponse.parse(response.json());
    expect(body.message).toBe('An unexpected error occurred. Please try again.');
    expect(response.body).not.toContain('secret');
    const logged = subject.logs.lines.find((line) => line.msg === 'unexpected error');
    expect(logged?.requestId).toBe(body.requestId);
    expect((logged?.err as { stack: string }).stack).toContain('secret internal detail');
  });

  it('answers 400 for a value the database refuses, and logs it as a schema to tighten', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/api/test/unstorable' });
    expect(response.statusCode).toBe(400);
    const body = ErrorResponse.parse(response.json());
    expect(body.message).toBe(UNSTORABLE_VALUE_MESSAGE);
    const logged = subject.logs.lines.find((line) => line.msg === DATABASE_REFUSED_INPUT);
    expect([logged?.level, logged?.condition, logged?.requestId]).toEqual([
      40,
      'character_not_in_repertoire',
      body.requestId,
    ]);
  });

  it('treats an answer that breaks its own schema as a 500, not a client error', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/api/test/wrong-shape' });
    expect(response.statusCode).toBe(500);
    expect(ErrorResponse.parse(response.json()).message).toBe(
      'An unexpected error occurred. Please try again.',
    );
  });

  it('never writes credentials to the log', async () => {
    await subject.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: {
        authorization: 'Bearer top-secret',
        cookie: 'sso=top-secret',
        'x-ltf-ssoid': 'top-secret',
      },
    });
    expect(JSON.stringify(subject.logs.lines)).not.toContain('top-secret');
  });
});

// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '@clubjoin/contract/endpoint';
import { callTracker, dismissCallErrors } from './callTracker';
import { trackedCall } from './trackedCall';

const getClub = defineEndpoint({
  method: 'GET',
  path: '/api/content/clubs/{clubId}',
  summary: 'A club',
  tags: ['test'],
  params: z.object({ clubId: z.string() }),
  query: z.object({ coupon: z.string().optional() }),
  status: 200,
  response: z.object({ mmsClubId: z.string() }),
});

/** A fetch whose answers the test gives one by one; log calls are answered at once. */
let pending: {
  url: string;
  answer: (response: Response) => void;
  fail: (error: unknown) => void;
}[];
let logs: unknown[];

beforeEach(() => {
  pending = [];
  logs = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      if (url === '/api/logs') {
        logs.push(JSON.parse(String(init.body)));
        return Promise.resolve(new Response(null, { status: 204 }));
      }
      return new Promise<Response>((answer, fail) => {
        pending.push({ url, answer, fail });
        init.signal?.addEventListener('abort', () =>
          fail(new DOMException('The operation was aborted.', 'AbortError')),
        );
      });
    }),
  );
});

afterEach(() => {
  dismissCallErrors();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const serverError = () =>
  json(500, {
    statusCode: 500,
    error: 'Internal Server Error',
    message: 'Something went wrong on our side',
    requestId: 'req-1',
  });
const loading = () => callTracker.getState().loadingCount;
const errors = () => callTracker.getState().errors;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the loading counter of tracked calls (product/wizard.md#loading-indicators)', () => {
  it('rises per request and falls per response, showing the latest message', async () => {
    const first = trackedCall(
      getClub,
      { params: { clubId: '12' } },
      { message: 'Finding your club' },
    );
    expect(loading()).toBe(1);
    expect(callTracker.getState().loadingMessage).toBe('Finding your club');
    const second = trackedCall(getClub, { params: { clubId: '13' } }, { message: 'Loading clubs' });
    expect(loading()).toBe(2);
    expect(callTracker.getState().loadingMessage).toBe('Loading clubs');

    pending[0]?.answer(json(200, { mmsClubId: '12' }));
    await first;
    expect(loading()).toBe(1);

    pending[1]?.answer(serverError());
    await expect(second).rejects.toThrow('Something went wrong on our side');
    expect(loading()).toBe(0);
    expect(callTracker.getState().loadingMessage).toBeUndefined();
  });

  it("leaves out a call whose message contains 'Suppress Loading' (product/errors-and-messages.md#tracked-calls)", async () => {
    const call = trackedCall(
      getClub,
      { params: { clubId: '12' } },
      { message: 'Pool passes (Suppress Loading)' },
    );
    expect(loading()).toBe(0);

    pending[0]?.answer(json(200, { mmsClubId: '12' }));
    await call;
    expect(loading()).toBe(0);
  });
});

describe('the errors of tracked calls (product/errors-and-messages.md#tracked-calls)', () => {
  it('holds a failure against its URL, logs it, and clears it when that URL next succeeds', async () => {
    const failing = trackedCall(getClub, { params: { clubId: '12' }, query: { coupon: 'A' } });
    pending[0]?.answer(serverError());
    await expect(failing).rejects.toThrow();

    expect(errors()).toEqual({
      'GET /api/content/clubs/12': 'Something went wrong on our side',
    });
    await settle();
    expect(logs).toEqual([
      {
        level: 'error',
        message: 'Something went wrong on our side',
        method: 'GET',
        status: 500,
        url: '/api/content/clubs/12?coupon=A',
        response: '{"requestId":"req-1","fields":[]}',
        page: '/',
      },
    ]);

    const other = trackedCall(getClub, { params: { clubId: '13' } });
    pending[1]?.answer(json(200, { mmsClubId: '13' }));
    await other;
    expect(Object.keys(errors())).toEqual(['GET /api/content/clubs/12']);

    const again = trackedCall(getClub, { params: { clubId: '12' } });
    pending[2]?.answer(json(200, { mmsClubId: '12' }));
    await again;
    expect(errors()).toEqual({});
  });

  it('keeps a cancelled call silent: no error held, nothing logged', async () => {
    const controller = new AbortController();
    const call = trackedCall(getClub, { params: { clubId: '12' } }, { signal: controller.signal });

    controller.abort();

    await expect(call).rejects.toThrow('Request Canceled');
    await settle();
    expect(errors()).toEqual({});
    expect(logs).toEqual([]);
    expect(loading()).toBe(0);
  });

  it('leaves a failure the caller handles to the caller, holding and logging the others', async () => {
    const notFound = () =>
      json(404, { statusCode: 404, error: 'Not Found', message: 'No club', requestId: 'req-2' });
    const isNotFound = (error: { status: number | undefined }) => error.status === 404;

    const handled = trackedCall(getClub, { params: { clubId: '12' } }, { handled: isNotFound });
    expect(loading()).toBe(1);
    pending[0]?.answer(notFound());
    await expect(handled).rejects.toThrow('No club');
    await settle();
    expect(errors()).toEqual({});
    expect(logs).toEqual([]);
    expect(loading()).toBe(0);

    const unhandled = trackedCall(getClub, { params: { clubId: '12' } }, { handled: isNotFound });
    pending[1]?.answer(serverError());
    await expect(unhandled).rejects.toThrow('Something went wrong on our side');
    expect(errors()).toEqual({ 'GET /api/content/clubs/12': 'Something went wrong on our side' });
  });

  it('holds an error for a call that got no answer', async () => {
    const call = trackedCall(getClub, { params: { clubId: '12' } });

    pending[0]?.fail(new TypeError('Failed to fetch'));

    await expect(call).rejects.toThrow('GET /api/content/clubs/12 got no answer');
    expect(errors()).toEqual({
      'GET /api/content/clubs/12': 'GET /api/content/clubs/12 got no answer',
    });
  });
});

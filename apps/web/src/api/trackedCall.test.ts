// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '@clubjoin/contract/endpoint';
import { postLog } from '@clubjoin/contract/logs';
import { failure, noAnswer, type Reply, setupFakeApi } from '../testing/fakeApi';
import { callTracker, dismissCallErrors } from './callTracker';
import { trackedCall } from './trackedCall';

const api = setupFakeApi();

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

/** The club calls waiting for the answer the test gives; log calls are answered at once. */
let pending: { clubId: string; answer: (reply: Reply<typeof getClub>) => void }[];

beforeEach(() => {
  pending = [];
  api.answer(
    getClub,
    ({ params }) => new Promise((answer) => pending.push({ clubId: params.clubId, answer })),
  );
  api.answer(postLog, null);
});

afterEach(() => {
  dismissCallErrors();
});

/** Answers the oldest call waiting for a club, once the calls made have arrived. */
async function answerClub(clubId: string, reply: Reply<typeof getClub>) {
  await api.settled();
  const waiting = pending.findIndex((call) => call.clubId === clubId);
  if (waiting === -1) throw new Error(`No call waits for club ${clubId}`);
  pending.splice(waiting, 1)[0]?.answer(reply);
}

const logs = async () => (await api.calls(postLog)).map(({ body }) => body);
const serverError = () => failure(500, 'Something went wrong on our side', { requestId: 'req-1' });
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

    await answerClub('12', { mmsClubId: '12' });
    await first;
    expect(loading()).toBe(1);

    await answerClub('13', serverError());
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

    await answerClub('12', { mmsClubId: '12' });
    await call;
    expect(loading()).toBe(0);
  });
});

describe('the errors of tracked calls (product/errors-and-messages.md#tracked-calls)', () => {
  it('holds a failure against its URL, logs it, and clears it when that URL next succeeds', async () => {
    const failing = trackedCall(getClub, { params: { clubId: '12' }, query: { coupon: 'A' } });
    await answerClub('12', serverError());
    await expect(failing).rejects.toThrow();

    expect(errors()).toEqual({
      'GET /api/content/clubs/12': 'Something went wrong on our side',
    });
    await settle();
    expect(await logs()).toEqual([
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
    await answerClub('13', { mmsClubId: '13' });
    await other;
    expect(Object.keys(errors())).toEqual(['GET /api/content/clubs/12']);

    const again = trackedCall(getClub, { params: { clubId: '12' } });
    await answerClub('12', { mmsClubId: '12' });
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
    expect(await logs()).toEqual([]);
    expect(loading()).toBe(0);
  });

  it('leaves a failure the caller handles to the caller, holding and logging the others', async () => {
    const notFound = () => failure(404, 'No club', { requestId: 'req-2' });
    const isNotFound = (error: { status: number | undefined }) => error.status === 404;

    const handled = trackedCall(getClub, { params: { clubId: '12' } }, { handled: isNotFound });
    expect(loading()).toBe(1);
    await answerClub('12', notFound());
    await expect(handled).rejects.toThrow('No club');
    await settle();
    expect(errors()).toEqual({});
    expect(await logs()).toEqual([]);
    expect(loading()).toBe(0);

    const unhandled = trackedCall(getClub, { params: { clubId: '12' } }, { handled: isNotFound });
    await answerClub('12', serverError());
    await expect(unhandled).rejects.toThrow('Something went wrong on our side');
    expect(errors()).toEqual({ 'GET /api/content/clubs/12': 'Something went wrong on our side' });
  });

  it('holds an error for a call that got no answer', async () => {
    const call = trackedCall(getClub, { params: { clubId: '12' } });

    await answerClub('12', noAnswer());

    await expect(call).rejects.toThrow('GET /api/content/clubs/12 got no answer');
    expect(errors()).toEqual({
      'GET /api/content/clubs/12': 'GET /api/content/clubs/12 got no answer',
    });
  });
});

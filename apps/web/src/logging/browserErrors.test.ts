// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logBrowserErrors } from './browserErrors';

let logged: unknown[];
let stop: () => void;

beforeEach(() => {
  logged = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      logged.push(JSON.parse(String(init.body)));
      return new Response(null, { status: 204 });
    }),
  );
  stop = logBrowserErrors();
});

afterEach(() => {
  stop();
  vi.unstubAllGlobals();
});

/** An unhandled rejection as the browser reports it. */
const rejection = (reason: unknown) =>
  Object.assign(new Event('unhandledrejection'), { reason, promise: Promise.resolve() });

describe('browser errors go to the server log (product/errors-and-messages.md#logging: unhandled app errors are logged)', () => {
  it.each([
    [
      'an uncaught error, with its script',
      new ErrorEvent('error', {
        error: new TypeError('x is undefined'),
        filename: 'https://clubjoin.test/assets/index.js',
      }),
      {
        level: 'error',
        message: 'TypeError: x is undefined',
        url: 'https://clubjoin.test/assets/index.js',
        page: '/',
      },
    ],
    [
      'an error event that carries only a message',
      new ErrorEvent('error', { message: 'Script error.' }),
      { level: 'error', message: 'Script error.', page: '/' },
    ],
    [
      'an unhandled rejection with an error',
      rejection(new RangeError('Invalid date')),
      { level: 'error', message: 'RangeError: Invalid date', page: '/' },
    ],
    [
      'an unhandled rejection with a text',
      rejection('Request timed out'),
      { level: 'error', message: 'Request timed out', page: '/' },
    ],
    [
      'an unhandled rejection without a reason',
      rejection(undefined),
      { level: 'error', message: 'A promise was rejected without a reason', page: '/' },
    ],
  ])('logs %s', (_case, event, log) => {
    window.dispatchEvent(event);

    expect(logged).toEqual([log]);
  });

  it('stops when asked', () => {
    stop();
    window.dispatchEvent(rejection('late'));

    expect(logged).toEqual([]);
  });
});

// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { postLog } from '@clubjoin/contract/logs';
import { setupFakeApi } from '../testing/fakeApi';
import { logBrowserErrors } from './browserErrors';

const api = setupFakeApi();
/** The log lines the page sent to the server. */
const logged = async () => (await api.calls(postLog)).map(({ body }) => body);
let stop: () => void;

beforeEach(() => {
  api.answer(postLog, null);
  stop = logBrowserErrors();
});

afterEach(() => {
  stop();
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
  ])('logs %s', async (_case, event, log) => {
    window.dispatchEvent(event);

    expect(await logged()).toEqual([log]);
  });

  it('stops when asked', async () => {
    stop();
    window.dispatchEvent(rejection('late'));

    expect(await logged()).toEqual([]);
  });
});

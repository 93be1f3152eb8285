import { afterAll, afterEach, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from './testApp';

/**
 * One app for a describe whose tests only read a service under `prefix`, on a clock that starts
 * at `start`: a test may move it with setNow, and it goes back to `start` after each test.
 */
export function servedAt(prefix: string, start: Date) {
  let subject: TestApp | undefined;
  let now = start;
  beforeAll(async () => {
    subject = await buildTestApp({ clock: () => now });
  });
  afterEach(() => {
    now = start;
  });
  afterAll(async () => {
    await subject?.app.close();
  });
  const app = () => {
    if (!subject) throw new Error('The app starts in beforeAll');
    return subject;
  };
  return {
    app,
    setNow(instant: Date) {
      now = instant;
    },
    /** GETs `prefix + url`, answering the status and the parsed body. */
    async get(url: string) {
      const response = await app().app.inject({ method: 'GET', url: `${prefix}${url}` });
      return { status: response.statusCode, body: response.json() };
    },
  };
}

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './testApp';

describe('POST /api/logs', () => {
  let subject: TestApp;
  beforeEach(async () => {
    subject = await buildTestApp();
  });
  afterEach(async () => {
    await subject.app.close();
  });

  it.each([
    { level: 'error', pinoLevel: 50 },
    { level: 'warning', pinoLevel: 40 },
    { level: 'info', pinoLevel: 30 },
  ])(
    'writes a browser $level into the server log under the request id',
    async ({ level, pinoLevel }) => {
      const log = {
        level,
        message: 'Request failed with status code 502',
        method: 'GET',
        status: 502,
        url: '/api/product/club/5/default',
        response: '<html>Bad Gateway</html>',
        page: '/join/membership',
      };
      const response = await subject.app.inject({ method: 'POST', url: '/api/logs', payload: log });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      const line = subject.logs.lines.find(
        (entry) => entry.msg === `browser ${level}: ${log.message}`,
      );
      expect(line?.level).toBe(pinoLevel);
      expect(line?.client).toEqual(log);
      expect(line?.requestId).toBe(response.headers['x-request-id']);
    },
  );

  it('refuses a log without a message or with an unknown level, naming the fields', async () => {
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/logs',
      payload: { level: 'fatal', message: '   ' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.map((field: { field: string }) => field.field)).toEqual([
      'body.level',
      'body.message',
    ]);
  });
});

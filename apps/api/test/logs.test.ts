import { LOG_REPORT_MAX_BYTES, LOG_REPORTS_PER_ADDRESS } from '@clubjoin/domain/calls/logReports';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './testApp';
import { fixedClock } from './accountsTestKit';

describe('POST /api/logs', () => {
  let subject: TestApp;
  beforeEach(async () => {
    subject = await buildTestApp({ clock: fixedClock('2025-06-15T12:00:00Z').clock });
  });
  afterEach(async () => {
    await subject.app.close();
  });

  const send = (payload: object, remoteAddress = '203.0.113.7') =>
    subject.app.inject({ method: 'POST', url: '/api/logs', payload, remoteAddress });

  it.each([
    // A browser's report is what any caller says: never louder than warn.
    { level: 'error', pinoLevel: 40 },
    { level: 'warning', pinoLevel: 40 },
    { level: 'info', pinoLevel: 30 },
  ])(
    'writes a browser $level into the server log under the request id, at $pinoLevel',
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
      const response = await send(log);
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

  it('masks anything that looks like a card number, with spaces, dashes or none', async () => {
    const response = await send({
      level: 'error',
      message: 'Card 4111 1111 1111 1111 was typed into the name field',
      url: '/api/payments/v1/tokens?card=4111-1111-1111-1111',
      response: '{"cardNumber":"4111111111111111","amex":"3782 822463 10005"}',
      page: '/join/payment?pan=4242424242424242',
    });
    expect(response.statusCode).toBe(204);
    const written = JSON.stringify(subject.logs.lines);
    for (const digits of ['4111 1111 1111 1111', '4111-1111-1111-1111', '4111111111111111']) {
      expect(written).not.toContain(digits);
    }
    expect(written).not.toContain('822463');
    expect(written).not.toContain('4242424242424242');
    const line = subject.logs.lines.find((entry) => String(entry.msg).startsWith('browser error'));
    expect(line?.msg).toBe('browser error: Card **** **** **** 1111 was typed into the name field');
    expect(line?.client).toEqual({
      level: 'error',
      message: 'Card **** **** **** 1111 was typed into the name field',
      url: '/api/payments/v1/tokens?card=****-****-****-1111',
      response: '{"cardNumber":"************1111","amex":"**** ****** *0005"}',
      page: '/join/payment?pan=************4242',
    });
  });

  it('refuses a report past the size cap with 413 and logs nothing of it', async () => {
    const response = await send({ level: 'info', message: 'x'.repeat(LOG_REPORT_MAX_BYTES) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
    expect(subject.logs.lines.some((entry) => String(entry.msg).startsWith('browser'))).toBe(false);
  });

  it(`answers 429 with retry-after past ${LOG_REPORTS_PER_ADDRESS} reports a minute from one address`, async () => {
    const report = { level: 'info', message: 'page shown' };
    for (let sent = 1; sent <= LOG_REPORTS_PER_ADDRESS; sent += 1) {
      expect((await send(report)).statusCode).toBe(204);
    }
    const refused = await send(report);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json().message).toBe(
      'Too many log reports from your connection. Please try again in 60 seconds.',
    );
    expect((await send(report, '198.51.100.20')).statusCode).toBe(204);
  });

  it('refuses a log without a message or with an unknown level, naming the fields', async () => {
    const response = await send({ level: 'fatal', message: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.map((field: { field: string }) => field.field)).toEqual([
      'body.level',
      'body.message',
    ]);
  });
});

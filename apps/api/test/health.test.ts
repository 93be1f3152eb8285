import { afterEach, describe, expect, it } from 'vitest';
import { HealthResponse } from '@clubjoin/contract/health';
import rootPackage from '../../../package.json';
import { buildTestApp, type TestApp } from './testApp';
import { testDatabaseKind } from './testDatabase';

describe('GET /api/health', () => {
  let subject: TestApp;
  afterEach(async () => {
    await subject.app.close();
  });

  it('answers the version and that the database answers', async () => {
    subject = await buildTestApp();
    const response = await subject.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(HealthResponse.parse(response.json())).toEqual({
      status: 'ok',
      version: rootPackage.version,
      database: { kind: testDatabaseKind, answers: true },
    });
  });

  it('answers 503 and says so when the database does not answer', async () => {
    subject = await buildTestApp();
    await subject.db.close();
    subject.db.close = async () => undefined;
    const response = await subject.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      status: 'degraded',
      database: { kind: testDatabaseKind, answers: false },
    });
  });

  it('echoes a sane incoming request id and logs it on the request lines', async () => {
    subject = await buildTestApp();
    const response = await subject.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'probe-42' },
    });
    expect(response.headers['x-request-id']).toBe('probe-42');
    const requestLines = subject.logs.lines.filter((line) => 'req' in line || 'res' in line);
    expect(requestLines.length).toBeGreaterThanOrEqual(2);
    for (const line of requestLines) expect(line.requestId).toBe('probe-42');
  });

  it('makes up a request id when the incoming one is not sane', async () => {
    subject = await buildTestApp();
    const response = await subject.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'a b c <script>' },
    });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

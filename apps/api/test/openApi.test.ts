import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './testApp';

describe('the OpenAPI document', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp();
  });
  afterAll(async () => {
    await subject.app.close();
  });

  it('is generated from the contract schemas at /api/openapi.json', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    const health = document.paths['/api/health'].get;
    expect(health.summary).toBe('Service version and whether the database answers');
    expect(Object.keys(health.responses)).toEqual(
      expect.arrayContaining(['200', '503', '4XX', '5XX']),
    );
    expect(document.components.schemas.HealthResponse.properties.database).toBeDefined();
    expect(document.components.schemas.ErrorResponse.required).toEqual(
      expect.arrayContaining(['statusCode', 'error', 'message', 'requestId']),
    );
    expect(JSON.stringify(document.paths)).not.toContain('/api/openapi.json');
  });

  it('is browsable at /api/docs', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('swagger');
  });
});

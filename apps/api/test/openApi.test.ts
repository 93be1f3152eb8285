import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Endpoint } from '@clubjoin/contract/endpoint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/paths';
import { buildTestApp, type TestApp } from './testApp';

/** Every endpoint the contract defines, found by reading its modules. */
async function contractEndpoints(): Promise<{ name: string; endpoint: Endpoint }[]> {
  const dir = join(repoRoot, 'packages/contract/src');
  const files = (await readdir(dir, { recursive: true })).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  );
  const found: { name: string; endpoint: Endpoint }[] = [];
  for (const file of files) {
    const module = (await import(join(dir, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      const candidate = value as Partial<Endpoint> | null;
      if (
        candidate &&
        typeof candidate === 'object' &&
        candidate.method &&
        candidate.path &&
        candidate.response
      ) {
        found.push({ name: `${file}#${name}`, endpoint: candidate as Endpoint });
      }
    }
  }
  return found;
}

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

  it('documents every endpoint the contract defines', async () => {
    const document = (await subject.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const endpoints = await contractEndpoints();
    expect(endpoints.length).toBeGreaterThanOrEqual(3);
    for (const { name, endpoint } of endpoints) {
      const operation = document.paths[endpoint.path]?.[endpoint.method.toLowerCase()];
      expect(operation, `${name}: ${endpoint.method} ${endpoint.path}`).toBeDefined();
      expect(operation.summary).toBe(endpoint.summary);
    }
  });

  it('is browsable at /api/docs', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('swagger');
  });
});

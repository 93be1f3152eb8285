import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './testApp';

describe('serving the web app', () => {
  let subject: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = await mkdtemp(join(tmpdir(), 'clubjoin-web-'));
    await mkdir(join(webRoot, 'assets'));
    await writeFile(join(webRoot, 'index.html'), '<!doctype html><title>clubjoin</title>');
    await writeFile(join(webRoot, 'assets', 'main-3f9a1c.js'), 'console.log(1)');
    await writeFile(join(webRoot, 'favicon.svg'), '<svg/>');
    subject = await buildTestApp({ webRoot });
  });
  afterAll(async () => {
    await subject.app.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('caches hashed assets for a year as immutable', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/assets/main-3f9a1c.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('never caches index.html or files outside assets', async () => {
    for (const url of ['/index.html', '/favicon.svg']) {
      const response = await subject.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers deep links with the app, so its router takes them', async () => {
    for (const url of ['/', '/join', '/join/summary?clubId=5', '/member/nmo']) {
      const response = await subject.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<title>clubjoin</title>');
    }
  });

  it('answers unknown API paths and non-GET requests with the JSON 404', async () => {
    const api = await subject.app.inject({ method: 'GET', url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json().message).toBe('No route for GET /api/nope');
    const post = await subject.app.inject({ method: 'POST', url: '/join' });
    expect(post.statusCode).toBe(404);
    expect(post.headers['content-type']).toContain('application/json');
  });

  it('answers a missing asset with 404 rather than the app', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/assets/gone-000000.js' });
    expect(response.statusCode).toBe(404);
  });
});

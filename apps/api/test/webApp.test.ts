import { APP_PAGE_PATHS } from '@clubjoin/domain/pages';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './testApp';
import { makeTestWebRoot, TEST_ASSET } from './testWebRoot';

describe('serving the web app', () => {
  let subject: TestApp;
  let removeWebRoot: () => Promise<void>;
  beforeAll(async () => {
    const { webRoot, remove } = await makeTestWebRoot();
    removeWebRoot = remove;
    subject = await buildTestApp({ webRoot });
  });
  afterAll(async () => {
    await subject.app.close();
    await removeWebRoot();
  });

  it('caches hashed assets for a year as immutable', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/assets/main-3f9a1c.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the compressed copy the browser accepts, brotli first, else the file itself', async () => {
    const send = (encoding: string) =>
      subject.app.inject({
        method: 'GET',
        url: TEST_ASSET.url,
        headers: { 'accept-encoding': encoding },
      });
    const brotli = await send('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(TEST_ASSET.text);
    const gzip = await send('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(TEST_ASSET.text);
    const plain = await send('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(TEST_ASSET.text);
  });

  it('never caches index.html or files outside assets', async () => {
    for (const url of ['/index.html', '/favicon.svg']) {
      const response = await subject.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers every page the app knows with the app, so its router takes it', async () => {
    const deepLinks = [
      '/join/summary?clubId=5',
      '/JOIN/Club',
      '/join/address/',
      '/account/activate',
    ];
    for (const url of [...APP_PAGE_PATHS, ...deepLinks]) {
      const response = await subject.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<title>clubjoin</title>');
    }
  });

  it('answers any other path outside the API with 404 and the app, which shows its not-found page', async () => {
    for (const url of ['/nope', '/join/anything', '/member/nowhere', '/join/junior-member/7?x=1']) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await subject.app.inject({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.headers['content-type']).toContain('text/html');
        expect(response.headers['cache-control']).toBe('no-cache');
      }
      const page = await subject.app.inject({ method: 'GET', url });
      expect(page.body).toContain('<title>clubjoin</title>');
    }
    // A conditional request still gets the page, never an empty 404.
    const conditional = await subject.app.inject({
      method: 'GET',
      url: '/nope',
      headers: { 'if-none-match': '*', 'if-modified-since': new Date(0).toUTCString() },
    });
    expect([conditional.statusCode, conditional.body]).toEqual([
      404,
      expect.stringContaining('<title>clubjoin</title>'),
    ]);
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

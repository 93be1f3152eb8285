import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './testApp';
import { makeTestWebRoot } from './testWebRoot';

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: unknown): Record<string, string> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...values] = part.split(/\s+/);
        return [name, values.join(' ')];
      }),
  );
}

describe('security headers on every answer', () => {
  let subject: TestApp;
  let removeWebRoot: () => Promise<void>;
  beforeAll(async () => {
    const { webRoot, remove } = await makeTestWebRoot();
    removeWebRoot = remove;
    // The test's requests come from 127.0.0.1: the app takes it for its proxy.
    subject = await buildTestApp({ webRoot, trustProxy: ['127.0.0.1'] });
  });
  afterAll(async () => {
    await subject.app.close();
    await removeWebRoot();
  });

  it.each(['/join', '/api/health', '/api/nope'])(
    '%s carries a strict policy, nosniff, no framing, a referrer policy and geolocation for the app only',
    async (url) => {
      const response = await subject.app.inject({ method: 'GET', url });
      const csp = directives(response.headers['content-security-policy']);
      expect(csp).toEqual({
        'default-src': "'self'",
        'base-uri': "'none'",
        'connect-src': "'self'",
        'font-src': "'self'",
        'form-action': "'self'",
        'frame-ancestors': "'none'",
        'img-src': "'self' data:",
        'object-src': "'none'",
        'script-src': "'self'",
        'script-src-attr': "'none'",
        'style-src': "'self'",
      });
      expect(response.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'same-origin',
        'permissions-policy': 'geolocation=(self), camera=(), microphone=(), payment=(), usb=()',
      });
      expect(response.headers['strict-transport-security']).toBeUndefined();
    },
  );

  it('lets the API reference (Swagger UI) alone style inline, and run no inline script', async () => {
    for (const url of ['/api/docs', '/api/docs/static/index.css']) {
      const response = await subject.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      const csp = directives(response.headers['content-security-policy']);
      expect(csp).toMatchObject({
        'style-src': "'self' 'unsafe-inline'",
        'script-src': "'self'",
        'frame-ancestors': "'none'",
      });
    }
  });

  it('adds HSTS only when the request came over HTTPS, as a trusted proxy says', async () => {
    for (const url of ['/join', '/api/health']) {
      const overHttps = await subject.app.inject({
        method: 'GET',
        url,
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(overHttps.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
    }
    const plain = await subject.app.inject({ method: 'GET', url: '/join' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // A caller the app does not take for its proxy cannot claim HTTPS.
    const claimed = await subject.app.inject({
      method: 'GET',
      url: '/join',
      headers: { 'x-forwarded-proto': 'https' },
      remoteAddress: '203.0.113.7',
    });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('without TRUST_PROXY', () => {
  it('believes no X-Forwarded-Proto, whoever sends it', async () => {
    const subject = await buildTestApp();
    try {
      const response = await subject.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(response.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await subject.app.close();
    }
  });
});

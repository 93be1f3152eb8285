import { ErrorResponse } from '@clubjoin/contract/errors';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CROSS_SITE_WRITE_MESSAGE } from '../src/http/crossSiteWrites';
import { buildTestApp, type TestApp } from './testApp';
import { setCookies, signedIn } from './accountsTestKit';

const USER = 'new.account@example.com';
const PROFILE = '/api/gateway/user-profile/profile';
/** Where the app is reached in these tests; PUBLIC_URL is the default http://localhost:3000. */
const HOST = 'join.club.example';

describe('writes a browser makes for another site are refused (Origin, Sec-Fetch-Site)', () => {
  let subject: TestApp;
  let cookie: string;
  beforeEach(async () => {
    subject = await buildTestApp();
    ({ cookie } = await signedIn(subject, USER));
  });
  afterEach(async () => {
    await subject.app.close();
  });

  const logout = (headers: Record<string, string>) =>
    subject.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { host: HOST, cookie, ...headers },
    });
  const stillSignedIn = async () =>
    (await subject.app.inject({ method: 'GET', url: PROFILE, headers: { cookie } })).statusCode ===
    200;

  it.each([
    [
      'a cross-site form posting text/plain',
      {
        'sec-fetch-site': 'cross-site',
        origin: 'https://attacker.example',
        'content-type': 'text/plain',
      },
    ],
    [
      'another subdomain of the site',
      { 'sec-fetch-site': 'same-site', origin: 'https://blog.club.example' },
    ],
    ['a browser that sends only Origin', { origin: 'https://attacker.example' }],
    ['a sandboxed page (Origin null)', { origin: 'null' }],
  ])(
    'refuses a logout from %s with 403, and the person stays signed in',
    async (_from, headers) => {
      const response = await logout(headers);
      expect(response.statusCode).toBe(403);
      expect(ErrorResponse.parse(response.json())).toMatchObject({
        statusCode: 403,
        error: 'Forbidden',
        message: CROSS_SITE_WRITE_MESSAGE,
      });
      expect(setCookies(response)).toEqual({});
      expect(await stillSignedIn()).toBe(true);
    },
  );

  it('refuses other cross-site writes carrying the cookie: a login, a check, a cart', async () => {
    const crossSite = {
      host: HOST,
      cookie,
      'sec-fetch-site': 'cross-site',
      origin: 'https://attacker.example',
    };
    for (const [method, url] of [
      ['POST', '/api/auth/login'],
      ['POST', '/api/membership/v1/userIdentity/exists'],
      ['PUT', '/api/membership-cart/v1/cart'],
    ] as const) {
      const response = await subject.app.inject({ method, url, headers: crossSite, payload: {} });
      expect(response.statusCode, url).toBe(403);
    }
    // Reading is not changing: a cross-site link to a page or a GET still answers.
    const read = await subject.app.inject({ method: 'GET', url: PROFILE, headers: crossSite });
    expect(read.statusCode).toBe(200);
  });

  it.each([
    ['the app’s own page', { 'sec-fetch-site': 'same-origin', origin: `http://${HOST}` }],
    ['a browser that sends only Origin, the app’s', { origin: `http://${HOST}` }],
    ['a browser on PUBLIC_URL behind a proxy', { origin: 'http://localhost:3000' }],
    ['the person’s own navigation', { 'sec-fetch-site': 'none' }],
    ['an API caller that is no browser page', {}],
  ])('accepts a logout from %s', async (_from, headers) => {
    const response = await logout(headers);
    expect(response.statusCode).toBe(204);
    expect(await stillSignedIn()).toBe(false);
  });
});

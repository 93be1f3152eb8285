import { ErrorResponse } from '@clubjoin/contract/errors';
import { Profile } from '@clubjoin/contract/profile';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './testApp';
import { fixedClock, HOUR, logIn, MINUTE, setCookies, signedIn } from './accountsTestKit';

const PROFILE = '/api/gateway/user-profile/profile';
const USER = 'new.account@example.com';

describe('SSO sessions: cookies, headers, expiry, logout (product/accounts-and-sign-in.md#sign-out, #passwords-lockout-and-sessions)', () => {
  let subject: TestApp;
  afterEach(async () => {
    await subject.app.close();
  });

  const profile = (headers: Record<string, string>) =>
    subject.app.inject({ method: 'GET', url: PROFILE, headers });

  it('sets the SSO cookie httpOnly, SameSite=Lax, path /, for 3600 s; Secure only over HTTPS', async () => {
    subject = await buildTestApp({ trustProxy: ['127.0.0.1'] });
    const plain = setCookies(await logIn(subject, USER));
    expect(plain['lt-oms-sso']).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: 3600,
    });
    expect(plain['lt-oms-sso']?.secure).toBeUndefined();
    // The page's sign of the session (product/accounts-and-sign-in.md#rejoin): readable, no
    // credential, living as long.
    expect(plain['lt-oms-signed-in']).toMatchObject({ value: '1', path: '/', maxAge: 3600 });
    expect(plain['lt-oms-signed-in']?.httpOnly).toBeUndefined();
    expect(plain['lt-oms-remember']).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      maxAge: 30 * 24 * 3600,
    });

    const overHttps = setCookies(
      await logIn(subject, USER, { headers: { 'x-forwarded-proto': 'https' } }),
    );
    expect(overHttps['lt-oms-sso']).toMatchObject({ secure: true, httpOnly: true });
    expect(overHttps['lt-oms-remember']?.secure).toBe(true);

    // A caller the app does not take for its proxy cannot say it came over HTTPS.
    const claimed = setCookies(
      await logIn(subject, USER, {
        headers: { 'x-forwarded-proto': 'https' },
        remoteAddress: '203.0.113.7',
      }),
    );
    expect(claimed['lt-oms-sso']?.secure).toBeUndefined();
  });

  it('recognises the member by the cookie and by each header of product/accounts-and-sign-in.md#credentials-and-headers', async () => {
    subject = await buildTestApp();
    const { ssoId, partyId, cookie } = await signedIn(subject, USER);
    const byCookie = Profile.parse((await profile({ cookie })).json());
    expect(byCookie.partyId).toBe(partyId);
    expect(byCookie.token).toMatch(/^[\w-]{43}$/);
    expect(byCookie.jwt).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    const bySsoHeader = Profile.parse((await profile({ 'x-ltf-ssoid': ssoId })).json());
    expect(bySsoHeader.token).toBe(byCookie.token);
    const byToken = Profile.parse(
      (await profile({ 'x-ltf-profile': byCookie.token ?? '' })).json(),
    );
    expect(byToken).toMatchObject({ partyId, token: byCookie.token });
    const byJwt = Profile.parse(
      (await profile({ authorization: `Bearer ${byCookie.jwt ?? ''}` })).json(),
    );
    expect(byJwt).toMatchObject({ partyId, token: null });
  });

  it('recognises a remembered member (product/accounts-and-sign-in.md#member-state) without handing out session credentials', async () => {
    subject = await buildTestApp();
    const { cookies } = await signedIn(subject, USER);
    const remember = cookies['lt-oms-remember']?.value ?? '';
    const byHeader = await profile({ 'x-remember': remember });
    expect(byHeader.statusCode).toBe(200);
    expect(Profile.parse(byHeader.json())).toMatchObject({ token: null, jwt: null });
    const byCookie = await profile({ cookie: `lt-oms-remember=${remember}` });
    expect(byCookie.json().token).toBeNull();
    // The remember token alone does not open what needs a signed-in member.
    const customer = await subject.app.inject({
      method: 'GET',
      url: '/api/gateway/private-profile/customer',
      headers: { 'x-remember': remember },
    });
    expect([customer.statusCode, customer.json().message]).toEqual([
      401,
      'No SSO session was given.',
    ]);
  });

  it('forgets a remembered member 30 days after the login', async () => {
    const time = fixedClock('2025-06-15T08:00:00Z');
    subject = await buildTestApp({ clock: time.clock });
    const { cookies } = await signedIn(subject, USER);
    const cookie = `lt-oms-remember=${cookies['lt-oms-remember']?.value ?? ''}`;
    time.advance(30 * 24 * HOUR - 1000);
    expect((await profile({ cookie })).statusCode).toBe(200);
    time.advance(1000);
    const forgotten = await profile({ cookie });
    expect([forgotten.statusCode, forgotten.json().message]).toEqual([401, 'Expired SSO Session']);
    expect(setCookies(forgotten)['lt-oms-remember']).toMatchObject({ value: '', maxAge: 0 });
  });

  it('ends a session after an hour without use, and answers Expired SSO Session', async () => {
    const time = fixedClock('2025-06-15T08:00:00Z');
    subject = await buildTestApp({ clock: time.clock });
    const { cookie } = await signedIn(subject, USER);
    time.advance(59 * MINUTE);
    const used = await profile({ cookie });
    expect(used.statusCode).toBe(200);
    // Each use refreshes the cookie: its idle hour starts again.
    expect(setCookies(used)['lt-oms-sso']?.maxAge).toBe(3600);
    expect(setCookies(used)['lt-oms-signed-in']?.maxAge).toBe(3600);
    time.advance(59 * MINUTE);
    expect((await profile({ cookie })).statusCode).toBe(200);
    time.advance(HOUR);
    const expired = await profile({ cookie });
    expect(expired.statusCode).toBe(401);
    expect(ErrorResponse.parse(expired.json()).message).toBe('Expired SSO Session');
    expect(setCookies(expired)['lt-oms-sso']).toMatchObject({ value: '', maxAge: 0 });
    expect(setCookies(expired)['lt-oms-signed-in']).toMatchObject({ value: '', maxAge: 0 });
  });

  it('ends a session 12 hours after the login however much it is used', async () => {
    const time = fixedClock('2025-06-15T08:00:00Z');
    subject = await buildTestApp({ clock: time.clock });
    const { ssoId } = await signedIn(subject, USER);
    // Used every 50 minutes, up to 19:40: never an idle hour.
    for (let use = 1; use <= 14; use += 1) {
      time.advance(50 * MINUTE);
      expect((await profile({ 'x-ltf-ssoid': ssoId })).statusCode).toBe(200);
    }
    time.set('2025-06-15T19:59:59Z');
    const lastSecond = await profile({ 'x-ltf-ssoid': ssoId });
    expect(lastSecond.statusCode).toBe(200);
    time.set('2025-06-15T20:00:00Z');
    const ended = await profile({ 'x-ltf-ssoid': ssoId });
    expect([ended.statusCode, ended.json().message]).toEqual([401, 'Expired SSO Session']);
  });

  it('answers 400 Bad Request for a malformed credential and 401 for none', async () => {
    subject = await buildTestApp();
    const malformed: Record<string, string>[] = [
      { 'x-ltf-ssoid': 'not-a-session' },
      { authorization: 'Basic dXNlcjpwYXNz' },
      { cookie: 'lt-oms-sso=short' },
    ];
    for (const headers of malformed) {
      const response = await profile(headers);
      expect([response.statusCode, response.json().message]).toEqual([400, 'Bad Request']);
    }
    const none = await profile({});
    expect([none.statusCode, none.json().message]).toEqual([401, 'No SSO session was given.']);
    const unknown = await profile({ 'x-ltf-ssoid': 'A'.repeat(43) });
    expect([unknown.statusCode, unknown.json().message]).toEqual([401, 'Expired SSO Session']);
  });

  it('refuses a jwt that was tampered with', async () => {
    subject = await buildTestApp();
    const { cookie } = await signedIn(subject, USER);
    const jwt = (await profile({ cookie })).json().jwt as string;
    const [header, , signature] = jwt.split('.');
    const forged = Buffer.from(
      JSON.stringify({ sub: '700000103', sid: 'x', iat: 0, exp: 9e9 }),
    ).toString('base64url');
    const response = await profile({ authorization: `Bearer ${header}.${forged}.${signature}` });
    expect([response.statusCode, response.json().message]).toEqual([401, 'Expired SSO Session']);
  });

  it('logs out of the sale flow: the session ends and every member cookie is expired (product/accounts-and-sign-in.md#sign-out)', async () => {
    subject = await buildTestApp();
    const { cookie, ssoId } = await signedIn(subject, USER);
    const jwt = (await profile({ cookie })).json().jwt as string;
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(204);
    const cleared = setCookies(response);
    expect(Object.keys(cleared).sort()).toEqual([
      'lt-oms-authorization',
      'lt-oms-employee',
      'lt-oms-party-id',
      'lt-oms-remember',
      'lt-oms-roles',
      'lt-oms-signed-in',
      'lt-oms-sso',
    ]);
    for (const expired of Object.values(cleared)) {
      expect(expired).toMatchObject({ value: '', maxAge: 0, path: '/' });
    }
    const formerCredentials: Record<string, string>[] = [
      { cookie },
      { 'x-ltf-ssoid': ssoId },
      { authorization: `Bearer ${jwt}` },
    ];
    for (const headers of formerCredentials) {
      expect((await profile(headers)).json().message).toBe('Expired SSO Session');
    }
  });

  it('logs out through the gateway by ssoid, and twice is no error', async () => {
    subject = await buildTestApp();
    const { ssoId } = await signedIn(subject, USER);
    const other = await signedIn(subject, USER);
    const logout = () =>
      subject.app.inject({
        method: 'POST',
        url: '/api/gateway/auth/v2/logout',
        payload: { ssoid: ssoId },
      });
    const first = await logout();
    expect(first.statusCode).toBe(204);
    expect(setCookies(first)['lt-oms-sso']?.maxAge).toBe(0);
    expect((await logout()).statusCode).toBe(204);
    expect((await profile({ 'x-ltf-ssoid': ssoId })).statusCode).toBe(401);
    // Another session of the same member, on another device, goes on.
    expect((await profile({ 'x-ltf-ssoid': other.ssoId })).statusCode).toBe(200);
  });

  it('answers 400 to a gateway logout without an ssoid', async () => {
    subject = await buildTestApp();
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/gateway/auth/v2/logout',
      payload: { ssoid: ' ' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([
      { field: 'body.ssoid', message: 'Please send the ssoid to log out.' },
    ]);
  });
});

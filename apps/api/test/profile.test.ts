import { ErrorResponse } from '@clubjoin/contract/errors';
import { Profile } from '@clubjoin/contract/profile';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './testApp';
import { fixedClock, signedIn } from './accountsTestKit';

const PROFILE = '/api/gateway/user-profile/profile';
const RECENT_CLUBS = '/api/gateway/user-profile/profile/personalization/MYLT/meta/recentClubs';

describe('GET /api/gateway/user-profile/profile and private-profile/customer (product/accounts-and-sign-in.md#profile)', () => {
  // Reading profiles changes nothing they answer, so one app serves; each test sets the time.
  const time = fixedClock('2025-05-25T15:00:00Z');
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp({ clock: time.clock });
  });
  afterAll(async () => {
    await subject.app.close();
  });

  const getProfile = (ssoId: string, url = PROFILE) =>
    subject.app.inject({ method: 'GET', url, headers: { 'x-ltf-ssoid': ssoId } });

  it('answers a former member’s profile: token, jwt, party, personalization, member details', async () => {
    time.set('2025-05-25T15:00:00Z');
    const { ssoId } = await signedIn(subject, 'rejoin.voluntary@example.com');
    const response = await getProfile(ssoId);
    expect(response.statusCode).toBe(200);
    const profile = Profile.parse(response.json());
    expect(profile).toEqual({
      token: expect.stringMatching(/^[\w-]{43}$/),
      jwt: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      partyId: '700000101',
      personalization: { MYLT: { meta: { recentClubs: ['5', '17'] } } },
      memberDetails: {
        isEmployee: false,
        memberId: '1000101',
        membershipLevel: 'Gold',
        lastCacheDate: '2025-05-20',
        clubVisits: 12,
        guestPassPeriod: 'month',
        guestPassBalance: 1,
        guestPassTotal: 4,
      },
    });
    const customer = await getProfile(ssoId, '/api/gateway/private-profile/customer');
    expect(Profile.parse(customer.json())).toMatchObject({
      partyId: '700000101',
      token: profile.token,
      memberDetails: profile.memberDetails,
    });
  });

  // The club of each account: Chicago time (UTC−5 in summer, UTC−6 in winter).
  it.each<[string, string, string, number, number]>([
    // monthly, cached 2025-05-20 with 12 visits and 1 of 4 passes left
    ['rejoin.voluntary@example.com', 'later the same month', '2025-05-31T12:00:00Z', 12, 1],
    [
      'rejoin.voluntary@example.com',
      'the month’s last second at the club',
      '2025-06-01T04:59:59Z',
      12,
      1,
    ],
    ['rejoin.voluntary@example.com', 'the next month at the club', '2025-06-01T05:00:00Z', 0, 4],
    // yearly, cached 2024-11-03 with 4 visits and 0 of 6 passes left
    ['rejoin.involuntary@example.com', 'the next month, same year', '2024-12-10T18:00:00Z', 0, 0],
    ['rejoin.involuntary@example.com', 'the next year', '2025-01-02T18:00:00Z', 0, 6],
    // yearly, cached 2024-12-28 with 5 visits and 2 of 10 passes left
    ['freemium.digital@example.com', 'the year’s last day', '2024-12-31T18:00:00Z', 5, 2],
    [
      'freemium.digital@example.com',
      'the year’s last second at the club',
      '2025-01-01T05:59:59Z',
      5,
      2,
    ],
    ['freemium.digital@example.com', 'new year’s day at the club', '2025-01-01T06:00:00Z', 0, 10],
  ])(
    'guest passes of %s on %s (product/accounts-and-sign-in.md#guest-passes)',
    async (username, _when, now, clubVisits, guestPassBalance) => {
      time.set(now);
      const { ssoId } = await signedIn(subject, username);
      const details = Profile.parse((await getProfile(ssoId)).json()).memberDetails;
      expect(details).toMatchObject({ clubVisits, guestPassBalance });
    },
  );

  it('marks an employee, and gives an account with no membership no member details', async () => {
    time.set('2025-05-01T12:00:00Z');
    const employee = await signedIn(subject, 'employee.former@example.com');
    expect(Profile.parse((await getProfile(employee.ssoId)).json()).memberDetails).toMatchObject({
      isEmployee: true,
      memberId: '1001301',
      clubVisits: 0,
      guestPassBalance: 2,
    });
    const newcomer = await signedIn(subject, 'new.account@example.com');
    expect(Profile.parse((await getProfile(newcomer.ssoId)).json())).toMatchObject({
      memberDetails: null,
      personalization: { MYLT: { meta: { recentClubs: [] } } },
    });
  });
});

describe('DELETE profile and the recent-clubs PUT (product/accounts-and-sign-in.md#profile)', () => {
  let subject: TestApp;
  afterEach(async () => {
    await subject.app.close();
  });

  it('deletes the profile: the session stays, the profile answers 404 until the next login', async () => {
    subject = await buildTestApp();
    const { ssoId } = await signedIn(subject, 'rejoin.voluntary@example.com');
    const headers = { 'x-ltf-ssoid': ssoId };
    const deleted = await subject.app.inject({ method: 'DELETE', url: PROFILE, headers });
    expect(deleted.statusCode).toBe(204);
    const missing = await subject.app.inject({ method: 'GET', url: PROFILE, headers });
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'Profile does not exist']);
    const put = await subject.app.inject({
      method: 'PUT',
      url: RECENT_CLUBS,
      headers,
      payload: ['5'],
    });
    expect([put.statusCode, put.json().message]).toEqual([404, 'Profile does not exist']);

    const again = await signedIn(subject, 'rejoin.voluntary@example.com');
    const fresh = await subject.app.inject({
      method: 'GET',
      url: PROFILE,
      headers: { 'x-ltf-ssoid': again.ssoId },
    });
    expect(Profile.parse(fresh.json()).personalization.MYLT.meta.recentClubs).toEqual([]);
  });

  it('replaces the recent clubs, keeping each club’s first place', async () => {
    subject = await buildTestApp();
    const { ssoId } = await signedIn(subject, 'rejoin.voluntary@example.com');
    const headers = { 'x-ltf-ssoid': ssoId };
    const put = await subject.app.inject({
      method: 'PUT',
      url: RECENT_CLUBS,
      headers,
      payload: ['412', '5', '412', '815'],
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ MYLT: { meta: { recentClubs: ['412', '5', '815'] } } });
    const profile = await subject.app.inject({ method: 'GET', url: PROFILE, headers });
    expect(profile.json().personalization.MYLT.meta.recentClubs).toEqual(['412', '5', '815']);
  });

  it.each<[string, unknown, string, string]>([
    ['a club id that is not one', ['5', 'abc'], 'body.1', 'A club id is 1 to 6 digits'],
    [
      'more than 10 clubs',
      ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11'],
      'body',
      'At most 10 recent clubs are kept.',
    ],
  ])('answers %s with 400', async (_case, payload, field, message) => {
    subject = await buildTestApp();
    const { ssoId } = await signedIn(subject, 'new.account@example.com');
    const response = await subject.app.inject({
      method: 'PUT',
      url: RECENT_CLUBS,
      headers: { 'x-ltf-ssoid': ssoId },
      payload: payload as string[],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ field, message }]);
  });

  it('needs a signed-in member for changes', async () => {
    subject = await buildTestApp();
    const response = await subject.app.inject({ method: 'DELETE', url: PROFILE });
    expect([response.statusCode, response.json().message]).toEqual([
      401,
      'No SSO session was given.',
    ]);
  });
});

describe('a profile service that fails behind the gateway (product/accounts-and-sign-in.md#profile-errors)', () => {
  let subject: TestApp;
  afterEach(async () => {
    await subject.app.close();
  });

  it('answers 502 when the profile cannot be read (product/accounts-and-sign-in.md#profile-errors), and logs why', async () => {
    subject = await buildTestApp();
    const { ssoId } = await signedIn(subject, 'new.account@example.com');
    await subject.db.close();
    subject.db.close = async () => undefined;
    const response = await subject.app.inject({
      method: 'GET',
      url: PROFILE,
      headers: { 'x-ltf-ssoid': ssoId },
    });
    expect(response.statusCode).toBe(502);
    expect(ErrorResponse.parse(response.json()).message).toBe(
      'The profile service did not answer. Please try again.',
    );
    expect(subject.logs.lines.some((line) => line.msg === 'profile service failed')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { STAFF_NOTE_MESSAGES } from '@clubjoin/domain/staff/staffNote';
import { MEMBER_SEARCH_MESSAGES } from '@clubjoin/domain/staff/memberSearch';
import { fixedClock, HOUR, logIn } from './accountsTestKit';
import { CARDS, completionTestApp } from './completionKit';
import { signedInStaff } from './staffTestKit';

const NOW = '2026-11-21T18:00:00Z';
const clock = fixedClock(NOW);
const DOOR_KEY_5 = 'door-reader-key-of-club-5-0123456789';
const DOOR_KEY_17 = 'door-reader-key-of-club-17-012345678';

/**
 * The portal's member work (product/team-portal.md#new-member-onboarding, #search-all-members,
 * #member-details, #dashboard, #club-visits): one online join at club 5, then what staff see and
 * do with it. The tests of a describe block run in order on one app.
 */
describe('the portal’s member work', () => {
  const { subject, kit } = completionTestApp(new Date(NOW), {
    clock: clock.clock,
    doorReaderKeys: new Map([
      ['5', DOOR_KEY_5],
      ['17', DOOR_KEY_17],
    ]),
  });
  let membershipId = '';
  let memberId = '';

  const call = async (
    method: 'GET' | 'POST',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => {
    const response = await subject().app.inject({ method, url, headers, payload });
    return { status: response.statusCode, body: response.json() };
  };
  /**
   * The headers of the demo team member of a role, signed in once (logins are rate-limited):
   * member services works at club 5, the fitness manager at 17, the club manager at both.
   */
  const sessions = new Map<string, Promise<string>>();
  const as = async (role: Parameters<typeof signedInStaff>[1]) => {
    if (!sessions.has(role)) {
      sessions.set(
        role,
        signedInStaff(subject(), role).then((staff) => staff.cookie),
      );
    }
    return { cookie: (await sessions.get(role)) ?? '' };
  };
  /** Moves the clock; sessions end after an hour idle, so everyone signs in again. */
  const advance = (ms: number) => {
    clock.advance(ms);
    sessions.clear();
  };

  it('shows an online join in the onboarding list at once, every stage due, at risk from day 0', async () => {
    const { order, paymentToken } = await kit.payableOrder(CARDS.visaCredit);
    const completed = await kit.complete(order, paymentToken);
    expect(completed.status).toBe(200);
    membershipId = completed.body.membershipId;
    memberId = completed.body.members[0].memberId;

    const list = await call('GET', '/api/portal/onboarding', await as('memberServices'));
    expect(list.status).toBe(200);
    expect(list.body.clubId).toBe('5');
    const entry = list.body.memberships.find(
      (candidate: { membershipId: string }) => candidate.membershipId === membershipId,
    );
    expect(entry).toMatchObject({
      joinedAt: new Date(NOW).toISOString(),
      primary: { memberId, firstName: 'Jane', lastName: 'Doe' },
      overdue: 0,
      atRisk: ['noOrientationBooked'],
      lastVisitAt: null,
    });
    expect(entry.stages[0]).toEqual({
      stage: 'welcomeCall',
      owner: 'memberServices',
      dueAt: '2026-11-23T18:00:00.000Z',
      state: 'due',
      doneAt: null,
    });
  });

  it('puts the join and its welcome call in member services’ today queue', async () => {
    const queue = await call('GET', '/api/portal/today', await as('memberServices'));
    expect(queue.status).toBe(200);
    expect(
      queue.body.newJoins.map((entry: { membershipId: string }) => entry.membershipId),
    ).toContain(membershipId);
    expect(queue.body.stepsDue).toEqual([]);
    advance(30 * HOUR);
    const later = await call('GET', '/api/portal/today', await as('memberServices'));
    expect(later.body.stepsDue).toContainEqual({
      membershipId,
      primary: { memberId, firstName: 'Jane', lastName: 'Doe' },
      stage: 'welcomeCall',
      dueAt: '2026-11-23T18:00:00.000Z',
      state: 'due',
    });
  });

  it('refuses a note that is empty or too long, and another club', async () => {
    const url = `/api/portal/onboarding/${membershipId}/stages/welcomeCall`;
    const empty = await call('POST', url, await as('memberServices'), { note: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual([
      { field: 'body.note', message: STAFF_NOTE_MESSAGES.required },
    ]);
    const long = await call('POST', url, await as('memberServices'), { note: 'x'.repeat(1001) });
    expect(long.status).toBe(400);
    const elsewhere = await call('POST', url, await as('fitnessManager'), { note: 'Hi' });
    expect(elsewhere.status).toBe(403);
    const unknown = await call(
      'POST',
      '/api/portal/onboarding/M-1/stages/welcomeCall',
      await as('memberServices'),
      { note: 'Hi' },
    );
    expect(unknown.status).toBe(404);
    const otherList = await call(
      'GET',
      '/api/portal/onboarding?clubId=17',
      await as('memberServices'),
    );
    expect(otherList.status).toBe(403);
  });

  it('marks the welcome call done once, with its note in the audit trail and the timeline', async () => {
    const url = `/api/portal/onboarding/${membershipId}/stages/welcomeCall`;
    const done = await call('POST', url, await as('memberServices'), {
      note: 'Called Jane, booked her orientation',
    });
    expect(done.status).toBe(200);
    expect(done.body.stages[0]).toMatchObject({
      state: 'done',
      doneAt: clock.clock().toISOString(),
    });
    const again = await call('POST', url, await as('memberServices'), { note: 'Again' });
    expect(again.status).toBe(409);

    const timeline = await call(
      'GET',
      `/api/portal/memberships/${membershipId}/timeline`,
      await as('memberServices'),
    );
    expect(timeline.status).toBe(200);
    const step = timeline.body.events.find(
      (event: { kind: string }) => event.kind === 'onboardingStep',
    );
    expect(step).toMatchObject({
      at: clock.clock().toISOString(),
      title: 'Welcome call done',
      detail: 'Called Jane, booked her orientation',
      before: { stage: 'welcomeCall', state: 'open' },
      after: { stage: 'welcomeCall', state: 'done', note: 'Called Jane, booked her orientation' },
    });
    expect(step.by).toEqual(expect.any(String));
    expect(timeline.body.events.at(-1)).toMatchObject({
      kind: 'joined',
      title: 'Joined Chanhassen',
    });
  });

  it('counts the club’s stages by owner', async () => {
    const counts = await call(
      'GET',
      '/api/portal/onboarding/departments?clubId=5',
      await as('clubManager'),
    );
    expect(counts.status).toBe(200);
    expect(counts.body.rows[0]).toMatchObject({ stage: 'welcomeCall', owner: 'memberServices' });
    expect(counts.body.rows[0].done).toBeGreaterThanOrEqual(1);
  });

  it('records visits from staff and the club’s door reader, and refuses any other proof', async () => {
    const body = { memberId, clubId: '5' };
    const byStaff = await call('POST', '/api/portal/club-visits', await as('memberServices'), body);
    expect(byStaff.status).toBe(201);
    expect(byStaff.body).toMatchObject({ membershipId, recordedBy: 'staff' });
    const byReader = await call(
      'POST',
      '/api/portal/club-visits',
      { 'x-door-reader-key': DOOR_KEY_5 },
      body,
    );
    expect(byReader.status).toBe(201);
    expect(byReader.body.recordedBy).toBe('doorReader');
    expect(
      (await call('POST', '/api/portal/club-visits', { 'x-door-reader-key': DOOR_KEY_17 }, body))
        .status,
    ).toBe(403);
    expect(
      (
        await call(
          'POST',
          '/api/portal/club-visits',
          { 'x-door-reader-key': `${DOOR_KEY_5}x` },
          body,
        )
      ).status,
    ).toBe(401);
    expect((await call('POST', '/api/portal/club-visits', {}, body)).status).toBe(401);
    expect(
      (
        await call('POST', '/api/portal/club-visits', await as('memberServices'), {
          memberId: '9999999',
          clubId: '5',
        })
      ).status,
    ).toBe(404);
    expect(
      (await call('POST', '/api/portal/club-visits', await as('fitnessManager'), body)).status,
    ).toBe(403);
    const timeline = await call(
      'GET',
      `/api/portal/memberships/${membershipId}/timeline`,
      await as('memberServices'),
    );
    const visits = timeline.body.events.filter((event: { kind: string }) => event.kind === 'visit');
    expect(visits.map((visit: { detail: string }) => visit.detail)).toEqual([
      'Jane Doe, checked in by staff',
      'Jane Doe, door reader',
    ]);
  });

  it('flags ten days without a visit, and puts overdue stages first', async () => {
    advance(11 * 24 * HOUR);
    const list = await call('GET', '/api/portal/onboarding', await as('memberServices'));
    const entry = list.body.memberships.find(
      (candidate: { membershipId: string }) => candidate.membershipId === membershipId,
    );
    expect(entry.atRisk).toEqual(['noRecentVisit', 'noOrientationBooked']);
    expect(entry.overdue).toBeGreaterThan(0);
    expect(list.body.memberships[0].overdue).toBeGreaterThan(0);
  });

  it('finds the member chain-wide by name, email, phone, member id and membership id', async () => {
    const headers = await as('salesAdvisor');
    for (const text of [
      'doe',
      'Jane Doe',
      'Doe, J',
      'jane.doe@ex',
      '(555) 123',
      memberId,
      membershipId,
    ]) {
      const found = await call(
        'GET',
        `/api/portal/members?text=${encodeURIComponent(text)}`,
        headers,
      );
      expect(found.status, text).toBe(200);
      expect(
        found.body.members.map((member: { memberId: string }) => member.memberId),
        text,
      ).toContain(memberId);
    }
    const filtered = await call('GET', '/api/portal/members?text=doe&clubId=17', headers);
    expect(
      filtered.body.members.map((member: { memberId: string }) => member.memberId),
    ).not.toContain(memberId);
    const bad = await call('GET', '/api/portal/members?text=d&pageSize=30', headers);
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual([
      { field: 'query.text', message: MEMBER_SEARCH_MESSAGES.textShort },
      { field: 'query.pageSize', message: MEMBER_SEARCH_MESSAGES.pageSize },
    ]);
  });

  it('shows the membership’s details: members, payment, agreements, connectivity', async () => {
    const details = await call(
      'GET',
      `/api/portal/memberships/${membershipId}`,
      await as('memberServices'),
    );
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({
      membershipId,
      clubName: 'Chanhassen',
      status: 'Active',
      members: [{ memberId, memberType: 'primary', firstName: 'Jane', lastName: 'Doe' }],
      connectivity: { email: 'jane.doe@example.com', smsOptIn: false },
      visits: { count: 2 },
    });
    expect(details.body.purchase.payment).toEqual({
      kind: 'credit',
      brand: 'visa',
      lastFour: '4242',
    });
    expect(details.body.agreements.length).toBeGreaterThan(0);
    const missing = await call('GET', '/api/portal/memberships/M-1', await as('memberServices'));
    expect(missing.status).toBe(404);
  });

  it('shows how often the member account signed in, counting only sign-ins that succeed', async () => {
    // M-2001's primary member holds the demo account rejoin.voluntary@example.com.
    const signIns = async () =>
      (await call('GET', '/api/portal/memberships/M-2001', await as('memberServices'))).body
        .connectivity.account;
    expect(await signIns()).toEqual({
      username: 'rejoin.voluntary@example.com',
      signInCount: 0,
      lastSignedInAt: null,
    });
    const wrong = await logIn(subject(), 'rejoin.voluntary@example.com', { password: 'Wrong-1' });
    expect(wrong.json().status).toBe('InvalidCredentials');
    for (const url of ['/api/auth/login', '/api/gateway/auth/v2/login']) {
      expect((await logIn(subject(), 'rejoin.voluntary@example.com', { url })).json().status).toBe(
        'Success',
      );
    }
    expect(await signIns()).toEqual({
      username: 'rejoin.voluntary@example.com',
      signInCount: 2,
      lastSignedInAt: clock.clock().toISOString(),
    });
  });

  it('adds a note that the timeline shows with who wrote it', async () => {
    const added = await call(
      'POST',
      `/api/portal/memberships/${membershipId}/notes`,
      await as('memberServices'),
      { note: 'Asked about the pool hours' },
    );
    expect(added.status).toBe(201);
    expect(added.body.events[0]).toMatchObject({
      kind: 'note',
      detail: 'Asked about the pool hours',
    });
  });

  it('answers 401 to every member endpoint without a staff session', async () => {
    for (const [method, url] of [
      ['GET', '/api/portal/onboarding'],
      ['GET', '/api/portal/onboarding/departments'],
      ['GET', '/api/portal/today'],
      ['GET', '/api/portal/members?text=doe'],
      ['GET', `/api/portal/memberships/${membershipId}`],
      ['GET', `/api/portal/memberships/${membershipId}/timeline`],
    ] as const) {
      expect((await call(method, url, {})).status, url).toBe(401);
    }
    expect(
      (await call('POST', `/api/portal/memberships/${membershipId}/notes`, {}, { note: 'x' }))
        .status,
    ).toBe(401);
  });
});

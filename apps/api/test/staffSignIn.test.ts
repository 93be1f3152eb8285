import { afterEach, describe, expect, it } from 'vitest';
import { demoAccount, fixedClock, HOUR, logIn, MINUTE, setCookies } from './accountsTestKit';
import { demoStaffOf, signedInStaff, staffLogIn } from './staffTestKit';
import { buildTestApp, type TestApp } from './testApp';

const START = '2026-11-21T18:00:00Z';

describe('team-member sign-in, authorize and navigation', () => {
  let subject: TestApp;
  afterEach(() => subject.app.close());

  const self = (headers: Record<string, string>) =>
    subject.app.inject({ method: 'GET', url: '/api/gateway/ux/teammember/self', headers });
  const nav = (headers: Record<string, string>) =>
    subject.app.inject({ method: 'GET', url: '/api/gateway/ux/teammember/dynamicNav', headers });
  const authorize = (payload: object) =>
    subject.app.inject({
      method: 'POST',
      url: '/api/gateway/ux/teammember/eAuthorize',
      payload,
    });

  it('signs a team member in with type employee: their own httpOnly cookie, no member cookies', async () => {
    subject = await buildTestApp({ clock: fixedClock(START).clock });
    const manager = demoStaffOf('clubManager');
    const response = await staffLogIn(subject, manager.email.toUpperCase(), manager.password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'Success',
      code: 0,
      partyId: manager.staffId,
      message: null,
    });
    const cookies = setCookies(response);
    expect(Object.keys(cookies)).toEqual(['lt-tm-sso']);
    expect(cookies['lt-tm-sso']).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const me = await self({ cookie: `lt-tm-sso=${cookies['lt-tm-sso']?.value}` });
    expect(me.json()).toEqual({
      partyId: manager.staffId,
      displayName: 'Casey Manager',
      role: 'clubManager',
      roleLabel: 'Club manager',
      clubIds: ['17', '5'],
      everyClub: false,
    });
  });

  it('keeps members and team members apart: neither password signs the other in', async () => {
    subject = await buildTestApp({ clock: fixedClock(START).clock });
    const advisor = demoStaffOf('salesAdvisor');
    const asMember = await logIn(subject, advisor.email, { password: advisor.password });
    expect(asMember.json().status).toBe('InvalidCredentials');
    const member = demoAccount('active.member@example.com');
    const asStaff = await staffLogIn(subject, member.username, member.password);
    expect(asStaff.json()).toMatchObject({ status: 'InvalidCredentials', code: -201, ssoId: null });
    expect(setCookies(asStaff)).toEqual({});
  });

  it('locks a team member out after five failures, as members are', async () => {
    subject = await buildTestApp({ clock: fixedClock(START).clock });
    const advisor = demoStaffOf('salesAdvisor');
    const statuses = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      statuses.push((await staffLogIn(subject, advisor.email, 'Wrong-Password-1')).json().status);
    }
    expect(statuses).toEqual([
      'InvalidCredentials',
      'InvalidCredentials',
      'InvalidCredentials',
      'InvalidCredentials',
      'AccountSuspended',
    ]);
    expect((await staffLogIn(subject, advisor.email, advisor.password)).json().status).toBe(
      'AccountSuspended',
    );
  });

  it('answers the navigation of the role: pages it may open, hidden ones flagged', async () => {
    subject = await buildTestApp({ clock: fixedClock(START).clock });
    const trainer = await signedInStaff(subject, 'personalTrainer');
    const response = await nav({ cookie: trainer.cookie });
    expect(response.statusCode).toBe(200);
    const [dashboard, policy] = response.json().pages;
    expect(dashboard.path).toBe('/member');
    expect(dashboard.children.map((page: { path: string }) => page.path)).toEqual([
      '/member/coaching',
      '/member/test-spa/library/workouts',
      '/member/bios-admin',
      '/member/member-details',
      '/member/performer-bio-search',
      '/member/test-spa',
    ]);
    expect(dashboard.children[1]).toMatchObject({ title: 'Workouts', rawLink: true, position: 3 });
    expect(dashboard.children[3]).toMatchObject({ title: 'Member Details', hidden: true });
    expect(policy).toMatchObject({ path: '/policy/accessibility', hidden: true });
    const admin = await signedInStaff(subject, 'administrator');
    const adminPages = (await nav({ 'x-ltf-ssoid': admin.ssoId })).json().pages[0].children;
    expect(adminPages.at(-1)).toMatchObject({ path: '/member/staff-admin' });
  });

  it('rebuilds a session’s navigation when the team member’s role changes', async () => {
    subject = await buildTestApp({ clock: fixedClock(START).clock });
    const trainer = await signedInStaff(subject, 'personalTrainer');
    const admin = await signedInStaff(subject, 'administrator');
    const paths = async () =>
      (await nav({ cookie: trainer.cookie }))
        .json()
        .pages[0].children.map((page: { path: string }) => page.path);
    expect(await paths()).not.toContain('/member/location-admin');
    const changed = await subject.app.inject({
      method: 'PUT',
      url: `/api/gateway/ux/teammember/staff/${trainer.staffId}`,
      headers: { cookie: admin.cookie },
      payload: { role: 'clubManager', clubIds: ['5'] },
    });
    expect(changed.statusCode).toBe(200);
    expect(await paths()).toContain('/member/location-admin');
  });

  it('authorizes a live team-member session of the party, and nothing else, without redirecting', async () => {
    subject = await buildTestApp({ clock: fixedClock(START).clock });
    const services = await signedInStaff(subject, 'memberServices');
    const ok = await authorize({ partyId: services.staffId, sso: services.ssoId, type: 'mms' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ role: 'memberServices', clubIds: ['5'], everyClub: false });

    const other = demoStaffOf('salesAdvisor');
    const member = await logIn(subject, 'active.member@example.com');
    const refused = [
      { partyId: other.staffId, sso: services.ssoId, type: 'mms' },
      { partyId: services.staffId, sso: 'x'.repeat(43), type: 'mms' },
      { partyId: member.json().partyId, sso: member.json().ssoId, type: 'mms' },
    ];
    for (const payload of refused) {
      const response = await authorize(payload);
      expect([response.statusCode, response.headers.location]).toEqual([401, undefined]);
    }
    const wrongType = await authorize({
      partyId: services.staffId,
      sso: services.ssoId,
      type: 'x',
    });
    expect(wrongType.statusCode).toBe(400);
  });

  it('ends a session after an hour without use, and 12 hours after sign-in', async () => {
    const clock = fixedClock(START);
    subject = await buildTestApp({ clock: clock.clock });
    const advisor = await signedInStaff(subject, 'salesAdvisor');
    clock.advance(59 * MINUTE);
    expect((await self({ cookie: advisor.cookie })).statusCode).toBe(200);
    clock.advance(HOUR);
    expect((await self({ cookie: advisor.cookie })).statusCode).toBe(401);

    const busy = await signedInStaff(subject, 'salesAdvisor');
    for (let hour = 0; hour < 12; hour += 1) {
      clock.advance(HOUR - MINUTE);
      await self({ cookie: busy.cookie });
    }
    clock.advance(12 * MINUTE);
    expect((await self({ cookie: busy.cookie })).statusCode).toBe(401);
  });

  it('accepts the SSO id as X-LTF-SSOID or Bearer, and refuses a malformed one with 401', async () => {
    subject = await buildTestApp({ clock: fixedClock(START).clock });
    const advisor = await signedInStaff(subject, 'salesAdvisor');
    expect((await self({ 'x-ltf-ssoid': advisor.ssoId })).statusCode).toBe(200);
    expect((await self({ authorization: `Bearer ${advisor.ssoId}` })).statusCode).toBe(200);
    const malformed = await self({ authorization: 'Basic abc' });
    expect(malformed.statusCode).toBe(401);
  });

  it('signs out through the gateway logout or the sign-out, and the session is gone', async () => {
    subject = await buildTestApp({ clock: fixedClock(START).clock });
    const byBody = await signedInStaff(subject, 'salesAdvisor');
    const gateway = await subject.app.inject({
      method: 'POST',
      url: '/api/gateway/auth/v2/logout',
      payload: { ssoid: byBody.ssoId },
    });
    expect(gateway.statusCode).toBe(204);
    expect((await self({ cookie: byBody.cookie })).statusCode).toBe(401);

    const byCookie = await signedInStaff(subject, 'salesAdvisor');
    const signOut = await subject.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: byCookie.cookie },
    });
    expect(signOut.statusCode).toBe(204);
    expect(setCookies(signOut)['lt-tm-sso']).toMatchObject({ value: '', maxAge: 0 });
    expect((await nav({ cookie: byCookie.cookie })).statusCode).toBe(401);
  });
});

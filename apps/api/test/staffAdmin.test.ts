import { afterEach, describe, expect, it } from 'vitest';
import { fixedClock } from './accountsTestKit';
import { signedInStaff, staffLogIn } from './staffTestKit';
import { buildTestApp, type TestApp } from './testApp';

const STAFF_URL = '/api/gateway/ux/teammember/staff';

describe('the administrator’s staff screen', () => {
  let subject: TestApp;
  afterEach(() => subject.app.close());

  const newHire = {
    email: 'Jordan.Lee@clubjoin.example',
    displayName: 'Jordan Lee',
    role: 'memberServices',
    clubIds: ['301', '301'],
    password: 'Front-Desk-Ready-9',
  };

  it('adds a team member who can sign in at once, and lists them', async () => {
    subject = await buildTestApp({ clock: fixedClock('2026-11-21T18:00:00Z').clock });
    const admin = await signedInStaff(subject, 'administrator');
    const added = await subject.app.inject({
      method: 'POST',
      url: STAFF_URL,
      headers: { cookie: admin.cookie },
      payload: newHire,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      email: 'Jordan.Lee@clubjoin.example',
      role: 'memberServices',
      clubIds: ['301'],
      active: true,
      createdAt: '2026-11-21T18:00:00.000Z',
    });
    expect(added.body).not.toContain('Front-Desk-Ready-9');
    const login = await staffLogIn(subject, 'jordan.lee@clubjoin.example', newHire.password);
    expect(login.json()).toMatchObject({ status: 'Success', partyId: added.json().staffId });
    const list = await subject.app.inject({
      method: 'GET',
      url: STAFF_URL,
      headers: { cookie: admin.cookie },
    });
    expect(list.json().staff.map((staff: { displayName: string }) => staff.displayName)).toContain(
      'Jordan Lee',
    );
    const again = await subject.app.inject({
      method: 'POST',
      url: STAFF_URL,
      headers: { cookie: admin.cookie },
      payload: { ...newHire, email: 'JORDAN.LEE@clubjoin.example' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().fields).toEqual([
      { field: 'email', message: 'This email address is already a team member’s.' },
    ]);
  });

  it('answers 400 with the form’s messages for a bad team member, writing nothing', async () => {
    subject = await buildTestApp({ clock: fixedClock('2026-11-21T18:00:00Z').clock });
    const admin = await signedInStaff(subject, 'administrator');
    const add = (payload: object) =>
      subject.app.inject({
        method: 'POST',
        url: STAFF_URL,
        headers: { cookie: admin.cookie },
        payload,
      });
    const weak = await add({ ...newHire, password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields).toEqual([
      {
        field: 'body.password',
        message:
          'Passwords must be between 10 and 30 characters, contain at least one uppercase and lowercase letter, one number (0-9) and contain no spaces.',
      },
    ]);
    const noClubs = await add({ ...newHire, clubIds: [] });
    expect(noClubs.json().fields).toEqual([
      { field: 'body.clubIds', message: 'Please choose at least one club.' },
    ]);
    const noSuchClub = await add({ ...newHire, clubIds: ['999999'] });
    expect([noSuchClub.statusCode, noSuchClub.json().fields]).toEqual([
      400,
      [{ field: 'clubIds', message: 'No club has the id 999999.' }],
    ]);
    const badRole = await add({ ...newHire, role: 'owner', displayName: ' ' });
    expect(badRole.json().fields).toEqual([
      { field: 'body.displayName', message: "Please enter the team member's name." },
      { field: 'body.role', message: 'Please choose a role.' },
    ]);
    const list = await subject.app.inject({
      method: 'GET',
      url: STAFF_URL,
      headers: { cookie: admin.cookie },
    });
    expect(JSON.stringify(list.json())).not.toContain('Jordan');
  });

  it('changes role and clubs, and deactivating ends the sessions and the sign-in', async () => {
    subject = await buildTestApp({ clock: fixedClock('2026-11-21T18:00:00Z').clock });
    const admin = await signedInStaff(subject, 'administrator');
    const advisor = await signedInStaff(subject, 'salesAdvisor');
    const changed = await subject.app.inject({
      method: 'PUT',
      url: `${STAFF_URL}/${advisor.staffId}`,
      headers: { cookie: admin.cookie },
      payload: { role: 'clubManager', clubIds: ['5', '301'] },
    });
    expect(changed.json()).toMatchObject({ role: 'clubManager', clubIds: ['301', '5'] });
    const self = await subject.app.inject({
      method: 'GET',
      url: '/api/gateway/ux/teammember/self',
      headers: { cookie: advisor.cookie },
    });
    expect(self.json()).toMatchObject({ role: 'clubManager', clubIds: ['301', '5'] });

    const deactivated = await subject.app.inject({
      method: 'POST',
      url: `${STAFF_URL}/${advisor.staffId}/deactivate`,
      headers: { cookie: admin.cookie },
    });
    expect(deactivated.json()).toMatchObject({ active: false });
    const after = await subject.app.inject({
      method: 'GET',
      url: '/api/gateway/ux/teammember/self',
      headers: { cookie: advisor.cookie },
    });
    expect(after.statusCode).toBe(401);
    const login = await staffLogIn(subject, advisor.email, advisor.password);
    expect(login.json().status).toBe('InvalidCredentials');

    const own = await subject.app.inject({
      method: 'POST',
      url: `${STAFF_URL}/${admin.staffId}/deactivate`,
      headers: { cookie: admin.cookie },
    });
    expect([own.statusCode, own.json().message]).toEqual([
      409,
      'You cannot deactivate your own account.',
    ]);
    const unknown = await subject.app.inject({
      method: 'PUT',
      url: `${STAFF_URL}/7d0a7a5e-0000-4000-8000-000000000000`,
      headers: { cookie: admin.cookie },
      payload: { role: 'salesAdvisor', clubIds: ['5'] },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

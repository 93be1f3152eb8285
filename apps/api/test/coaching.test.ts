import { sampleAssessment } from '@clubjoin/domain/staff/assessments.fixture';
import { COACHING_MESSAGES } from '@clubjoin/domain/staff/coaching';
import type { StaffRole } from '@clubjoin/domain/staff/roles';
import { PHONE_INVALID_MESSAGE } from '@clubjoin/domain/validation/phone';
import { EMAIL_FORMAT_MESSAGE } from '@clubjoin/domain/validation/email';
import { WORKOUT_MESSAGES } from '@clubjoin/domain/staff/workouts';
import { describe, expect, it } from 'vitest';
import { fixedClock, signedIn } from './accountsTestKit';
import { CARDS, completionTestApp, PRIMARY } from './completionKit';
import { demoStaffOf, signedInStaff } from './staffTestKit';

const NOW = '2026-11-21T18:00:00Z';
const clock = fixedClock(NOW);
const DAY = 24 * 60 * 60 * 1000;
/** A demo account without a membership: it buys one with personal training. */
const BUYER = 'new.account@example.com';

const SESSION = {
  date: '2026-11-23',
  time: '07:30',
  exercises: [
    { exerciseId: 'ex-back-squat', sets: 4, reps: 6, durationSeconds: null, loadKg: 60 },
    { exerciseId: 'ex-plank', sets: 2, reps: null, durationSeconds: 45, loadKg: null },
  ],
  notes: 'Left knee tender: keep squats shallow.',
};

/**
 * Coaching (issue 19; docs/decisions/0033): a sale at club 5 that bought four personal-training
 * sessions, the trainer who takes the member on, their sessions and package; a client without a
 * membership; packages the leads define. The tests run in order on one app.
 */
describe('coaching: clients, packages and sessions', () => {
  const { subject, kit } = completionTestApp(new Date(NOW), { clock: clock.clock });
  let membershipId = '';
  let memberId = '';
  let clientId = '';
  let sessionId = '';
  let ptOnlyId = '';

  const cookies = new Map<StaffRole, Promise<string>>();
  const call = async (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    role: StaffRole,
    payload?: object,
  ) => {
    if (!cookies.has(role)) {
      cookies.set(
        role,
        signedInStaff(subject(), role).then((staff) => staff.cookie),
      );
    }
    const cookie = (await cookies.get(role)) ?? '';
    const response = await subject().app.inject({ method, url, headers: { cookie }, payload });
    return { status: response.statusCode, body: response.json() };
  };

  /** The buyer's own call, signed in as a member. */
  const asMember = async (method: 'GET' | 'POST', url: string) => {
    const { cookie } = await signedIn(subject(), BUYER);
    const response = await subject().app.inject({ method, url, headers: { cookie } });
    return { status: response.statusCode, body: response.json() };
  };

  it('lists a member whose sale bought personal training as unassigned, until a trainer takes them', async () => {
    const member = await signedIn(subject(), BUYER);
    const { order, paymentToken } = await kit.payableOrder(
      CARDS.visaCredit,
      { addOnProductsSelected: [{ productId: '5-MO-PT4', quantity: 1 }] },
      { primaryMember: { ...PRIMARY, partyId: member.partyId, email: BUYER } },
      { cookie: member.cookie },
    );
    const completed = await kit.complete(order, paymentToken);
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
    membershipId = completed.body.membershipId;
    memberId = completed.body.members[0].memberId;

    const before = await call('GET', '/api/portal/coaching/clients', 'personalTrainer');
    expect(before.status).toBe(200);
    expect(before.body.clubId).toBe('5');
    expect(before.body.unassigned).toEqual([
      {
        membershipId,
        firstName: 'Jane',
        lastName: 'Doe',
        purchasedAt: new Date(NOW).toISOString(),
        description: '4 Personal Training Sessions',
        sessions: 4,
      },
    ]);
    // The fitness manager works at club 17 only.
    const elsewhere = await call('GET', '/api/portal/coaching/clients?clubId=5', 'fitnessManager');
    expect([elsewhere.status, elsewhere.body.message]).toEqual([
      403,
      'You do not work at this club.',
    ]);

    const assigned = await call(
      'POST',
      `/api/portal/coaching/unassigned/${membershipId}/assign`,
      'personalTrainer',
      { trainerId: null },
    );
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(201);
    expect(assigned.body).toMatchObject({
      membershipId,
      firstName: 'Jane',
      trainerName: 'Pat Trainer',
      sessionsLeft: 4,
      validUntil: new Date(Date.parse(NOW) + 60 * DAY).toISOString(),
      daysSinceAssessed: null,
    });
    clientId = assigned.body.clientId;

    const again = await call(
      'POST',
      `/api/portal/coaching/unassigned/${membershipId}/assign`,
      'clubManager',
      { trainerId: null },
    );
    expect([again.status, again.body.message]).toEqual([409, 'This member has a trainer already.']);

    const after = await call('GET', '/api/portal/coaching/clients', 'personalTrainer');
    expect(after.body.unassigned).toEqual([]);
    expect(after.body.clients.map((client: { clientId: string }) => client.clientId)).toEqual([
      clientId,
    ]);
  });

  it('shows how many days ago the client was last assessed, on the club’s clock', async () => {
    const recorded = await call(
      'POST',
      `/api/portal/memberships/${membershipId}/members/${memberId}/assessments`,
      'personalTrainer',
      sampleAssessment('2026-11-18'),
    );
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);

    const list = await call('GET', '/api/portal/coaching/clients', 'personalTrainer');
    // Saturday 21 November at the club, three days after the 18th.
    expect(list.body.clients).toMatchObject([{ clientId, daysSinceAssessed: 3 }]);
  });

  it('lets a trainer assign only to themselves; a lead assigns to a team member of the club', async () => {
    const { order, paymentToken } = await kit.payableOrder(CARDS.visaCredit, {
      addOnProductsSelected: [{ productId: '5-MO-PT8', quantity: 1 }],
    });
    const completed = await kit.complete(order, paymentToken);
    const other = completed.body.membershipId;
    const manager = demoStaffOf('clubManager');
    const trainer = demoStaffOf('personalTrainer');
    const byTrainer = await call(
      'POST',
      `/api/portal/coaching/unassigned/${other}/assign`,
      'personalTrainer',
      { trainerId: manager.staffId },
    );
    expect(byTrainer.status).toBe(403);
    const stranger = await call(
      'POST',
      `/api/portal/coaching/unassigned/${other}/assign`,
      'clubManager',
      { trainerId: demoStaffOf('fitnessManager').staffId },
    );
    expect([stranger.status, stranger.body.fields]).toEqual([
      400,
      [{ field: 'body.trainerId', message: 'Choose a team member of the club.' }],
    ]);
    const byManager = await call(
      'POST',
      `/api/portal/coaching/unassigned/${other}/assign`,
      'clubManager',
      { trainerId: trainer.staffId },
    );
    expect(byManager.status, JSON.stringify(byManager.body)).toBe(201);
    expect(byManager.body).toMatchObject({ trainerName: 'Pat Trainer', sessionsLeft: 8 });
  });

  it('refuses to act for a member without their consent; their code grants it once', async () => {
    const refused = await call(
      'POST',
      `/api/portal/coaching/clients/${clientId}/sessions`,
      'personalTrainer',
      SESSION,
    );
    expect([refused.status, refused.body.message]).toEqual([403, COACHING_MESSAGES.noConsent]);
    const unconsented = await call(
      'GET',
      `/api/portal/coaching/clients/${clientId}`,
      'personalTrainer',
    );
    expect(unconsented.body.access).toEqual({ needed: true, grantedAt: null });

    expect(
      (
        await subject().app.inject({
          method: 'POST',
          url: '/api/member-account/trainer-access-code',
        })
      ).statusCode,
    ).toBe(401);
    const issued = await asMember('POST', '/api/member-account/trainer-access-code');
    expect(issued.status).toBe(201);
    expect(issued.body.code).toMatch(/^\d{6}$/);
    expect(issued.body.expiresAt).toBe(new Date(Date.parse(NOW) + 15 * 60 * 1000).toISOString());
    const stored = await subject().db.query<{ code_hash: string }>(
      'SELECT code_hash FROM trainer_access_codes WHERE membership_id = $1',
      [membershipId],
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]?.code_hash).not.toContain(issued.body.code);

    const wrongCode = issued.body.code === '000000' ? '000001' : '000000';
    const wrong = await call('POST', '/api/portal/coaching/access', 'personalTrainer', {
      clientId,
      code: wrongCode,
    });
    expect([wrong.status, wrong.body.fields]).toEqual([
      400,
      [{ field: 'body.code', message: COACHING_MESSAGES.codeWrong }],
    ]);
    const malformed = await call('POST', '/api/portal/coaching/access', 'personalTrainer', {
      clientId,
      code: '12ab',
    });
    expect(malformed.body.fields).toEqual([
      { field: 'body.code', message: COACHING_MESSAGES.code },
    ]);

    const granted = await call('POST', '/api/portal/coaching/access', 'personalTrainer', {
      clientId,
      code: issued.body.code,
    });
    expect(granted.status, JSON.stringify(granted.body)).toBe(201);
    expect(granted.body).toMatchObject({
      membershipId,
      memberName: 'Jane Doe',
      staffName: 'Pat Trainer',
      grantedAt: new Date(NOW).toISOString(),
    });
    const reused = await call('POST', '/api/portal/coaching/access', 'personalTrainer', {
      clientId,
      code: issued.body.code,
    });
    expect(reused.status).toBe(400);

    const consented = await call(
      'GET',
      `/api/portal/coaching/clients/${clientId}`,
      'personalTrainer',
    );
    expect(consented.body.access).toEqual({ needed: true, grantedAt: new Date(NOW).toISOString() });
    const listed = await call('GET', '/api/portal/coaching/access', 'personalTrainer');
    expect(listed.body).toMatchObject({ clubId: '5', mayRevoke: false });
    expect(listed.body.grants.map((grant: { grantId: string }) => grant.grantId)).toEqual([
      granted.body.grantId,
    ]);
  });

  it('plans and logs a session with library exercises, notes apart from the member record', async () => {
    const unknown = await call(
      'POST',
      `/api/portal/coaching/clients/${clientId}/sessions`,
      'personalTrainer',
      { ...SESSION, exercises: [{ ...SESSION.exercises[0], exerciseId: 'ex-nowhere' }] },
    );
    expect([unknown.status, unknown.body.fields]).toEqual([
      400,
      [{ field: 'body.exercises.0.exerciseId', message: WORKOUT_MESSAGES.exerciseId }],
    ]);
    const badTime = await call(
      'POST',
      `/api/portal/coaching/clients/${clientId}/sessions`,
      'personalTrainer',
      { ...SESSION, date: '2026-02-30', time: '25:00' },
    );
    expect(badTime.status).toBe(400);
    expect(badTime.body.fields).toEqual([
      { field: 'body.date', message: COACHING_MESSAGES.date },
      { field: 'body.time', message: COACHING_MESSAGES.time },
    ]);

    const planned = await call(
      'POST',
      `/api/portal/coaching/clients/${clientId}/sessions`,
      'personalTrainer',
      SESSION,
    );
    expect(planned.status, JSON.stringify(planned.body)).toBe(201);
    expect(planned.body.client.nextSession).toBe('2026-11-23T07:30');
    expect(planned.body.sessions).toHaveLength(1);
    expect(planned.body.sessions[0]).toMatchObject({
      date: '2026-11-23',
      time: '07:30',
      notes: SESSION.notes,
      completedAt: null,
      exercises: [
        { exerciseId: 'ex-back-squat', exerciseName: expect.any(String), sets: 4, reps: 6 },
        { exerciseId: 'ex-plank', durationSeconds: 45 },
      ],
    });
    sessionId = planned.body.sessions[0].sessionId;

    const logged = await call(
      'PUT',
      `/api/portal/coaching/sessions/${sessionId}`,
      'personalTrainer',
      {
        ...SESSION,
        notes: 'Squats to parallel, no pain.',
      },
    );
    expect(logged.status).toBe(200);
    expect(logged.body.sessions[0].notes).toBe('Squats to parallel, no pain.');

    const details = await call('GET', `/api/portal/memberships/${membershipId}`, 'personalTrainer');
    expect(JSON.stringify(details.body)).not.toContain('no pain');
  });

  it('completes a session once: one session fewer, in the member’s timeline', async () => {
    const done = await call(
      'POST',
      `/api/portal/coaching/sessions/${sessionId}/complete`,
      'personalTrainer',
    );
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.client.sessionsLeft).toBe(3);
    expect(done.body.client.lastSession).toBe('2026-11-23T07:30');
    expect(done.body.sessions[0].completedAt).toBe(new Date(NOW).toISOString());

    const twice = await call(
      'POST',
      `/api/portal/coaching/sessions/${sessionId}/complete`,
      'personalTrainer',
    );
    expect([twice.status, twice.body.message]).toEqual([409, 'This session is completed already.']);
    const read = await call('GET', `/api/portal/coaching/clients/${clientId}`, 'personalTrainer');
    expect(read.body.client.sessionsLeft).toBe(3);

    const timeline = await call(
      'GET',
      `/api/portal/memberships/${membershipId}/timeline`,
      'personalTrainer',
    );
    const completions = timeline.body.events.filter(
      (event: { title: string }) => event.title === 'Training session completed',
    );
    expect(
      timeline.body.events.find(
        (event: { title: string }) => event.title === 'Trainer access granted',
      ),
    ).toMatchObject({ by: 'Pat Trainer', after: { staffName: 'Pat Trainer' } });
    expect(completions).toEqual([
      expect.objectContaining({
        by: 'Pat Trainer',
        before: { sessionsLeft: 4 },
        after: { sessionsLeft: 3, date: '2026-11-23' },
      }),
    ]);
  });

  it('assigns a four-week program of library workouts, in the member’s timeline', async () => {
    const url = `/api/portal/coaching/clients/${clientId}/program`;
    const bad = await call('PUT', url, 'personalTrainer', {
      name: '',
      weeks: [{ workoutIds: [] }, { workoutIds: ['wk-nowhere'] }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual([
      { field: 'body.name', message: COACHING_MESSAGES.programName },
      { field: 'body.weeks.0.workoutIds', message: COACHING_MESSAGES.weekWorkouts },
    ]);
    const unknown = await call('PUT', url, 'personalTrainer', {
      name: 'Base building',
      weeks: [{ workoutIds: ['wk-conditioning-circuit'] }, { workoutIds: ['wk-nowhere'] }],
    });
    expect([unknown.status, unknown.body.fields]).toEqual([
      400,
      [{ field: 'body.weeks.1.workoutIds.0', message: COACHING_MESSAGES.workoutId }],
    ]);
    const weeks = [1, 2, 3, 4].map(() => ({ workoutIds: ['wk-conditioning-circuit'] }));
    const assigned = await call('PUT', url, 'personalTrainer', { name: 'Base building', weeks });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    expect(assigned.body.program).toMatchObject({
      name: 'Base building',
      assignedByName: 'Pat Trainer',
    });
    expect(assigned.body.program.weeks.map((week: { week: number }) => week.week)).toEqual([
      1, 2, 3, 4,
    ]);
    expect(assigned.body.program.weeks[0].workouts[0]).toEqual({
      workoutId: 'wk-conditioning-circuit',
      name: expect.any(String),
    });
    const timeline = await call(
      'GET',
      `/api/portal/memberships/${membershipId}/timeline`,
      'personalTrainer',
    );
    expect(
      timeline.body.events.find(
        (event: { title: string }) => event.title === 'Training program assigned',
      ),
    ).toMatchObject({ after: { name: 'Base building', weeks: 4 } });
  });

  it('keeps a client to their trainer and the leads of their club', async () => {
    const fitness = await call('GET', `/api/portal/coaching/clients/${clientId}`, 'fitnessManager');
    expect(fitness.status).toBe(404);
    const manager = await call('GET', `/api/portal/coaching/clients/${clientId}`, 'clubManager');
    expect(manager.status).toBe(200);
    const sales = await call('GET', `/api/portal/coaching/clients/${clientId}`, 'salesAdvisor');
    expect(sales.status).toBe(403);
  });

  it('adds a client without a membership under the member forms’ rules', async () => {
    const bad = await call('POST', '/api/portal/coaching/clients', 'personalTrainer', {
      clubId: '5',
      firstName: ' ',
      lastName: 'Okafor',
      email: 'not-an-email',
      phoneNumber: '123',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual([
      { field: 'body.firstName', message: 'Please enter a first name.' },
      { field: 'body.email', message: EMAIL_FORMAT_MESSAGE },
      { field: 'body.phoneNumber', message: PHONE_INVALID_MESSAGE },
    ]);
    const other = await call('POST', '/api/portal/coaching/clients', 'personalTrainer', {
      clubId: '17',
      firstName: 'Ada',
      lastName: 'Okafor',
      email: 'ada@example.com',
      phoneNumber: '(612) 555-0142',
    });
    expect(other.status).toBe(403);
    const added = await call('POST', '/api/portal/coaching/clients', 'personalTrainer', {
      clubId: '5',
      firstName: 'Ada',
      lastName: 'Okafor',
      email: 'ada@example.com',
      phoneNumber: '(612) 555-0142',
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toMatchObject({
      membershipId: null,
      trainerName: 'Pat Trainer',
      sessionsLeft: 0,
      validUntil: null,
    });
    ptOnlyId = added.body.clientId;
  });

  it('refuses to complete a session on an empty package, then on an expired one', async () => {
    const planned = await call(
      'POST',
      `/api/portal/coaching/clients/${ptOnlyId}/sessions`,
      'personalTrainer',
      { date: '2026-11-24', time: '18:00', exercises: [], notes: '' },
    );
    expect(planned.status).toBe(201);
    const ptSession = planned.body.sessions[0].sessionId;
    const empty = await call(
      'POST',
      `/api/portal/coaching/sessions/${ptSession}/complete`,
      'personalTrainer',
    );
    expect([empty.status, empty.body.message]).toEqual([409, COACHING_MESSAGES.noSessions]);

    const badPackage = await call('POST', '/api/portal/coaching/packages', 'clubManager', {
      clubId: '5',
      name: '',
      sessions: 0,
      priceCents: 12.5,
      validityDays: 0,
    });
    expect(badPackage.status).toBe(400);
    expect(badPackage.body.fields).toEqual([
      { field: 'body.name', message: COACHING_MESSAGES.packageName },
      { field: 'body.sessions', message: COACHING_MESSAGES.sessions },
      { field: 'body.priceCents', message: COACHING_MESSAGES.price },
      { field: 'body.validityDays', message: COACHING_MESSAGES.validityDays },
    ]);
    const pack = {
      clubId: '5',
      name: 'Five sessions',
      sessions: 5,
      priceCents: 40000,
      validityDays: 30,
    };
    const byTrainer = await call('POST', '/api/portal/coaching/packages', 'personalTrainer', pack);
    expect(byTrainer.status).toBe(403);
    const defined = await call('POST', '/api/portal/coaching/packages', 'clubManager', pack);
    expect(defined.status, JSON.stringify(defined.body)).toBe(201);
    const listed = await call('GET', '/api/portal/coaching/packages', 'personalTrainer');
    expect(listed.body).toMatchObject({ clubId: '5', mayDefine: false, packages: [pack] });

    const sold = await subject().app.inject({
      method: 'POST',
      url: `/api/portal/coaching/clients/${ptOnlyId}/sales`,
      headers: {
        cookie: (await cookies.get('personalTrainer')) ?? '',
        'idempotency-key': 'sale-1',
      },
      payload: {
        packageId: defined.body.packageId,
        paymentToken: await kit.token(CARDS.visaCredit),
      },
    });
    expect(sold.statusCode, sold.body).toBe(201);
    const sessionsAfter = await call(
      'GET',
      `/api/portal/coaching/clients/${ptOnlyId}`,
      'personalTrainer',
    );
    expect(sessionsAfter.body.client).toMatchObject({
      sessionsLeft: 5,
      validUntil: new Date(Date.parse(NOW) + 30 * DAY).toISOString(),
    });

    clock.advance(31 * DAY);
    cookies.clear();
    const expired = await call(
      'POST',
      `/api/portal/coaching/sessions/${ptSession}/complete`,
      'personalTrainer',
    );
    expect([expired.status, expired.body.message]).toEqual([409, COACHING_MESSAGES.expired]);
    const still = await call('GET', `/api/portal/coaching/clients/${ptOnlyId}`, 'personalTrainer');
    expect(still.body.client.sessionsLeft).toBe(5);
  });

  it('searches the members of the trainer’s own club only', async () => {
    const found = await call('GET', '/api/portal/coaching/members?text=doe', 'personalTrainer');
    expect(found.status).toBe(200);
    expect(found.body.members.length).toBeGreaterThan(0);
    expect(found.body.members.every((member: { clubId: string }) => member.clubId === '5')).toBe(
      true,
    );
    const other = await call(
      'GET',
      '/api/portal/coaching/members?text=doe&clubId=17',
      'personalTrainer',
    );
    expect(other.status).toBe(403);
    const short = await call('GET', '/api/portal/coaching/members?text=d', 'personalTrainer');
    expect(short.status).toBe(400);
  });

  it('lets a manager revoke a grant, after which acting is refused; an old code expires', async () => {
    const listed = await call('GET', '/api/portal/coaching/access?clubId=5', 'clubManager');
    expect(listed.body.mayRevoke).toBe(true);
    const [grant] = listed.body.grants;
    const byTrainer = await call(
      'POST',
      `/api/portal/coaching/access/${grant.grantId}/revoke`,
      'personalTrainer',
    );
    expect(byTrainer.status).toBe(403);
    const revoked = await call(
      'POST',
      `/api/portal/coaching/access/${grant.grantId}/revoke`,
      'clubManager',
    );
    expect(revoked.status).toBe(200);
    const refused = await call(
      'POST',
      `/api/portal/coaching/clients/${clientId}/sessions`,
      'personalTrainer',
      SESSION,
    );
    expect([refused.status, refused.body.message]).toEqual([403, COACHING_MESSAGES.noConsent]);
    const program = await call(
      'PUT',
      `/api/portal/coaching/clients/${clientId}/program`,
      'personalTrainer',
      { name: 'Base building', weeks: [{ workoutIds: ['wk-conditioning-circuit'] }] },
    );
    expect(program.status).toBe(403);
    const timeline = await call(
      'GET',
      `/api/portal/memberships/${membershipId}/timeline`,
      'clubManager',
    );
    expect(
      timeline.body.events.find(
        (event: { title: string }) => event.title === 'Trainer access revoked',
      ),
    ).toMatchObject({ by: 'Casey Manager', before: { staffName: 'Pat Trainer' } });

    const issued = await asMember('POST', '/api/member-account/trainer-access-code');
    clock.advance(15 * 60 * 1000);
    const late = await call('POST', '/api/portal/coaching/access', 'personalTrainer', {
      clientId,
      code: issued.body.code,
    });
    expect([late.status, late.body.fields]).toEqual([
      400,
      [{ field: 'body.code', message: COACHING_MESSAGES.codeWrong }],
    ]);
  });
});

import { CLEAR_SCREENING, restingHeartRateOnly } from '@clubjoin/domain/staff/assessments.fixture';
import { STAFF_ROLES, type StaffRole } from '@clubjoin/domain/staff/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../src/http/httpError';
import { requireClub } from '../src/modules/staff/staffAccessAnswer';
import { fixedClock } from './accountsTestKit';
import { signedInStaff } from './staffTestKit';
import { buildTestApp, type TestApp } from './testApp';

/**
 * Every portal endpoint (product/team-portal.md#staff-roles: every staff endpoint checks the role
 * on the server), with the roles that may call it. Each new portal endpoint adds its row here.
 */
interface PortalEndpointRow {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  /** A body the endpoint's schema accepts, so only the caller decides the answer. */
  payload?: unknown;
  allowed: readonly StaffRole[] | 'every role';
  /** The call changes its session (a kiosk's binding): each role calls with a session of its own. */
  ownSession?: true;
}

const UNKNOWN_STAFF = '7d0a7a5e-0000-4000-8000-000000000000';
const UNKNOWN_NOTIFICATION = '7d0a7a5e-0000-4000-8000-0000000000aa';
const NOTIFIERS = ['memberServices', 'clubManager', 'administrator'] as const;
/** A draft at club 5 to a member no one has: every role that may send is answered 400, none 403. */
const NOTIFICATION_DRAFT = {
  clubId: '5',
  target: { kind: 'member', memberId: '999999999' },
  subject: 'Hello',
  body: 'A message',
  sendAt: null,
};

/** The roles of the trainers' pages (coaching, workouts). */
const TRAINING = ['personalTrainer', 'fitnessManager', 'clubManager', 'administrator'] as const;
const EXERCISE = {
  name: 'Wall slide',
  description: 'Slide the arms up a wall with the back flat.',
  primaryMuscles: ['shoulders'],
  secondaryMuscles: [],
  equipment: 'bodyweight',
  level: 'beginner',
};
const WORKOUT = {
  name: 'Mobility',
  notes: '',
  items: [{ exerciseId: 'ex-plank', sets: 1, reps: null, durationSeconds: 30, loadKg: null }],
};

/** Who approves bios and testimonials (the manage-testimonials page). */
const REVIEWERS = ['fitnessManager', 'clubManager', 'administrator'] as const;

const PORTAL_ENDPOINTS: readonly PortalEndpointRow[] = [
  {
    name: 'the signed-in team member',
    method: 'GET',
    url: '/api/gateway/ux/teammember/self',
    allowed: 'every role',
  },
  {
    name: 'dynamic navigation',
    method: 'GET',
    url: '/api/gateway/ux/teammember/dynamicNav',
    allowed: 'every role',
  },
  {
    name: 'staff list',
    method: 'GET',
    url: '/api/gateway/ux/teammember/staff',
    allowed: ['administrator'],
  },
  {
    name: 'add staff',
    method: 'POST',
    url: '/api/gateway/ux/teammember/staff',
    payload: {
      email: 'new.hire@clubjoin.example',
      displayName: 'New Hire',
      role: 'salesAdvisor',
      clubIds: ['5'],
      password: 'Welcome-To-The-Club-1',
    },
    allowed: ['administrator'],
  },
  {
    name: 'change role and clubs',
    method: 'PUT',
    url: `/api/gateway/ux/teammember/staff/${UNKNOWN_STAFF}`,
    payload: { role: 'salesAdvisor', clubIds: ['5'] },
    allowed: ['administrator'],
  },
  {
    name: 'deactivate staff',
    method: 'POST',
    url: `/api/gateway/ux/teammember/staff/${UNKNOWN_STAFF}/deactivate`,
    allowed: ['administrator'],
  },
  {
    name: 'club visit (check-in)',
    method: 'POST',
    url: '/api/portal/club-visits',
    // A club no one works at: every role that may check in is answered 404, none 403.
    payload: { memberId: '9999999', clubId: '999999' },
    allowed: 'every role',
  },
  {
    name: 'onboarding list',
    method: 'GET',
    url: '/api/portal/onboarding',
    allowed: ['salesAdvisor', 'memberServices', 'fitnessManager', 'clubManager', 'administrator'],
  },
  {
    name: 'onboarding stage done',
    method: 'POST',
    url: '/api/portal/onboarding/M-1/stages/welcomeCall',
    payload: { note: 'Called' },
    allowed: ['salesAdvisor', 'memberServices', 'fitnessManager', 'clubManager', 'administrator'],
  },
  {
    name: 'onboarding by department',
    method: 'GET',
    url: '/api/portal/onboarding/departments',
    allowed: ['fitnessManager', 'clubManager', 'administrator'],
  },
  {
    name: 'member search',
    method: 'GET',
    url: '/api/portal/members?text=doe',
    allowed: ['salesAdvisor', 'memberServices', 'clubManager', 'administrator'],
  },
  {
    name: 'membership details',
    method: 'GET',
    url: '/api/portal/memberships/M-1',
    allowed: 'every role',
  },
  {
    name: 'membership timeline',
    method: 'GET',
    url: '/api/portal/memberships/M-1/timeline',
    allowed: 'every role',
  },
  {
    name: 'membership note',
    method: 'POST',
    url: '/api/portal/memberships/M-1/notes',
    payload: { note: 'Asked about towels' },
    allowed: 'every role',
  },
  {
    name: 'membership fitness assessments',
    method: 'GET',
    url: '/api/portal/memberships/M-1/assessments',
    allowed: 'every role',
  },
  {
    name: 'record a fitness assessment',
    method: 'POST',
    // No such membership: each role that records is answered 404, none 403.
    url: '/api/portal/memberships/M-1/members/1/assessments',
    payload: {
      assessedOn: '2026-11-21',
      screening: CLEAR_SCREENING,
      measurements: restingHeartRateOnly(60),
      tests: {
        stepTestRecoveryHeartRate: null,
        pushUps: null,
        sitAndReachCm: null,
        movementNotes: '',
      },
    },
    allowed: ['personalTrainer', 'fitnessManager'],
  },
  {
    name: 'today queue',
    method: 'GET',
    url: '/api/portal/today',
    allowed: 'every role',
  },
  {
    name: 'notification compose context',
    method: 'GET',
    url: '/api/portal/notifications/compose',
    allowed: NOTIFIERS,
  },
  {
    name: 'notification preview',
    method: 'POST',
    url: '/api/portal/notifications/preview',
    payload: NOTIFICATION_DRAFT,
    allowed: NOTIFIERS,
  },
  {
    name: 'notification send or schedule',
    method: 'POST',
    url: '/api/portal/notifications',
    payload: NOTIFICATION_DRAFT,
    allowed: NOTIFIERS,
  },
  {
    name: 'notifications of a club (manage)',
    method: 'GET',
    url: '/api/portal/notifications',
    allowed: NOTIFIERS,
  },
  {
    name: 'notification details (manage)',
    method: 'GET',
    url: `/api/portal/notifications/${UNKNOWN_NOTIFICATION}`,
    allowed: NOTIFIERS,
  },
  {
    name: 'notification cancel',
    method: 'POST',
    url: `/api/portal/notifications/${UNKNOWN_NOTIFICATION}/cancel`,
    allowed: NOTIFIERS,
  },
  {
    name: 'inbox',
    method: 'GET',
    url: '/api/portal/inbox',
    allowed: 'every role',
  },
  {
    name: 'inbox entry read',
    method: 'POST',
    url: `/api/portal/inbox/${UNKNOWN_NOTIFICATION}/read`,
    allowed: 'every role',
  },
  {
    name: 'club sales team (credit split)',
    method: 'GET',
    url: '/api/portal/club-sales/team?clubId=5',
    allowed: ['salesAdvisor', 'clubManager', 'administrator'],
  },
  {
    name: 'club sales kiosk unlock',
    method: 'POST',
    url: '/api/portal/club-sales/unlock',
    // A wrong password: every role that sells is answered 400, none 403.
    payload: { password: 'Not-The-Password-1' },
    allowed: ['salesAdvisor', 'clubManager', 'administrator'],
  },
  {
    name: 'club sales kiosk binding',
    method: 'POST',
    url: '/api/portal/club-sales/kiosk',
    payload: { clubId: '5' },
    allowed: ['salesAdvisor', 'clubManager', 'administrator'],
    ownSession: true,
  },
  {
    name: 'hold a sale for approval',
    method: 'POST',
    url: '/api/portal/club-sales/holds',
    // No such sale: every role that sells is answered 404, none 403.
    payload: { cartId: 'cart-unknown', memberConsent: 'Jane Doe' },
    allowed: ['salesAdvisor', 'clubManager', 'administrator'],
  },
  {
    name: 'rejoin a former member at the desk',
    method: 'POST',
    url: '/api/portal/club-sales/rejoins',
    // No such member: every role that sells is answered 404, none 403.
    payload: { clubId: '5', memberId: '9999999' },
    allowed: ['salesAdvisor', 'clubManager', 'administrator'],
  },
  {
    name: 'a held sale',
    method: 'GET',
    url: '/api/portal/club-sales/holds/cart-unknown',
    allowed: ['salesAdvisor', 'clubManager', 'administrator'],
  },
  {
    name: 'sales waiting for approval',
    method: 'GET',
    url: '/api/portal/club-sales/approvals?clubId=5',
    allowed: ['clubManager', 'administrator'],
  },
  {
    name: 'approve or reject a held sale',
    method: 'POST',
    url: '/api/portal/club-sales/approvals/cart-unknown',
    payload: { decision: 'approve' },
    allowed: ['clubManager', 'administrator'],
  },
  {
    name: 'sales dashboard',
    method: 'GET',
    url: '/api/portal/sales-dashboard?clubId=5',
    allowed: ['clubManager', 'administrator'],
  },
  {
    name: 'location admin list',
    method: 'GET',
    url: '/api/portal/locations',
    allowed: ['clubManager', 'administrator'],
  },
  {
    name: 'location hours',
    method: 'GET',
    url: '/api/portal/locations/5/hours',
    allowed: ['clubManager', 'administrator'],
  },
  {
    name: 'save location hours',
    method: 'PUT',
    url: '/api/portal/locations/5/hours',
    payload: {
      week: {
        monday: [],
        tuesday: [],
        wednesday: [],
        thursday: [],
        friday: [],
        saturday: [],
        sunday: [],
      },
      holidays: [],
    },
    allowed: ['clubManager', 'administrator'],
  },
  {
    name: 'exercise search',
    method: 'GET',
    url: '/api/portal/exercises',
    allowed: TRAINING,
  },
  {
    name: 'exercise details',
    method: 'GET',
    url: '/api/portal/exercises/ex-plank',
    allowed: TRAINING,
  },
  {
    name: 'add an exercise',
    method: 'POST',
    url: '/api/portal/exercises',
    payload: { to: { kind: 'mine' }, exercise: EXERCISE },
    allowed: TRAINING,
  },
  {
    name: 'change an exercise',
    method: 'PUT',
    // No such exercise: every role with the page is answered 404 (the master's would be 403).
    url: '/api/portal/exercises/ex-unknown',
    payload: EXERCISE,
    allowed: TRAINING,
  },
  {
    name: 'copy an exercise',
    method: 'POST',
    url: '/api/portal/exercises/ex-plank/copy',
    payload: { to: { kind: 'mine' } },
    allowed: TRAINING,
  },
  {
    name: 'workouts list',
    method: 'GET',
    url: '/api/portal/workouts',
    allowed: TRAINING,
  },
  {
    name: 'workout details',
    method: 'GET',
    url: '/api/portal/workouts/wk-conditioning-circuit',
    allowed: TRAINING,
  },
  {
    name: 'save a workout',
    method: 'POST',
    url: '/api/portal/workouts',
    payload: { to: { kind: 'mine' }, workout: WORKOUT },
    allowed: TRAINING,
  },
  {
    name: 'change a workout',
    method: 'PUT',
    url: '/api/portal/workouts/wk-unknown',
    payload: WORKOUT,
    allowed: TRAINING,
  },
  {
    name: 'copy a workout',
    method: 'POST',
    url: '/api/portal/workouts/wk-conditioning-circuit/copy',
    payload: { to: { kind: 'mine' } },
    allowed: TRAINING,
  },
  {
    name: 'coaching member search',
    method: 'GET',
    url: '/api/portal/coaching/members?text=doe',
    allowed: TRAINING,
  },
  {
    name: 'training packages',
    method: 'GET',
    url: '/api/portal/coaching/packages',
    allowed: TRAINING,
  },
  {
    name: 'define a training package',
    method: 'POST',
    // A club not in the catalog: a lead is answered 400 (a trainer 403, for the package rule).
    url: '/api/portal/coaching/packages',
    payload: { clubId: '999999', name: 'Ten', sessions: 10, priceCents: 50000, validityDays: 90 },
    allowed: ['fitnessManager', 'clubManager', 'administrator'],
  },
  {
    name: 'coaching clients',
    method: 'GET',
    url: '/api/portal/coaching/clients',
    allowed: TRAINING,
  },
  {
    name: 'add a training-only client',
    method: 'POST',
    url: '/api/portal/coaching/clients',
    // A club not in the catalog: every role with the page is answered 400.
    payload: {
      clubId: '999999',
      firstName: 'Ada',
      lastName: 'Okafor',
      email: 'ada@example.com',
      phoneNumber: '(612) 555-0142',
    },
    allowed: TRAINING,
  },
  {
    name: 'assign a personal-training sale',
    method: 'POST',
    url: '/api/portal/coaching/unassigned/M-1/assign',
    payload: { trainerId: null },
    allowed: TRAINING,
  },
  {
    name: 'coaching client',
    method: 'GET',
    url: `/api/portal/coaching/clients/${UNKNOWN_STAFF}`,
    allowed: TRAINING,
  },
  {
    name: 'sell a training package',
    method: 'POST',
    // No Idempotency-Key and no such client: every role that sells training is answered 400.
    url: `/api/portal/coaching/clients/${UNKNOWN_STAFF}/sales`,
    payload: { packageId: UNKNOWN_STAFF, paymentToken: 'tok_sandbox_unknown' },
    allowed: TRAINING,
  },
  {
    name: 'plan a session',
    method: 'POST',
    url: `/api/portal/coaching/clients/${UNKNOWN_STAFF}/sessions`,
    payload: { date: '2026-11-23', time: '07:30', exercises: [], notes: '' },
    allowed: TRAINING,
  },
  {
    name: 'log a session',
    method: 'PUT',
    url: `/api/portal/coaching/sessions/${UNKNOWN_STAFF}`,
    payload: { date: '2026-11-23', time: '07:30', exercises: [], notes: '' },
    allowed: TRAINING,
  },
  {
    name: 'complete a session',
    method: 'POST',
    url: `/api/portal/coaching/sessions/${UNKNOWN_STAFF}/complete`,
    allowed: TRAINING,
  },
  {
    name: 'assign a program',
    method: 'PUT',
    url: `/api/portal/coaching/clients/${UNKNOWN_STAFF}/program`,
    payload: { name: 'Base', weeks: [{ workoutIds: ['wk-conditioning-circuit'] }] },
    allowed: TRAINING,
  },
  {
    name: 'trainer access grants',
    method: 'GET',
    url: '/api/portal/coaching/access',
    allowed: TRAINING,
  },
  {
    name: "grant access with a member's code",
    method: 'POST',
    url: '/api/portal/coaching/access',
    payload: { clientId: UNKNOWN_STAFF, code: '123456' },
    allowed: TRAINING,
  },
  {
    name: 'revoke trainer access',
    method: 'POST',
    // No such grant: every lead is answered 404 (a trainer 403, for the revoke rule).
    url: `/api/portal/coaching/access/${UNKNOWN_STAFF}/revoke`,
    allowed: ['fitnessManager', 'clubManager', 'administrator'],
  },
  {
    name: 'my bio',
    method: 'GET',
    url: '/api/portal/bios/me',
    allowed: 'every role',
  },
  {
    name: 'save my bio',
    method: 'PUT',
    url: '/api/portal/bios/me',
    payload: {
      jobTitle: 'Coach',
      specialties: [],
      certifications: [],
      socialLinks: [],
      about: '',
      avatar: 'wave',
    },
    allowed: 'every role',
  },
  {
    name: 'my bio photo',
    method: 'GET',
    url: '/api/portal/bios/me/photo',
    allowed: 'every role',
  },
  {
    name: 'set my bio photo',
    method: 'PUT',
    url: '/api/portal/bios/me/photo',
    payload: { photo: 'iVBORw0KGgo=' },
    allowed: 'every role',
  },
  {
    name: 'remove my bio photo',
    method: 'DELETE',
    url: '/api/portal/bios/me/photo',
    allowed: 'every role',
  },
  {
    name: 'a bio photo waiting for review',
    method: 'GET',
    url: `/api/portal/bios/${UNKNOWN_STAFF}/photo`,
    allowed: REVIEWERS,
  },
  {
    name: 'bios and testimonials to review',
    method: 'GET',
    url: '/api/portal/bios/reviews',
    allowed: REVIEWERS,
  },
  {
    name: 'review a bio',
    method: 'POST',
    url: `/api/portal/bios/${UNKNOWN_STAFF}/review`,
    payload: { decision: 'approve' },
    allowed: REVIEWERS,
  },
  {
    name: 'review a testimonial',
    method: 'POST',
    url: `/api/portal/testimonials/${UNKNOWN_NOTIFICATION}/review`,
    payload: { decision: 'approve' },
    allowed: REVIEWERS,
  },
  {
    name: 'performer bio search',
    method: 'GET',
    url: '/api/portal/performer-bios?specialty=yoga',
    allowed: 'every role',
  },
];

describe('every portal endpoint checks the caller on the server', () => {
  let subject: TestApp;
  const cookies = new Map<StaffRole, string>();
  beforeAll(async () => {
    subject = await buildTestApp({ clock: fixedClock('2026-11-21T18:00:00Z').clock });
    for (const role of STAFF_ROLES) cookies.set(role, (await signedInStaff(subject, role)).cookie);
  });
  afterAll(() => subject.app.close());

  const call = (row: PortalEndpointRow, cookie?: string) =>
    subject.app.inject({
      method: row.method,
      url: row.url,
      ...(row.payload === undefined ? {} : { payload: row.payload as object }),
      ...(cookie ? { headers: { cookie } } : {}),
    });

  it.each(PORTAL_ENDPOINTS)('$name: 401 without a team-member session', async (row) => {
    const response = await call(row);
    expect([response.statusCode, response.json().message]).toEqual([
      401,
      'Please sign in as a team member.',
    ]);
    expect(response.headers.location).toBeUndefined();
  });

  it.each(PORTAL_ENDPOINTS)('$name: 403 for each role without the right', async (row) => {
    const answers = [];
    for (const role of STAFF_ROLES) {
      const cookie = row.ownSession
        ? (await signedInStaff(subject, role)).cookie
        : cookies.get(role);
      const response = await call(row, cookie);
      const allowed = row.allowed === 'every role' || row.allowed.includes(role);
      answers.push([
        role,
        allowed ? response.statusCode !== 403 && response.statusCode !== 401 : response.statusCode,
      ]);
    }
    expect(answers).toEqual(
      STAFF_ROLES.map((role) => [
        role,
        row.allowed === 'every role' || row.allowed.includes(role) ? true : 403,
      ]),
    );
  });
});

describe('a session bound to a kiosk reaches no portal endpoint (docs/decisions/0035)', () => {
  let subject: TestApp;
  let kiosk: string;
  beforeAll(async () => {
    subject = await buildTestApp({ clock: fixedClock('2026-11-21T18:00:00Z').clock });
    // The club manager may open every page of their clubs: only the kiosk refuses them.
    kiosk = (await signedInStaff(subject, 'clubManager')).cookie;
    const bound = await subject.app.inject({
      method: 'POST',
      url: '/api/portal/club-sales/kiosk',
      payload: { clubId: '5' },
      headers: { cookie: kiosk },
    });
    expect(bound.statusCode).toBe(204);
  });
  afterAll(() => subject.app.close());

  it.each(PORTAL_ENDPOINTS.filter((row) => row.url !== '/api/portal/club-sales/unlock'))(
    '$name: 403 with the kiosk’s message',
    async (row) => {
      const response = await subject.app.inject({
        method: row.method,
        url: row.url,
        ...(row.payload === undefined ? {} : { payload: row.payload as object }),
        headers: { cookie: kiosk },
      });
      expect([response.statusCode, response.json().message]).toEqual([
        403,
        'This device is a kiosk: a team member must leave the kiosk before using the portal.',
      ]);
    },
  );
});

describe('requireClub, the club check of every portal endpoint that names a club', () => {
  const caller = (role: StaffRole, clubIds: string[]) => ({
    staffId: 'staff',
    displayName: 'Someone',
    role,
    clubIds,
    everyClub: role === 'administrator',
    sessionId: 'session',
    kioskClubId: null,
  });

  it('passes the clubs a team member works at, and every club for an administrator', () => {
    expect(() => requireClub(caller('clubManager', ['5', '17']), '17')).not.toThrow();
    expect(() => requireClub(caller('administrator', []), '301')).not.toThrow();
  });

  it('refuses any other club with 403', () => {
    let thrown: unknown;
    try {
      requireClub(caller('salesAdvisor', ['5']), '301');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(HttpError);
    expect((thrown as HttpError).answer).toEqual({
      status: 403,
      message: 'You do not work at this club.',
    });
  });
});

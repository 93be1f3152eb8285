import { OPENING_HOURS_MESSAGES } from '@clubjoin/domain/clubs/openingHours';
import type { StaffRole } from '@clubjoin/domain/staff/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock, HOUR } from './accountsTestKit';
import { signedInStaff } from './staffTestKit';
import { buildTestApp, type TestApp } from './testApp';

/** Saturday 21 November 2026 at noon in Chanhassen (club 5, America/Chicago). */
const clock = fixedClock('2026-11-21T18:00:00Z');

const weekday = [{ opens: '05:00', closes: '22:00', kind: 'staffed' }];
const saturday = [
  { opens: '06:00', closes: '13:30', kind: 'staffed' },
  { opens: '13:30', closes: '23:00', kind: 'extended' },
];
const edited = {
  week: {
    monday: weekday,
    tuesday: weekday,
    wednesday: weekday,
    thursday: weekday,
    friday: weekday,
    saturday,
    sunday: [],
  },
  holidays: [
    { date: '2026-11-26', name: 'Thanksgiving', blocks: [] },
    { date: '2026-11-01', name: 'Gone by', blocks: [] },
  ],
};

/**
 * Location admin and the public hours (issue 18; docs/decisions/0026): the demo week out of the
 * box, a club manager's edit of their club read back by the locator's endpoints with the change
 * logged, the 400s of hours that cannot be, and the 403s of other clubs and roles.
 */
describe("a club's opening hours", () => {
  let subject: TestApp;
  const cookies = new Map<StaffRole, string>();
  beforeAll(async () => {
    subject = await buildTestApp({ clock: clock.clock });
    for (const role of ['clubManager', 'administrator', 'fitnessManager'] as const) {
      cookies.set(role, (await signedInStaff(subject, role)).cookie);
    }
  });
  afterAll(() => subject.app.close());

  const call = async (method: 'GET' | 'PUT', url: string, role?: StaffRole, payload?: object) => {
    const response = await subject.app.inject({
      method,
      url,
      ...(role ? { headers: { cookie: cookies.get(role) ?? '' } } : {}),
      ...(payload ? { payload } : {}),
    });
    return { status: response.statusCode, body: response.json() };
  };

  it('shows the demo week out of the box: Saturday noon at Chanhassen is open until 8 pm', async () => {
    const list = await call('GET', '/api/gateway/club-hours');
    expect(list.status).toBe(200);
    const chanhassen = list.body.find((club: { clubId: string }) => club.clubId === '5');
    expect(chanhassen).toEqual({
      clubId: '5',
      today: {
        date: '2026-11-21',
        weekday: 'saturday',
        blocks: [{ opens: '07:00', closes: '20:00', kind: 'staffed' }],
        holiday: null,
      },
      status: { open: true, kind: 'staffed', until: { date: '2026-11-21', time: '20:00' } },
    });
    const aroundTheClock = await call('GET', '/api/gateway/club-hours/17');
    expect(aroundTheClock.body.week.monday).toEqual([
      { opens: '00:00', closes: '05:00', kind: 'extended' },
      { opens: '05:00', closes: '22:00', kind: 'staffed' },
      { opens: '22:00', closes: '24:00', kind: 'extended' },
    ]);
  });

  it("lists a club manager's own clubs with today's hours", async () => {
    const { status, body } = await call('GET', '/api/portal/locations', 'clubManager');
    expect(status).toBe(200);
    expect(body.clubs.map((club: { clubId: string }) => club.clubId)).toEqual(['5', '17']);
    expect(body.clubs[0].hours.status.open).toBe(true);
  });

  it('saves an edit, logs who made it, and the public reads show it', async () => {
    const saved = await call('PUT', '/api/portal/locations/5/hours', 'clubManager', edited);
    expect(saved.status).toBe(200);
    expect(saved.body.hours.week.saturday).toEqual(saturday);
    expect(saved.body.changes).toEqual([
      { staffName: 'Casey Manager', changedAt: '2026-11-21T18:00:00.000Z' },
    ]);

    const week = await call('GET', '/api/gateway/club-hours/5');
    expect(week.body.status).toEqual({
      open: true,
      kind: 'staffed',
      until: { date: '2026-11-21', time: '13:30' },
    });
    expect(week.body.today.blocks).toEqual(saturday);
    // Holidays gone by are not shown to the public.
    expect(week.body.holidays).toEqual([{ date: '2026-11-26', name: 'Thanksgiving', blocks: [] }]);
  });

  it.each([
    {
      rule: 'overlapping blocks',
      saturday: [
        { opens: '06:00', closes: '14:00', kind: 'staffed' },
        { opens: '13:00', closes: '23:00', kind: 'extended' },
      ],
      field: 'body.week.saturday',
      message: OPENING_HOURS_MESSAGES.overlap,
    },
    {
      rule: 'a block through midnight',
      saturday: [{ opens: '22:00', closes: '02:00', kind: 'staffed' }],
      field: 'body.week.saturday.0.closes',
      message: OPENING_HOURS_MESSAGES.order,
    },
    {
      rule: 'a time that is no time',
      saturday: [{ opens: '7am', closes: '20:00', kind: 'staffed' }],
      field: 'body.week.saturday.0.opens',
      message: OPENING_HOURS_MESSAGES.opens,
    },
  ])('answers 400 for $rule and changes nothing', async ({ saturday: day, field, message }) => {
    const before = await call('GET', '/api/portal/locations/5/hours', 'clubManager');
    const refused = await call('PUT', '/api/portal/locations/5/hours', 'clubManager', {
      ...edited,
      week: { ...edited.week, saturday: day },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual([{ field, message }]);
    expect(await call('GET', '/api/portal/locations/5/hours', 'clubManager')).toEqual(before);
  });

  it('answers 403 for a club not theirs and for a role without location admin; 404 for no club', async () => {
    expect(
      (await call('PUT', '/api/portal/locations/19/hours', 'clubManager', edited)).status,
    ).toBe(403);
    expect((await call('GET', '/api/portal/locations/19/hours', 'clubManager')).status).toBe(403);
    expect((await call('GET', '/api/portal/locations/5/hours', 'fitnessManager')).status).toBe(403);
    expect(
      (await call('PUT', '/api/portal/locations/999999/hours', 'administrator', edited)).body,
    ).toMatchObject({ statusCode: 404, message: 'There is no such club.' });
    expect((await call('GET', '/api/gateway/club-hours/999999')).status).toBe(404);
  });

  it('closes on the holiday: Thanksgiving noon reads closed, opening Friday at 5 am', async () => {
    clock.advance(5 * 24 * HOUR);
    const thanksgiving = await call('GET', '/api/gateway/club-hours/5');
    expect([thanksgiving.body.today, thanksgiving.body.status]).toEqual([
      { date: '2026-11-26', weekday: 'thursday', blocks: [], holiday: 'Thanksgiving' },
      { open: false, opensAt: { date: '2026-11-27', time: '05:00', kind: 'staffed' } },
    ]);
  });
});

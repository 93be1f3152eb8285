import { sampleAssessment } from '@clubjoin/domain/staff/assessments.fixture';
import { describe, expect, it } from 'vitest';
import { ASSESSMENT_MESSAGES } from '@clubjoin/domain/staff/assessments';
import type { StaffRole } from '@clubjoin/domain/staff/roles';
import { fixedClock, HOUR } from './accountsTestKit';
import { CARDS, completionTestApp } from './completionKit';
import { signedInStaff } from './staffTestKit';

const NOW = '2026-11-21T18:00:00Z';
const TODAY = '2026-11-21';
const clock = fixedClock(NOW);

/** An assessment a trainer records today: `change` replaces parts of it. */
const assessment = (change: Record<string, unknown> = {}) => sampleAssessment(TODAY, change);

/**
 * Fitness assessments in member details (product/team-portal.md#assessments; decision 0034): one
 * online join at club 5, whose primary member the trainer of club 5 assesses. The tests run in
 * order on one app.
 */
describe('fitness assessments', () => {
  const { subject, kit } = completionTestApp(new Date(NOW), { clock: clock.clock });
  let membershipId = '';
  let memberId = '';

  const sessions = new Map<StaffRole, Promise<string>>();
  /** The demo team member of a role (the trainer works at club 5, the fitness manager at 17). */
  const as = async (role: StaffRole) => {
    if (!sessions.has(role)) {
      sessions.set(
        role,
        signedInStaff(subject(), role).then((staff) => staff.cookie),
      );
    }
    return { cookie: (await sessions.get(role)) ?? '' };
  };
  const call = async (role: StaffRole, method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await subject().app.inject({
      method,
      url,
      headers: await as(role),
      ...(payload ? { payload } : {}),
    });
    return { status: response.statusCode, body: response.json() };
  };
  const list = (role: StaffRole = 'personalTrainer') =>
    call(role, 'GET', `/api/portal/memberships/${membershipId}/assessments`);
  const record = (payload: object, role: StaffRole = 'personalTrainer', member = memberId) =>
    call(
      role,
      'POST',
      `/api/portal/memberships/${membershipId}/members/${member}/assessments`,
      payload,
    );

  it('has none before the first, for every member of the membership', async () => {
    const { order, paymentToken } = await kit.payableOrder(CARDS.visaCredit);
    const completed = await kit.complete(order, paymentToken);
    expect(completed.status).toBe(200);
    membershipId = completed.body.membershipId;
    memberId = completed.body.members[0].memberId;

    const answer = await list();
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ membershipId, clubId: '5', today: TODAY, mayRecord: true });
    expect(answer.body.members[0]).toEqual({
      memberId,
      firstName: 'Jane',
      lastName: 'Doe',
      daysSinceLastAssessed: null,
      assessments: [],
    });
  });

  it('records the trainer’s assessment and writes it to the audit trail the timeline shows', async () => {
    const answer = await record(assessment({ assessedOn: '2026-10-21' }));
    expect(answer.status).toBe(201);
    const [member] = answer.body.members;
    expect(member.daysSinceLastAssessed).toBe(31);
    expect(member.assessments).toHaveLength(1);
    expect(member.assessments[0]).toMatchObject({
      memberId,
      assessedOn: '2026-10-21',
      recordedAt: new Date(NOW).toISOString(),
      recordedBy: 'Pat Trainer',
      measurements: { restingHeartRate: 64, weight: { value: 81.5, unit: 'kg' } },
      tests: { pushUps: 24, movementNotes: 'Knees cave in on the squat.' },
    });

    const timeline = await call(
      'salesAdvisor',
      'GET',
      `/api/portal/memberships/${membershipId}/timeline`,
    );
    const recorded = timeline.body.events.filter(
      (event: { kind: string }) => event.kind === 'staffChange',
    );
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      title: 'Fitness assessment recorded',
      detail: 'Jane Doe, assessed on 2026-10-21',
      by: 'Pat Trainer',
      before: null,
      after: { assessedOn: '2026-10-21', screeningYes: 0, member: 'Jane Doe' },
    });
  });

  it('keeps each re-test, newest first by the date taken, and counts days since the latest', async () => {
    clock.advance(HOUR / 2);
    const retest = await record(
      assessment({
        measurements: { ...assessment().measurements, restingHeartRate: 60 },
      }),
    );
    expect(retest.status).toBe(201);
    // Entered after the re-test, but taken before it.
    const late = await record(assessment({ assessedOn: '2026-09-01' }));
    const { assessments, daysSinceLastAssessed } = late.body.members[0];
    expect(
      assessments.map(
        (entry: { assessedOn: string; measurements: { restingHeartRate: number } }) => [
          entry.assessedOn,
          entry.measurements.restingHeartRate,
        ],
      ),
    ).toEqual([
      [TODAY, 60],
      ['2026-10-21', 64],
      ['2026-09-01', 64],
    ]);
    expect(daysSinceLastAssessed).toBe(0);
  });

  it('answers 400 with each field’s message, and records nothing', async () => {
    const tooLow = await record(
      assessment({
        measurements: {
          ...assessment().measurements,
          restingHeartRate: 12,
          weight: { value: 30, unit: 'lb' },
        },
      }),
    );
    expect(tooLow.status).toBe(400);
    expect(tooLow.body.fields).toEqual([
      {
        field: 'body.measurements.restingHeartRate',
        message: 'Resting heart rate must be a whole number between 30 and 220 bpm.',
      },
      { field: 'body.measurements.weight.value', message: 'Weight must be between 44 and 770 lb.' },
    ]);

    const noConsent = await record(
      assessment({ screening: { ...assessment().screening, consent: false } }),
    );
    expect([noConsent.status, noConsent.body.fields]).toEqual([
      400,
      [{ field: 'body.screening.consent', message: ASSESSMENT_MESSAGES.consent }],
    ]);

    const tomorrow = await record(assessment({ assessedOn: '2026-11-22' }));
    expect([tomorrow.status, tomorrow.body.message, tomorrow.body.fields]).toEqual([
      400,
      'The assessment date cannot be after today.',
      [{ field: 'assessedOn', message: 'The assessment date cannot be after today.' }],
    ]);

    const yearAgo = await record(assessment({ assessedOn: '2025-11-20' }));
    expect(yearAgo.body.message).toBe('Record assessments from the past 365 days only.');

    expect((await list()).body.members[0].assessments).toHaveLength(3);
  });

  it('lets every role read, but only trainers and fitness managers of the member’s club record', async () => {
    const read = await list('salesAdvisor');
    expect([read.status, read.body.mayRecord, read.body.members[0].assessments.length]).toEqual([
      200,
      false,
      3,
    ]);

    const advisor = await record(assessment(), 'salesAdvisor');
    expect([advisor.status, advisor.body.message]).toEqual([
      403,
      'Only personal trainers and fitness managers record fitness assessments.',
    ]);
    const clubManager = await record(assessment(), 'clubManager');
    expect(clubManager.status).toBe(403);

    // The fitness manager works at club 17; the membership is club 5's.
    expect((await list('fitnessManager')).body.mayRecord).toBe(false);
    const otherClub = await record(assessment(), 'fitnessManager');
    expect([otherClub.status, otherClub.body.message]).toEqual([
      403,
      'You do not work at this club.',
    ]);

    const noMember = await record(assessment(), 'personalTrainer', '9999999');
    expect([noMember.status, noMember.body.message]).toEqual([
      404,
      'There is no such member on this membership.',
    ]);
    const noMembership = await call(
      'personalTrainer',
      'GET',
      '/api/portal/memberships/M-unknown/assessments',
    );
    expect(noMembership.status).toBe(404);

    expect((await list()).body.members[0].assessments).toHaveLength(3);
  });

  it('counts the days since the latest assessment on the club’s calendar', async () => {
    clock.advance(3 * 24 * HOUR);
    sessions.clear();
    expect((await list()).body.members[0].daysSinceLastAssessed).toBe(3);
  });
});

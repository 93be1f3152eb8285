import { describe, expect, it } from 'vitest';
import {
  atRiskReasons,
  isInTodayQueue,
  onboardingScore,
  onboardingStandings,
  ONBOARDING_STAGES,
  stageDueAt,
} from './onboarding';

const joinedAt = new Date('2026-11-01T10:00:00Z');
const hoursAfterJoin = (hours: number) => new Date(joinedAt.getTime() + hours * 3_600_000);

describe('the onboarding plan', () => {
  it.each([
    ['welcomeCall', '2026-11-03T10:00:00.000Z'],
    ['orientationBooked', '2026-11-04T10:00:00.000Z'],
    ['fitnessAssessment', '2026-11-08T10:00:00.000Z'],
    ['week2Check', '2026-11-15T10:00:00.000Z'],
    ['review30', '2026-12-01T10:00:00.000Z'],
    ['review60', '2026-12-31T10:00:00.000Z'],
    ['review90', '2027-01-30T10:00:00.000Z'],
  ] as const)('%s is due at %s', (stage, due) => {
    expect(stageDueAt(stage, joinedAt).toISOString()).toBe(due);
  });

  it('makes every stage due at the join instant, none overdue', () => {
    const standings = onboardingStandings(joinedAt, new Map(), joinedAt);
    expect(standings.map((s) => s.stage)).toEqual(ONBOARDING_STAGES);
    expect(standings.every((s) => s.state === 'due')).toBe(true);
  });

  it('makes the welcome call overdue just past 48 hours, and done once completed', () => {
    const late = onboardingStandings(joinedAt, new Map(), hoursAfterJoin(48.01));
    expect(late[0]).toMatchObject({
      stage: 'welcomeCall',
      owner: 'memberServices',
      state: 'overdue',
    });
    const onTheDot = onboardingStandings(joinedAt, new Map(), hoursAfterJoin(48));
    expect(onTheDot[0]?.state).toBe('due');
    const doneAt = hoursAfterJoin(50);
    const done = onboardingStandings(
      joinedAt,
      new Map([['welcomeCall', doneAt]]),
      hoursAfterJoin(60),
    );
    expect(done[0]).toMatchObject({ state: 'done', doneAt });
  });
});

describe('the at-risk rule', () => {
  it('flags a member from day 0 until an orientation is booked', () => {
    expect(
      atRiskReasons({ joinedAt, lastVisitAt: null, orientationBooked: false }, joinedAt),
    ).toEqual(['noOrientationBooked']);
    expect(
      atRiskReasons({ joinedAt, lastVisitAt: null, orientationBooked: true }, joinedAt),
    ).toEqual([]);
  });

  it('flags 10 days without a visit, counted from joining when there was none', () => {
    const engagement = { joinedAt, lastVisitAt: null, orientationBooked: true };
    expect(atRiskReasons(engagement, hoursAfterJoin(240))).toEqual([]);
    expect(atRiskReasons(engagement, hoursAfterJoin(241))).toEqual(['noRecentVisit']);
    const visited = { ...engagement, lastVisitAt: hoursAfterJoin(200) };
    expect(atRiskReasons(visited, hoursAfterJoin(241))).toEqual([]);
    expect(atRiskReasons(visited, hoursAfterJoin(441))).toEqual(['noRecentVisit']);
  });

  it('scores 100 for an engaged member, less for each reason and overdue stage, never below 0', () => {
    const now = hoursAfterJoin(24 * 20);
    const standings = onboardingStandings(joinedAt, new Map(), now);
    expect(onboardingScore([], onboardingStandings(joinedAt, new Map(), joinedAt))).toBe(100);
    expect(onboardingScore(['noOrientationBooked'], standings)).toBe(100 - 30 - 40);
    expect(onboardingScore(['noOrientationBooked', 'noRecentVisit'], standings)).toBe(0);
  });
});

describe('the today queue', () => {
  const [welcomeCall, , fitnessAssessment] = onboardingStandings(
    joinedAt,
    new Map(),
    hoursAfterJoin(30),
  );
  it('holds the stages a role owns that are overdue or due within a day', () => {
    expect(welcomeCall && isInTodayQueue('memberServices', welcomeCall, hoursAfterJoin(30))).toBe(
      true,
    );
    expect(welcomeCall && isInTodayQueue('personalTrainer', welcomeCall, hoursAfterJoin(30))).toBe(
      false,
    );
    expect(
      fitnessAssessment && isInTodayQueue('personalTrainer', fitnessAssessment, hoursAfterJoin(30)),
    ).toBe(false);
  });

  it('holds every stage for a club manager', () => {
    expect(welcomeCall && isInTodayQueue('clubManager', welcomeCall, hoursAfterJoin(30))).toBe(
      true,
    );
  });
});

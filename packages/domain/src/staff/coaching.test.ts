import { describe, expect, it } from 'vitest';
import {
  addPackage,
  COACHING_MESSAGES,
  coachingActionTitle,
  mayCoach,
  saleBalance,
  saleTraining,
  SessionFields,
  TrainingPackageFields,
  useSession,
} from './coaching';

const NOW = new Date('2026-11-21T18:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const later = (days: number) => new Date(NOW.getTime() + days * DAY);

describe('useSession', () => {
  it('takes one session off a live package', () => {
    expect(useSession({ sessionsLeft: 3, validUntil: later(10) }, NOW)).toEqual({
      ok: true,
      value: { sessionsLeft: 2, validUntil: later(10) },
    });
  });

  it('never goes below zero: an empty package refuses', () => {
    expect(useSession({ sessionsLeft: 0, validUntil: later(10) }, NOW)).toEqual({
      ok: false,
      failure: 'noSessions',
    });
  });

  it('refuses a package whose validity has passed, or that was never bought', () => {
    expect(useSession({ sessionsLeft: 2, validUntil: NOW }, NOW)).toEqual({
      ok: false,
      failure: 'expired',
    });
    expect(useSession({ sessionsLeft: 2, validUntil: null }, NOW)).toEqual({
      ok: false,
      failure: 'expired',
    });
  });
});

describe('addPackage', () => {
  it('keeps live sessions and runs to the later end', () => {
    expect(
      addPackage(
        { sessionsLeft: 2, validUntil: later(90) },
        { sessions: 5, validityDays: 30 },
        NOW,
      ),
    ).toEqual({
      sessionsLeft: 7,
      validUntil: later(90),
    });
    expect(
      addPackage(
        { sessionsLeft: 2, validUntil: later(10) },
        { sessions: 5, validityDays: 30 },
        NOW,
      ),
    ).toEqual({
      sessionsLeft: 7,
      validUntil: later(30),
    });
  });

  it('drops expired sessions', () => {
    expect(
      addPackage(
        { sessionsLeft: 4, validUntil: later(-1) },
        { sessions: 5, validityDays: 30 },
        NOW,
      ),
    ).toEqual({
      sessionsLeft: 5,
      validUntil: later(30),
    });
  });
});

describe('saleTraining', () => {
  it('counts each personal-training product once, though a monthly add-on has two lines', () => {
    const lines = [
      { description: '4 Personal Training Sessions', quantity: 1 },
      { description: '4 Personal Training Sessions', quantity: 1 },
      { description: 'Reformer 4-Pack', quantity: 4 },
    ];
    expect(saleTraining(lines)).toEqual({
      description: '4 Personal Training Sessions',
      sessions: 4,
    });
  });

  it('reads one session from a line without a number, and none from other lines', () => {
    expect(
      saleTraining([{ description: 'Personal Training Starter', quantity: 1 }])?.sessions,
    ).toBe(1);
    expect(saleTraining([{ description: 'Kids Swim Starter', quantity: 1 }])).toBeUndefined();
  });

  it('gives a sale’s sessions 60 days from the purchase', () => {
    expect(saleBalance(4, NOW)).toEqual({ sessionsLeft: 4, validUntil: later(60) });
  });
});

describe('mayCoach', () => {
  const client = { clubId: '5', trainerId: 'pat' };
  it('lets a trainer coach their own clients at their clubs', () => {
    expect(mayCoach({ staffId: 'pat', role: 'personalTrainer', clubIds: ['5'] }, client)).toBe(
      true,
    );
    expect(mayCoach({ staffId: 'kim', role: 'personalTrainer', clubIds: ['5'] }, client)).toBe(
      false,
    );
  });

  it('lets the leads coach every client of a club they act for', () => {
    expect(mayCoach({ staffId: 'fay', role: 'fitnessManager', clubIds: ['5'] }, client)).toBe(true);
    expect(mayCoach({ staffId: 'fay', role: 'fitnessManager', clubIds: ['17'] }, client)).toBe(
      false,
    );
    expect(mayCoach({ staffId: 'al', role: 'administrator', clubIds: [] }, client)).toBe(true);
  });
});

describe('SessionFields', () => {
  it('refuses dates that do not exist and times off the 24-hour clock', () => {
    const parsed = SessionFields.safeParse({ date: '2026-02-29', time: '7:30', notes: '' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['date', COACHING_MESSAGES.date],
      ['time', COACHING_MESSAGES.time],
    ]);
  });

  it('keeps notes and defaults to no exercises', () => {
    expect(SessionFields.parse({ date: '2028-02-29', time: '07:30', notes: ' Easy day ' })).toEqual(
      {
        date: '2028-02-29',
        time: '07:30',
        exercises: [],
        notes: 'Easy day',
      },
    );
  });
});

describe('TrainingPackageFields: the price (docs/decisions/0038)', () => {
  const pack = { clubId: '5', name: 'Four sessions', sessions: 4, validityDays: 60 };
  const priceProblem = (priceCents: unknown) =>
    TrainingPackageFields.safeParse({ ...pack, priceCents }).error?.issues.map(
      (issue) => issue.message,
    );

  it('says a price is required when there is none, so a blank price never makes a free package', () => {
    expect(priceProblem(undefined)).toEqual([COACHING_MESSAGES.priceRequired]);
  });

  it.each([0, 99, 12.5, Number.NaN, 1_000_001])('refuses %s cents', (priceCents) => {
    expect(priceProblem(priceCents)).toEqual([COACHING_MESSAGES.price]);
  });

  it.each([100, 32000, 1_000_000])('takes %s cents', (priceCents) => {
    expect(priceProblem(priceCents)).toBeUndefined();
  });
});

describe('coachingActionTitle', () => {
  it('titles coaching’s audit actions and no other', () => {
    expect(coachingActionTitle('coaching.sessionCompleted')).toBe('Training session completed');
    expect(coachingActionTitle('note.added')).toBeUndefined();
    expect(coachingActionTitle('toString')).toBeUndefined();
  });
});

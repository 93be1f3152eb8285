import { describe, expect, it } from 'vitest';
import { fieldProblemsOf } from '../validation/fieldErrors';
import { CLEAR_SCREENING, sampleAssessment } from './assessments.fixture';
import {
  ASSESSMENT_MESSAGES,
  type AssessedValues,
  assessmentSchema,
  assessmentTrend,
  screeningYesCount,
} from './assessments';

const TODAY = '2026-11-21';

/** A full assessment a trainer could record today, one question answered yes and notes with
 * spaces around; `change` replaces parts of it. */
const assessment = (change: Record<string, unknown> = {}) =>
  sampleAssessment(TODAY, {
    screening: { ...CLEAR_SCREENING, answers: { ...CLEAR_SCREENING.answers, jointProblem: true } },
    tests: { ...sampleAssessment(TODAY).tests, movementNotes: '  Knees cave in on the squat.  ' },
    ...change,
  });

const problemsOf = (input: unknown, today = TODAY) => {
  const result = assessmentSchema(today).safeParse(input);
  return result.success ? [] : fieldProblemsOf(result.error);
};

const measurements = (change: Record<string, unknown>) => ({
  measurements: { ...assessment().measurements, ...change },
});
const tests = (change: Record<string, unknown>) => ({
  tests: { ...assessment().tests, ...change },
});

describe('the assessment schema (product/team-portal.md#assessments)', () => {
  it('takes a full assessment, trimming the notes', () => {
    const parsed = assessmentSchema(TODAY).parse(assessment());
    expect(parsed.tests.movementNotes).toBe('Knees cave in on the squat.');
    expect(screeningYesCount(parsed.screening.answers)).toBe(1);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    [
      'a resting heart rate under 30',
      measurements({ restingHeartRate: 29 }),
      'measurements.restingHeartRate',
      'Resting heart rate must be a whole number between 30 and 220 bpm.',
    ],
    [
      'a resting heart rate over 220',
      measurements({ restingHeartRate: 221 }),
      'measurements.restingHeartRate',
      ASSESSMENT_MESSAGES.restingHeartRate,
    ],
    [
      'a heart rate that is no whole number',
      measurements({ restingHeartRate: 62.5 }),
      'measurements.restingHeartRate',
      ASSESSMENT_MESSAGES.restingHeartRate,
    ],
    [
      'a systolic pressure over 250',
      measurements({ bloodPressure: { systolic: 251, diastolic: 80 } }),
      'measurements.bloodPressure.systolic',
      'Systolic blood pressure must be a whole number between 70 and 250 mmHg.',
    ],
    [
      'a diastolic pressure under 40',
      measurements({ bloodPressure: { systolic: 120, diastolic: 39 } }),
      'measurements.bloodPressure.diastolic',
      'Diastolic blood pressure must be a whole number between 40 and 150 mmHg.',
    ],
    [
      'one blood pressure number alone',
      measurements({ bloodPressure: { systolic: 120, diastolic: null } }),
      'measurements.bloodPressure.diastolic',
      'Give both blood pressure numbers, or neither.',
    ],
    [
      'a systolic pressure not above the diastolic',
      measurements({ bloodPressure: { systolic: 80, diastolic: 90 } }),
      'measurements.bloodPressure.systolic',
      'Systolic pressure must be higher than diastolic.',
    ],
    [
      'a weight of 400 kg',
      measurements({ weight: { value: 400, unit: 'kg' } }),
      'measurements.weight.value',
      'Weight must be between 20 and 350 kg.',
    ],
    [
      'a weight of 40 lb',
      measurements({ weight: { value: 40, unit: 'lb' } }),
      'measurements.weight.value',
      'Weight must be between 44 and 770 lb.',
    ],
    [
      'a weight in stones',
      measurements({ weight: { value: 12, unit: 'st' } }),
      'measurements.weight.unit',
      'Choose kg or lb.',
    ],
    [
      'body fat of 1 %',
      measurements({ bodyFatPercent: 1 }),
      'measurements.bodyFatPercent',
      'Body fat must be between 2 and 70%.',
    ],
    [
      'a waist of 260 cm',
      measurements({ waist: { value: 260, unit: 'cm' } }),
      'measurements.waist.value',
      'Waist must be between 40 and 250 cm.',
    ],
    [
      'a hip of 100 in',
      measurements({ hip: { value: 100, unit: 'in' } }),
      'measurements.hip.value',
      'Hip must be between 20 and 98 in.',
    ],
    [
      'a step-test recovery rate of 30',
      tests({ stepTestRecoveryHeartRate: 30 }),
      'tests.stepTestRecoveryHeartRate',
      'Step-test recovery heart rate must be a whole number between 40 and 220 bpm.',
    ],
    [
      'minus one push-up',
      tests({ pushUps: -1 }),
      'tests.pushUps',
      'Push-ups must be a whole number between 0 and 200.',
    ],
    [
      'a sit-and-reach of 61 cm',
      tests({ sitAndReachCm: 61 }),
      'tests.sitAndReachCm',
      'Sit-and-reach must be between -30 and 60 cm.',
    ],
    [
      'movement notes over 1,000 characters',
      tests({ movementNotes: 'x'.repeat(1001) }),
      'tests.movementNotes',
      'Movement-screen notes are 1000 characters or less.',
    ],
    [
      'a number typed as text',
      measurements({ restingHeartRate: 'sixty' }),
      'measurements.restingHeartRate',
      ASSESSMENT_MESSAGES.restingHeartRate,
    ],
    [
      'a number that is not one (NaN)',
      measurements({ bodyFatPercent: Number.NaN }),
      'measurements.bodyFatPercent',
      ASSESSMENT_MESSAGES.bodyFatPercent,
    ],
  ])('refuses %s by its field', (_, change, field, message) => {
    expect(problemsOf(assessment(change))).toEqual([{ field, message }]);
  });

  it('shows every bad field at once, each by its own message', () => {
    const fields = problemsOf(
      assessment({
        ...measurements({ restingHeartRate: 10, weight: { value: 800, unit: 'lb' } }),
        ...tests({ pushUps: 1000 }),
      }),
    ).map((problem) => problem.field);
    expect(fields).toEqual([
      'measurements.restingHeartRate',
      'measurements.weight.value',
      'tests.pushUps',
    ]);
  });

  it('asks for every screening answer and the consent', () => {
    const { screening } = assessment();
    const problems = problemsOf(
      assessment({
        screening: { answers: { ...screening.answers, dizziness: undefined }, consent: false },
      }),
    );
    expect(problems).toEqual([
      { field: 'screening.answers.dizziness', message: 'Answer yes or no.' },
      {
        field: 'screening.consent',
        message: 'The member must consent before the assessment is recorded.',
      },
    ]);
  });

  it('asks for at least one measurement or test', () => {
    const none = assessment({
      measurements: {
        restingHeartRate: null,
        bloodPressure: { systolic: null, diastolic: null },
        weight: { value: null, unit: 'kg' },
        bodyFatPercent: null,
        waist: { value: null, unit: 'cm' },
        hip: { value: null, unit: 'cm' },
      },
      tests: {
        stepTestRecoveryHeartRate: null,
        pushUps: null,
        sitAndReachCm: null,
        movementNotes: ' ',
      },
    });
    expect(problemsOf(none)).toEqual([
      {
        field: 'measurements.restingHeartRate',
        message: 'Record at least one measurement or test.',
      },
    ]);
    expect(problemsOf({ ...none, tests: { ...none.tests, pushUps: 0 } })).toEqual([]);
  });

  it.each<[string, string | undefined]>([
    ['2026-11-21', undefined],
    ['2026-11-22', 'The assessment date cannot be after today.'],
    ['2025-11-21', undefined],
    ['2025-11-20', 'Record assessments from the past 365 days only.'],
    ['2026-02-30', 'Give the date of the assessment as YYYY-MM-DD.'],
  ])('dates it on the club’s today: %s', (assessedOn, message) => {
    expect(problemsOf(assessment({ assessedOn }))).toEqual(
      message ? [{ field: 'assessedOn', message }] : [],
    );
  });
});

describe('the trend of each measure', () => {
  const values = (assessedOn: string, change: Record<string, unknown> = {}): AssessedValues =>
    assessmentSchema(TODAY).parse(assessment({ assessedOn, ...change }));

  it('shows the latest, the re-test (previous) and the change, oldest to newest by date', () => {
    const rows = assessmentTrend([
      values('2026-11-21', measurements({ restingHeartRate: 60 })),
      values('2026-09-01', measurements({ restingHeartRate: 70 })),
      values('2026-10-15', measurements({ restingHeartRate: 66 })),
    ]);
    expect(rows.find((row) => row.measure === 'restingHeartRate')).toEqual({
      measure: 'restingHeartRate',
      label: 'Resting heart rate',
      unit: 'bpm',
      latest: 60,
      previous: 66,
      change: -6,
      points: [
        { assessedOn: '2026-09-01', value: 70 },
        { assessedOn: '2026-10-15', value: 66 },
        { assessedOn: '2026-11-21', value: 60 },
      ],
    });
  });

  it('converts earlier values to the latest unit and skips measures never taken', () => {
    const rows = assessmentTrend([
      values('2026-10-01', {
        ...measurements({ weight: { value: 180, unit: 'lb' }, bodyFatPercent: null }),
        ...tests({ pushUps: null }),
      }),
      values('2026-11-01', {
        ...measurements({ weight: { value: 80, unit: 'kg' }, bodyFatPercent: null }),
        ...tests({ pushUps: null }),
      }),
    ]);
    expect(rows.find((row) => row.measure === 'weight')).toMatchObject({
      unit: 'kg',
      latest: 80,
      previous: 81.6,
      change: -1.6,
    });
    expect(rows.map((row) => row.measure)).not.toContain('bodyFatPercent');
    expect(rows.map((row) => row.measure)).not.toContain('pushUps');
  });

  it('has no re-test or change after a single assessment, and no rows before any', () => {
    const [first] = assessmentTrend([values('2026-11-21')]);
    expect(first).toMatchObject({ latest: 64, previous: null, change: null });
    expect(assessmentTrend([])).toEqual([]);
  });
});

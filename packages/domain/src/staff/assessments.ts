/**
 * Fitness assessments as trainers record them (issue 19; docs/decisions/0034): a screening
 * questionnaire with the member's consent, measurements and fitness tests, each in its unit and
 * within a plausible range; and each measure's trend over the member's assessments.
 */
import { z } from 'zod';
import { daysBetween, type IsoDate, parseIsoDate } from '../time/isoDate';
import { maxLengthRule, optionalText } from '../validation/textField';

/**
 * The screening questions, a PAR-Q-style readiness check written for this project: a yes to any
 * of them means the member should ask a doctor before hard exercise.
 */
export const SCREENING_QUESTIONS = {
  heartCondition:
    'Has a doctor ever told you that you have a heart condition, or that you should exercise only as a doctor advises?',
  chestPain:
    'Do you feel pain or pressure in your chest during activity, or have you at rest lately?',
  dizziness: 'Do you lose your balance because of dizziness, or have you fainted in the past year?',
  chronicCondition:
    'Are you being treated for a long-term condition such as diabetes, asthma or high blood pressure?',
  medication: 'Do you take prescribed medicine for your heart, blood pressure or breathing?',
  jointProblem:
    'Do you have a bone, joint or muscle problem (back, knee, hip, shoulder) that activity could make worse?',
  otherReason:
    'Are you pregnant or recently gave birth, or do you know of any other reason to hold back from exercise?',
} as const;
export type ScreeningQuestion = keyof typeof SCREENING_QUESTIONS;
export const SCREENING_QUESTION_IDS = Object.keys(SCREENING_QUESTIONS) as ScreeningQuestion[];

export const WEIGHT_UNITS = ['kg', 'lb'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];
export const LENGTH_UNITS = ['cm', 'in'] as const;
export type LengthUnit = (typeof LENGTH_UNITS)[number];

/** The audit trail's action for a recorded assessment (the activity timeline names it). */
export const ASSESSMENT_RECORDED_ACTION = 'assessment.recorded';

/** How far back an assessment may be dated: a paper form from the past year may be entered late. */
export const ASSESSMENT_MAX_AGE_DAYS = 365;
export const MOVEMENT_NOTES_MAX = 1000;

const KG_PER_LB = 0.45359237;
const CM_PER_IN = 2.54;

/** A plausible range, inclusive, and whether only whole numbers are taken. */
interface Range {
  min: number;
  max: number;
  whole?: boolean;
}

/** The plausible ranges of each measure, by unit where it has several. */
export const ASSESSMENT_RANGES = {
  restingHeartRate: { min: 30, max: 220, whole: true },
  systolic: { min: 70, max: 250, whole: true },
  diastolic: { min: 40, max: 150, whole: true },
  weight: { kg: { min: 20, max: 350 }, lb: { min: 44, max: 770 } },
  bodyFatPercent: { min: 2, max: 70 },
  waist: { cm: { min: 40, max: 250 }, in: { min: 16, max: 98 } },
  hip: { cm: { min: 50, max: 250 }, in: { min: 20, max: 98 } },
  stepTestRecoveryHeartRate: { min: 40, max: 220, whole: true },
  pushUps: { min: 0, max: 200, whole: true },
  sitAndReachCm: { min: -30, max: 60 },
} as const satisfies Record<string, Range | Record<string, Range>>;

const between = (what: string, range: Range, unit: string) =>
  `${what} must be ${range.whole ? 'a whole number ' : ''}between ${range.min} and ${range.max}${
    unit === '' || unit === '%' ? '' : ' '
  }${unit}.`;

export const ASSESSMENT_MESSAGES = {
  assessedOn: 'Give the date of the assessment as YYYY-MM-DD.',
  future: 'The assessment date cannot be after today.',
  tooOld: `Record assessments from the past ${ASSESSMENT_MAX_AGE_DAYS} days only.`,
  answer: 'Answer yes or no.',
  consent: 'The member must consent before the assessment is recorded.',
  restingHeartRate: between('Resting heart rate', ASSESSMENT_RANGES.restingHeartRate, 'bpm'),
  systolic: between('Systolic blood pressure', ASSESSMENT_RANGES.systolic, 'mmHg'),
  diastolic: between('Diastolic blood pressure', ASSESSMENT_RANGES.diastolic, 'mmHg'),
  bloodPressurePair: 'Give both blood pressure numbers, or neither.',
  bloodPressureOrder: 'Systolic pressure must be higher than diastolic.',
  weight: {
    kg: between('Weight', ASSESSMENT_RANGES.weight.kg, 'kg'),
    lb: between('Weight', ASSESSMENT_RANGES.weight.lb, 'lb'),
  },
  weightUnit: 'Choose kg or lb.',
  bodyFatPercent: between('Body fat', ASSESSMENT_RANGES.bodyFatPercent, '%'),
  waist: {
    cm: between('Waist', ASSESSMENT_RANGES.waist.cm, 'cm'),
    in: between('Waist', ASSESSMENT_RANGES.waist.in, 'in'),
  },
  hip: {
    cm: between('Hip', ASSESSMENT_RANGES.hip.cm, 'cm'),
    in: between('Hip', ASSESSMENT_RANGES.hip.in, 'in'),
  },
  lengthUnit: 'Choose cm or in.',
  stepTestRecoveryHeartRate: between(
    'Step-test recovery heart rate',
    ASSESSMENT_RANGES.stepTestRecoveryHeartRate,
    'bpm',
  ),
  pushUps: between('Push-ups', ASSESSMENT_RANGES.pushUps, ''),
  sitAndReachCm: between('Sit-and-reach', ASSESSMENT_RANGES.sitAndReachCm, 'cm'),
  movementNotesLong: `Movement-screen notes are ${MOVEMENT_NOTES_MAX} characters or less.`,
  nothingMeasured: 'Record at least one measurement or test.',
} as const;

/** A number in a range (with its message for anything else: text, NaN, out of range), or none. */
const measure = (range: Range, message: string) => {
  const number = z.number({ error: message }).min(range.min, message).max(range.max, message);
  return (range.whole ? number.int(message) : number).nullable();
};

const yesNo = z.boolean({ error: ASSESSMENT_MESSAGES.answer });

const Screening = z.object({
  answers: z.object({
    heartCondition: yesNo,
    chestPain: yesNo,
    dizziness: yesNo,
    chronicCondition: yesNo,
    medication: yesNo,
    jointProblem: yesNo,
    otherReason: yesNo,
  } satisfies Record<ScreeningQuestion, typeof yesNo>),
  consent: z.literal(true, { error: ASSESSMENT_MESSAGES.consent }),
});

/** A number in the unit beside it, whose range is that unit's; or none. */
function withUnit<Unit extends string>(
  units: readonly [Unit, ...Unit[]],
  ranges: Readonly<Record<Unit, Range>>,
  messages: Readonly<Record<Unit, string>>,
  unitMessage: string,
) {
  return z
    .object({
      value: z.number({ error: messages[units[0]] }).nullable(),
      unit: z.enum(units, { error: unitMessage }),
    })
    .superRefine(({ value, unit }, context) => {
      const range = ranges[unit];
      if (value !== null && (value < range.min || value > range.max)) {
        context.addIssue({ code: 'custom', path: ['value'], message: messages[unit] });
      }
    });
}

const BloodPressure = z
  .object({
    systolic: measure(ASSESSMENT_RANGES.systolic, ASSESSMENT_MESSAGES.systolic),
    diastolic: measure(ASSESSMENT_RANGES.diastolic, ASSESSMENT_MESSAGES.diastolic),
  })
  .superRefine(({ systolic, diastolic }, context) => {
    if ((systolic === null) !== (diastolic === null)) {
      context.addIssue({
        code: 'custom',
        path: [systolic === null ? 'systolic' : 'diastolic'],
        message: ASSESSMENT_MESSAGES.bloodPressurePair,
      });
    } else if (systolic !== null && diastolic !== null && systolic <= diastolic) {
      context.addIssue({
        code: 'custom',
        path: ['systolic'],
        message: ASSESSMENT_MESSAGES.bloodPressureOrder,
      });
    }
  });

const Measurements = z.object({
  restingHeartRate: measure(
    ASSESSMENT_RANGES.restingHeartRate,
    ASSESSMENT_MESSAGES.restingHeartRate,
  ),
  bloodPressure: BloodPressure,
  weight: withUnit(
    WEIGHT_UNITS,
    ASSESSMENT_RANGES.weight,
    ASSESSMENT_MESSAGES.weight,
    ASSESSMENT_MESSAGES.weightUnit,
  ),
  bodyFatPercent: measure(ASSESSMENT_RANGES.bodyFatPercent, ASSESSMENT_MESSAGES.bodyFatPercent),
  waist: withUnit(
    LENGTH_UNITS,
    ASSESSMENT_RANGES.waist,
    ASSESSMENT_MESSAGES.waist,
    ASSESSMENT_MESSAGES.lengthUnit,
  ),
  hip: withUnit(
    LENGTH_UNITS,
    ASSESSMENT_RANGES.hip,
    ASSESSMENT_MESSAGES.hip,
    ASSESSMENT_MESSAGES.lengthUnit,
  ),
});

const Tests = z.object({
  stepTestRecoveryHeartRate: measure(
    ASSESSMENT_RANGES.stepTestRecoveryHeartRate,
    ASSESSMENT_MESSAGES.stepTestRecoveryHeartRate,
  ),
  pushUps: measure(ASSESSMENT_RANGES.pushUps, ASSESSMENT_MESSAGES.pushUps),
  sitAndReachCm: measure(ASSESSMENT_RANGES.sitAndReachCm, ASSESSMENT_MESSAGES.sitAndReachCm),
  movementNotes: optionalText([
    maxLengthRule(MOVEMENT_NOTES_MAX, ASSESSMENT_MESSAGES.movementNotesLong),
  ]).transform((notes) => notes ?? ''),
});

/**
 * A fitness assessment as a trainer records it, whatever the day: the date must be a real date
 * (`assessmentSchema` adds the rule that reads today), the screening answered with the member's
 * consent, each number in its unit's range, at least one measurement or test.
 */
export const AssessmentFields = z
  .object({
    assessedOn: z
      .string({ error: ASSESSMENT_MESSAGES.assessedOn })
      .refine((date) => parseIsoDate(date) !== undefined, ASSESSMENT_MESSAGES.assessedOn),
    screening: Screening,
    measurements: Measurements,
    tests: Tests,
  })
  .refine(
    (fields) =>
      fields.tests.movementNotes !== '' ||
      TREND_MEASURES.some((measure) => valueIn(fields, measure) !== null),
    { path: ['measurements', 'restingHeartRate'], error: ASSESSMENT_MESSAGES.nothingMeasured },
  );
export type AssessmentFields = z.infer<typeof AssessmentFields>;

/**
 * What is wrong with an assessment's date on a club's `today`: after today, or more than a year
 * ago; undefined when it may be recorded.
 */
export function assessmentDateProblem(assessedOn: IsoDate, today: IsoDate): string | undefined {
  if (parseIsoDate(assessedOn) === undefined) return ASSESSMENT_MESSAGES.assessedOn;
  const age = daysBetween(assessedOn, today);
  if (age < 0) return ASSESSMENT_MESSAGES.future;
  if (age > ASSESSMENT_MAX_AGE_DAYS) return ASSESSMENT_MESSAGES.tooOld;
  return undefined;
}

/** The assessment form's schema on a club's `today` (the clock is the caller's). */
export function assessmentSchema(today: IsoDate) {
  return AssessmentFields.superRefine((fields, context) => {
    const problem = assessmentDateProblem(fields.assessedOn, today);
    if (problem && problem !== ASSESSMENT_MESSAGES.assessedOn) {
      context.addIssue({ code: 'custom', path: ['assessedOn'], message: problem });
    }
  });
}

/** How many screening questions were answered yes: any means a doctor's advice first. */
export function screeningYesCount(answers: Readonly<Record<ScreeningQuestion, boolean>>): number {
  return SCREENING_QUESTION_IDS.filter((question) => answers[question]).length;
}

/** The measures an assessment's trend shows, in the table's order. */
export const TREND_MEASURES = [
  'restingHeartRate',
  'systolic',
  'diastolic',
  'weight',
  'bodyFatPercent',
  'waist',
  'hip',
  'stepTestRecoveryHeartRate',
  'pushUps',
  'sitAndReachCm',
] as const;
export type TrendMeasure = (typeof TREND_MEASURES)[number];

export const TREND_LABELS: Readonly<Record<TrendMeasure, string>> = {
  restingHeartRate: 'Resting heart rate',
  systolic: 'Blood pressure, systolic',
  diastolic: 'Blood pressure, diastolic',
  weight: 'Weight',
  bodyFatPercent: 'Body fat',
  waist: 'Waist',
  hip: 'Hip',
  stepTestRecoveryHeartRate: 'Step test, recovery heart rate',
  pushUps: 'Push-ups',
  sitAndReachCm: 'Sit-and-reach',
};

/** An assessment as its trend reads it: its date and its numbers in their units. */
export interface AssessedValues {
  assessedOn: IsoDate;
  measurements: z.infer<typeof Measurements>;
  tests: Pick<z.infer<typeof Tests>, 'stepTestRecoveryHeartRate' | 'pushUps' | 'sitAndReachCm'>;
}

/** One measure over time: the latest value, the one before (the re-test column), the change. */
export interface TrendRow {
  measure: TrendMeasure;
  label: string;
  unit: string;
  latest: number;
  previous: number | null;
  change: number | null;
  /** Every value, oldest first, in the latest assessment's unit. */
  points: { assessedOn: IsoDate; value: number }[];
}

const roundTenth = (value: number) => Math.round(value * 10) / 10;

/** A measure's value in an assessment, converted to `units` when given. */
function valueIn(values: AssessedValues, measure: TrendMeasure, units?: Units): number | null {
  const { measurements, tests } = values;
  switch (measure) {
    case 'weight': {
      const { value, unit } = measurements.weight;
      return value === null || !units ? value : convertWeight(value, unit, units.weight);
    }
    case 'waist':
    case 'hip': {
      const { value, unit } = measurements[measure];
      return value === null || !units ? value : convertLength(value, unit, units.length);
    }
    case 'systolic':
    case 'diastolic':
      return measurements.bloodPressure[measure];
    case 'restingHeartRate':
    case 'bodyFatPercent':
      return measurements[measure];
    default:
      return tests[measure];
  }
}

interface Units {
  weight: WeightUnit;
  length: LengthUnit;
}

function convertWeight(value: number, from: WeightUnit, to: WeightUnit): number {
  if (from === to) return value;
  return roundTenth(from === 'kg' ? value / KG_PER_LB : value * KG_PER_LB);
}

function convertLength(value: number, from: LengthUnit, to: LengthUnit): number {
  if (from === to) return value;
  return roundTenth(from === 'cm' ? value / CM_PER_IN : value * CM_PER_IN);
}

function unitOf(measure: TrendMeasure, units: Units): string {
  switch (measure) {
    case 'weight':
      return units.weight;
    case 'waist':
    case 'hip':
      return units.length;
    case 'bodyFatPercent':
      return '%';
    case 'systolic':
    case 'diastolic':
      return 'mmHg';
    case 'pushUps':
      return '';
    case 'sitAndReachCm':
      return 'cm';
    default:
      return 'bpm';
  }
}

/**
 * Each measure a member's assessments hold, over time (oldest to newest by date, then as given):
 * the latest value, the previous one (the re-test column) and the change, every value in the
 * latest assessment's units, so a trainer who switched from lb to kg still sees one line.
 */
export function assessmentTrend(history: readonly AssessedValues[]): TrendRow[] {
  const ordered = [...history].sort((a, b) => daysBetween(b.assessedOn, a.assessedOn));
  const newest = ordered.at(-1);
  if (!newest) return [];
  const units: Units = {
    weight: newest.measurements.weight.unit,
    // Waist and hip are shown in the unit the latest waist was taken in.
    length: newest.measurements.waist.unit,
  };
  return TREND_MEASURES.flatMap((measure) => {
    const points = ordered.flatMap((values) => {
      const value = valueIn(values, measure, units);
      return value === null ? [] : [{ assessedOn: values.assessedOn, value }];
    });
    const latest = points.at(-1);
    if (!latest) return [];
    const previous = points.at(-2)?.value ?? null;
    return [
      {
        measure,
        label: TREND_LABELS[measure],
        unit: unitOf(measure, units),
        latest: latest.value,
        previous,
        change: previous === null ? null : roundTenth(latest.value - previous),
        points,
      },
    ];
  });
}

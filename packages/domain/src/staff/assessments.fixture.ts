/**
 * Assessments as tests write them (product/team-portal.md#assessments): one place for the shape,
 * so that the domain's, the API's and the page's tests change together when it does.
 */

/** A screening with every question answered no, and the member's consent. */
export const CLEAR_SCREENING = {
  answers: {
    heartCondition: false,
    chestPain: false,
    dizziness: false,
    chronicCondition: false,
    medication: false,
    jointProblem: false,
    otherReason: false,
  },
  consent: true as const,
};

/** Every measurement left out but the resting heart rate, in the form's units. */
export function restingHeartRateOnly(restingHeartRate: number) {
  return {
    restingHeartRate,
    bloodPressure: { systolic: null, diastolic: null },
    weight: { value: null, unit: 'kg' as const },
    bodyFatPercent: null,
    waist: { value: null, unit: 'cm' as const },
    hip: { value: null, unit: 'cm' as const },
  };
}

/** A full assessment a trainer records on `assessedOn`; `change` replaces parts of it. */
export function sampleAssessment(assessedOn: string, change: Record<string, unknown> = {}) {
  return {
    assessedOn,
    screening: CLEAR_SCREENING,
    measurements: {
      restingHeartRate: 64,
      bloodPressure: { systolic: 122, diastolic: 78 },
      weight: { value: 81.5, unit: 'kg' },
      bodyFatPercent: 21.4,
      waist: { value: 86, unit: 'cm' },
      hip: { value: 99, unit: 'cm' },
    },
    tests: {
      stepTestRecoveryHeartRate: 112,
      pushUps: 24,
      sitAndReachCm: 6.5,
      movementNotes: 'Knees cave in on the squat.',
    },
    ...change,
  };
}

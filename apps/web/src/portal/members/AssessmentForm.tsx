import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { z } from 'zod';
import { type MembershipAssessments, recordAssessment } from '@clubjoin/contract/assessments';
import {
  type AssessmentFields,
  assessmentSchema,
  LENGTH_UNITS,
  type LengthUnit,
  SCREENING_QUESTION_IDS,
  SCREENING_QUESTIONS,
  type ScreeningQuestion,
  WEIGHT_UNITS,
  type WeightUnit,
} from '@clubjoin/domain/staff/assessments';
import type { IsoDate } from '@clubjoin/domain/time/isoDate';
import { trackedCall } from '../../api/trackedCall';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Checkbox } from '../../ui/Checkbox';
import { Field } from '../../ui/Field';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { callShowingRefusal } from '../formRefusal';
import styles from './members.module.css';

/** The form's values as typed: numbers are text until the schema reads them. */
interface AssessmentFormValues {
  assessedOn: string;
  screening: { answers: Record<ScreeningQuestion, '' | 'yes' | 'no'>; consent: boolean };
  measurements: {
    restingHeartRate: string;
    bloodPressure: { systolic: string; diastolic: string };
    weight: { value: string; unit: WeightUnit };
    bodyFatPercent: string;
    waist: { value: string; unit: LengthUnit };
    hip: { value: string; unit: LengthUnit };
  };
  tests: {
    stepTestRecoveryHeartRate: string;
    pushUps: string;
    sitAndReachCm: string;
    movementNotes: string;
  };
}

/** A typed number: none when blank, else the number (text that is none is NaN, refused). */
const numberOf = (typed: string) => (typed.trim() === '' ? null : Number(typed));
const answerOf = (typed: '' | 'yes' | 'no') => (typed === '' ? undefined : typed === 'yes');

/**
 * What the form's text becomes for the domain's schema. An unanswered question (undefined) and a
 * consent not given (false) are handed on as they are, for the schema to refuse with its message.
 */
function fieldsOf(values: AssessmentFormValues): z.input<typeof AssessmentFields> {
  const { measurements: m, tests: t } = values;
  return {
    assessedOn: values.assessedOn,
    screening: {
      answers: Object.fromEntries(
        SCREENING_QUESTION_IDS.map((id) => [id, answerOf(values.screening.answers[id])]),
      ) as Record<ScreeningQuestion, boolean>,
      consent: values.screening.consent as true,
    },
    measurements: {
      restingHeartRate: numberOf(m.restingHeartRate),
      bloodPressure: {
        systolic: numberOf(m.bloodPressure.systolic),
        diastolic: numberOf(m.bloodPressure.diastolic),
      },
      weight: { value: numberOf(m.weight.value), unit: m.weight.unit },
      bodyFatPercent: numberOf(m.bodyFatPercent),
      waist: { value: numberOf(m.waist.value), unit: m.waist.unit },
      hip: { value: numberOf(m.hip.value), unit: m.hip.unit },
    },
    tests: {
      stepTestRecoveryHeartRate: numberOf(t.stepTestRecoveryHeartRate),
      pushUps: numberOf(t.pushUps),
      sitAndReachCm: numberOf(t.sitAndReachCm),
      movementNotes: t.movementNotes,
    },
  };
}

function emptyForm(today: IsoDate): AssessmentFormValues {
  return {
    assessedOn: today,
    screening: {
      answers: Object.fromEntries(SCREENING_QUESTION_IDS.map((id) => [id, ''])) as Record<
        ScreeningQuestion,
        ''
      >,
      consent: false,
    },
    measurements: {
      restingHeartRate: '',
      bloodPressure: { systolic: '', diastolic: '' },
      weight: { value: '', unit: 'kg' },
      bodyFatPercent: '',
      waist: { value: '', unit: 'cm' },
      hip: { value: '', unit: 'cm' },
    },
    tests: { stepTestRecoveryHeartRate: '', pushUps: '', sitAndReachCm: '', movementNotes: '' },
  };
}

const DECIMAL = { inputMode: 'decimal', autoComplete: 'off' } as const;
const WHOLE = { inputMode: 'numeric', autoComplete: 'off' } as const;

/**
 * A trainer records a member's fitness assessment (product/team-portal.md#assessments): the
 * screening with the member's consent, measurements and tests, checked by the domain's schema on
 * the club's today, as the server checks them; what the server refuses shows by its field.
 */
export function AssessmentForm({
  membershipId,
  member,
  today,
  onRecorded,
}: {
  membershipId: string;
  member: { memberId: string; firstName: string; lastName: string };
  today: IsoDate;
  onRecorded: (answer: MembershipAssessments) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [recorded, setRecorded] = useState<string>();
  const resolver = useMemo(
    () =>
      zodResolver(
        z.custom<AssessmentFormValues>().transform(fieldsOf).pipe(assessmentSchema(today)),
      ),
    [today],
  );
  const { register, handleSubmit, setError, reset, formState } = useForm<
    AssessmentFormValues,
    unknown,
    AssessmentFields
  >({ resolver, defaultValues: emptyForm(today) });
  const name = `${member.firstName} ${member.lastName}`;
  const submit = handleSubmit(async (body) => {
    setBusy(true);
    setRecorded(undefined);
    try {
      const answer = await callShowingRefusal(
        () =>
          trackedCall(
            recordAssessment,
            { params: { membershipId, memberId: member.memberId }, body },
            { handled: (error) => error.fields.length > 0 },
          ),
        setError,
        'assessedOn',
      );
      if (answer) {
        setRecorded(`Assessment of ${body.assessedOn} recorded for ${name}.`);
        reset(emptyForm(today));
        onRecorded(answer);
      }
    } finally {
      setBusy(false);
    }
  });
  const errors = formState.errors;
  const m = errors.measurements;
  const t = errors.tests;
  return (
    <Card headingLevel={3} title={`Record an assessment for ${name}`}>
      <form
        aria-label={`Record an assessment for ${name}`}
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        <TextField
          label="Date of the assessment"
          type="date"
          max={today}
          error={errors.assessedOn?.message}
          {...register('assessedOn')}
        />
        <fieldset className={styles.fieldset}>
          <legend>Screening</legend>
          <p>A yes to any question: the member asks a doctor before hard exercise.</p>
          {SCREENING_QUESTION_IDS.map((id) => {
            const error = errors.screening?.answers?.[id]?.message;
            return (
              <fieldset
                key={id}
                className={styles.question}
                aria-describedby={error ? `screening-${id}-error` : undefined}
              >
                <legend>{SCREENING_QUESTIONS[id]}</legend>
                <label>
                  <input type="radio" value="yes" {...register(`screening.answers.${id}`)} /> Yes
                </label>{' '}
                <label>
                  <input type="radio" value="no" {...register(`screening.answers.${id}`)} /> No
                </label>
                {error && (
                  <p id={`screening-${id}-error`} className={styles.error} role="alert">
                    {error}
                  </p>
                )}
              </fieldset>
            );
          })}
          <Checkbox
            label={`${name} consents to this assessment and to its results being kept`}
            {...register('screening.consent')}
          />
          {errors.screening?.consent && (
            <p className={styles.error} role="alert">
              {errors.screening.consent.message}
            </p>
          )}
        </fieldset>
        <fieldset className={`${styles.fieldset} ${styles.measures}`}>
          <legend>Measurements</legend>
          <TextField
            label="Resting heart rate (bpm)"
            {...WHOLE}
            error={m?.restingHeartRate?.message}
            {...register('measurements.restingHeartRate')}
          />
          <TextField
            label="Blood pressure, systolic (mmHg)"
            {...WHOLE}
            error={m?.bloodPressure?.systolic?.message}
            {...register('measurements.bloodPressure.systolic')}
          />
          <TextField
            label="Blood pressure, diastolic (mmHg)"
            {...WHOLE}
            error={m?.bloodPressure?.diastolic?.message}
            {...register('measurements.bloodPressure.diastolic')}
          />
          <UnitPair
            label="Weight"
            error={m?.weight?.value?.message}
            value={register('measurements.weight.value')}
            unit={register('measurements.weight.unit')}
            units={WEIGHT_UNITS}
          />
          <TextField
            label="Body fat (%)"
            {...DECIMAL}
            error={m?.bodyFatPercent?.message}
            {...register('measurements.bodyFatPercent')}
          />
          <UnitPair
            label="Waist"
            error={m?.waist?.value?.message}
            value={register('measurements.waist.value')}
            unit={register('measurements.waist.unit')}
            units={LENGTH_UNITS}
          />
          <UnitPair
            label="Hip"
            error={m?.hip?.value?.message}
            value={register('measurements.hip.value')}
            unit={register('measurements.hip.unit')}
            units={LENGTH_UNITS}
          />
        </fieldset>
        <fieldset className={`${styles.fieldset} ${styles.measures}`}>
          <legend>Tests</legend>
          <TextField
            label="3-minute step test, recovery heart rate (bpm)"
            {...WHOLE}
            error={t?.stepTestRecoveryHeartRate?.message}
            {...register('tests.stepTestRecoveryHeartRate')}
          />
          <TextField
            label="Push-ups"
            {...WHOLE}
            error={t?.pushUps?.message}
            {...register('tests.pushUps')}
          />
          <TextField
            label="Sit-and-reach (cm)"
            {...DECIMAL}
            hint="Past the toes is positive, short of them negative."
            error={t?.sitAndReachCm?.message}
            {...register('tests.sitAndReachCm')}
          />
          <Field label="Movement-screen notes" error={t?.movementNotes?.message}>
            {(control) => (
              <textarea className={styles.note} {...control} {...register('tests.movementNotes')} />
            )}
          </Field>
        </fieldset>
        <Button type="submit" loading={busy}>
          Record assessment
        </Button>
        <p role="status">{recorded}</p>
      </form>
    </Card>
  );
}

/** A measure typed with its unit beside it (kg or lb, cm or in). */
function UnitPair({
  label,
  error,
  value,
  unit,
  units,
}: {
  label: string;
  error: string | undefined;
  value: UseFormRegisterReturn;
  unit: UseFormRegisterReturn;
  units: readonly string[];
}) {
  return (
    <div className={styles.unitPair}>
      <TextField label={label} {...DECIMAL} error={error} {...value} />
      <SelectField label={`${label} unit`} {...unit}>
        {units.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

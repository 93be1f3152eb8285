import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import {
  createExercise,
  type Exercise,
  getExercise,
  searchExercises,
  updateExercise,
} from '@clubjoin/contract/workouts';
import {
  EQUIPMENT,
  EQUIPMENT_LABELS,
  ExerciseFields,
  LEVEL_LABELS,
  LEVELS,
  MUSCLE_LABELS,
  MUSCLES,
} from '@clubjoin/domain/staff/workouts';
import type { z } from 'zod';
import { trackedCall } from '../../api/trackedCall';
import { endpointQueryKey } from '../../api/useTrackedQuery';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Checkbox } from '../../ui/Checkbox';
import { Field } from '../../ui/Field';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { callShowingRefusal } from '../formRefusal';
import styles from './workouts.module.css';

type ExerciseInput = z.input<typeof ExerciseFields>;

const BLANK: ExerciseInput = {
  name: '',
  description: '',
  primaryMuscles: [],
  secondaryMuscles: [],
  equipment: '' as never,
  level: '' as never,
};

/** The muscles as a group of checkboxes, its message read with the group. */
function MuscleChoices({
  legend,
  error,
  registered,
}: {
  legend: string;
  error: string | undefined;
  registered: UseFormRegisterReturn<'primaryMuscles' | 'secondaryMuscles'>;
}) {
  return (
    <fieldset className={styles.muscles} aria-invalid={error ? true : undefined}>
      <legend>{legend}</legend>
      {MUSCLES.map((muscle) => (
        <Checkbox key={muscle} label={MUSCLE_LABELS[muscle]} value={muscle} {...registered} />
      ))}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * A new exercise for the team member's own library, or changes to one they may edit (issue 19;
 * docs/decisions/0029): name, how it is done, primary and secondary muscles, equipment and level,
 * checked by the domain's exercise rules as typed and again by the server, whose refusal shows by
 * its field. Saved, the library's searches and the exercise are read again.
 */
export function ExerciseEditor({
  exercise,
  onSaved,
  onCancel,
}: {
  /** The exercise to change; none for a new one. */
  exercise?: Exercise;
  onSaved: (saved: Exercise) => void;
  onCancel: () => void;
}) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const { register, handleSubmit, setError, formState } = useForm<ExerciseInput>({
    resolver: zodResolver(ExerciseFields),
    defaultValues: exercise
      ? {
          name: exercise.name,
          description: exercise.description,
          primaryMuscles: exercise.primaryMuscles,
          secondaryMuscles: exercise.secondaryMuscles,
          equipment: exercise.equipment,
          level: exercise.level,
        }
      : BLANK,
  });
  const submit = handleSubmit(async (values) => {
    setBusy(true);
    try {
      const handled = {
        handled: (error: { fields: readonly unknown[] }) => error.fields.length > 0,
      };
      const saved = await callShowingRefusal(
        () =>
          exercise
            ? trackedCall(
                updateExercise,
                { params: { exerciseId: exercise.exerciseId }, body: values },
                handled,
              )
            : trackedCall(
                createExercise,
                { body: { to: { kind: 'mine' }, exercise: values } },
                handled,
              ),
        setError,
        'name',
      );
      if (!saved) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: endpointQueryKey(searchExercises) }),
        queryClient.invalidateQueries({ queryKey: endpointQueryKey(getExercise) }),
      ]);
      onSaved(saved);
    } finally {
      setBusy(false);
    }
  });
  const errors = formState.errors;
  const title = exercise ? `Edit ${exercise.name}` : 'New exercise';
  return (
    <Card title={title}>
      <form aria-label={title} noValidate onSubmit={(event) => void submit(event)}>
        <TextField label="Name" error={errors.name?.message} {...register('name')} />
        <Field label="How it is done" error={errors.description?.message}>
          {(control) => (
            <textarea
              {...control}
              className={styles.textarea}
              rows={4}
              {...register('description')}
            />
          )}
        </Field>
        <MuscleChoices
          legend="Primary muscles"
          error={errors.primaryMuscles?.message}
          registered={register('primaryMuscles')}
        />
        <MuscleChoices
          legend="Secondary muscles"
          error={errors.secondaryMuscles?.message}
          registered={register('secondaryMuscles')}
        />
        <SelectField label="Equipment" error={errors.equipment?.message} {...register('equipment')}>
          <option value="">Choose equipment</option>
          {EQUIPMENT.map((equipment) => (
            <option key={equipment} value={equipment}>
              {EQUIPMENT_LABELS[equipment]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Level" error={errors.level?.message} {...register('level')}>
          <option value="">Choose a level</option>
          {LEVELS.map((level) => (
            <option key={level} value={level}>
              {LEVEL_LABELS[level]}
            </option>
          ))}
        </SelectField>
        <div className={styles.actions}>
          <Button type="submit" loading={busy}>
            {exercise ? 'Save changes' : 'Add to my library'}
          </Button>
          <Button type="button" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </Card>
  );
}

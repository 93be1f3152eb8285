import { useState } from 'react';
import type { Exercise, Workout } from '@clubjoin/contract/workouts';
import { LIBRARY_LABELS, WorkoutFields, workoutItemText } from '@clubjoin/domain/staff/workouts';
import { ApiError } from '../../api/ApiError';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import portal from '../Portal.module.css';
import styles from './workouts.module.css';

/** An exercise of the workout being built, its numbers as typed. */
interface DraftItem {
  key: number;
  exerciseId: string;
  exerciseName: string;
  sets: string;
  measure: 'reps' | 'duration';
  amount: string;
  loadKg: string;
}

export interface WorkoutDraft {
  /** The workout being changed; null for a new one. */
  workoutId: string | null;
  name: string;
  notes: string;
  items: DraftItem[];
}

let nextKey = 0;

/** A new item for an exercise: 3 sets of 10, no load. */
export function newDraftItem(exercise: Pick<Exercise, 'exerciseId' | 'name'>): DraftItem {
  return {
    key: ++nextKey,
    exerciseId: exercise.exerciseId,
    exerciseName: exercise.name,
    sets: '3',
    measure: 'reps',
    amount: '10',
    loadKg: '',
  };
}

/** A saved workout, to change in the builder. */
export function draftOfWorkout(workout: Workout): WorkoutDraft {
  return {
    workoutId: workout.workoutId,
    name: workout.name,
    notes: workout.notes,
    items: workout.items.map((item) => ({
      key: ++nextKey,
      exerciseId: item.exerciseId,
      exerciseName: item.exerciseName,
      sets: String(item.sets),
      measure: item.reps === null ? 'duration' : 'reps',
      amount: String(item.reps ?? item.durationSeconds ?? ''),
      loadKg: item.loadKg === null ? '' : String(item.loadKg),
    })),
  };
}

/** A typed number as the schema reads it: empty is none, anything else a number (NaN is refused). */
const numberOf = (typed: string) => (typed.trim() === '' ? null : Number(typed));

function workoutOf(draft: WorkoutDraft) {
  return {
    name: draft.name,
    notes: draft.notes,
    items: draft.items.map((item) => ({
      exerciseId: item.exerciseId,
      sets: numberOf(item.sets),
      reps: item.measure === 'reps' ? numberOf(item.amount) : null,
      durationSeconds: item.measure === 'duration' ? numberOf(item.amount) : null,
      loadKg: numberOf(item.loadKg),
    })),
  };
}

/** Where a problem is, in words: "Exercise 2 (Plank)", "Name". */
function placeText(path: readonly PropertyKey[], draft: WorkoutDraft): string {
  const [part, index] = path;
  if (part === 'items' && typeof index === 'number') {
    return `Exercise ${index + 1} (${draft.items[index]?.exerciseName ?? ''})`;
  }
  return part === 'name' ? 'Name' : part === 'notes' ? 'Notes' : 'Exercises';
}

/**
 * The workout builder: a name, notes and the chosen exercises in order, each with sets, reps or a
 * duration, and a load; "Move up" and "Move down" reorder by keyboard, each move announced. The
 * domain's schema checks it before it is sent, and the server's refusals show the same way.
 */
export function WorkoutBuilder({
  draft,
  onChange,
  onAnnounce,
  onSave,
}: {
  draft: WorkoutDraft;
  onChange: (draft: WorkoutDraft) => void;
  onAnnounce: (text: string) => void;
  onSave: (workout: WorkoutFields) => Promise<Workout>;
}) {
  const [problems, setProblems] = useState<string[]>([]);
  const [notice, setNotice] = useState<string>();
  const [busy, setBusy] = useState(false);
  const setItem = (key: number, patch: Partial<DraftItem>) =>
    onChange({
      ...draft,
      items: draft.items.map((item) => (item.key === key ? { ...item, ...patch } : item)),
    });
  const move = (index: number, by: -1 | 1) => {
    const items = [...draft.items];
    const [item] = items.splice(index, 1);
    if (!item) return;
    items.splice(index + by, 0, item);
    onChange({ ...draft, items });
    onAnnounce(`${item.exerciseName} moved to position ${index + by + 1} of ${items.length}.`);
  };
  const remove = (index: number) => {
    const item = draft.items[index];
    onChange({ ...draft, items: draft.items.filter((_, at) => at !== index) });
    if (item) onAnnounce(`${item.exerciseName} removed from the workout.`);
  };

  const save = async () => {
    setNotice(undefined);
    const checked = WorkoutFields.safeParse(workoutOf(draft));
    if (!checked.success) {
      setProblems(
        checked.error.issues.map((issue) => `${placeText(issue.path, draft)}: ${issue.message}`),
      );
      return;
    }
    setBusy(true);
    try {
      const saved = await onSave(checked.data);
      setProblems([]);
      setNotice(`Saved: ${saved.name}, in ${LIBRARY_LABELS[saved.library]}.`);
    } catch (error) {
      if (!(error instanceof ApiError) || error.fields.length === 0) throw error;
      setProblems(error.fields.map((field) => field.message));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={draft.workoutId === null ? 'New workout' : `Edit workout: ${draft.name}`}>
      <form
        noValidate
        aria-label="Workout builder"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {problems.length > 0 && (
          <div role="alert" className={portal.notice}>
            <p>The workout was not saved:</p>
            <ul>
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        )}
        <TextField
          label="Workout name"
          value={draft.name}
          onChange={(event) => onChange({ ...draft, name: event.target.value })}
        />
        <TextField
          label="Notes"
          value={draft.notes}
          onChange={(event) => onChange({ ...draft, notes: event.target.value })}
        />
        {draft.items.length === 0 ? (
          <p>Add exercises from the search: each is added at the end.</p>
        ) : (
          <ol aria-label="Exercises of the workout">
            {draft.items.map((item, index) => {
              const label = `${index + 1}. ${item.exerciseName}`;
              const parsed = workoutOf({ ...draft, items: [item] }).items[0];
              return (
                <li key={item.key} className={styles.item}>
                  <fieldset>
                    <legend>{label}</legend>
                    <div className={styles.itemFields}>
                      <TextField
                        label="Sets"
                        inputMode="numeric"
                        value={item.sets}
                        onChange={(event) => setItem(item.key, { sets: event.target.value })}
                      />
                      <SelectField
                        label="Measure"
                        value={item.measure}
                        onChange={(event) =>
                          setItem(item.key, {
                            measure: event.target.value as DraftItem['measure'],
                          })
                        }
                      >
                        <option value="reps">Reps</option>
                        <option value="duration">Seconds</option>
                      </SelectField>
                      <TextField
                        label={item.measure === 'reps' ? 'Reps' : 'Seconds'}
                        inputMode="numeric"
                        value={item.amount}
                        onChange={(event) => setItem(item.key, { amount: event.target.value })}
                      />
                      <TextField
                        label="Load (kg)"
                        inputMode="decimal"
                        value={item.loadKg}
                        onChange={(event) => setItem(item.key, { loadKg: event.target.value })}
                      />
                    </div>
                    {parsed && parsed.sets !== null && (
                      <p>
                        {workoutItemText({
                          sets: parsed.sets,
                          reps: parsed.reps,
                          durationSeconds: parsed.durationSeconds,
                          loadKg: parsed.loadKg,
                        })}
                      </p>
                    )}
                    <div className={styles.actions}>
                      <Button
                        variant="secondary"
                        disabled={index === 0}
                        onClick={() => move(index, -1)}
                      >
                        Move up<VisuallyHidden> {item.exerciseName}</VisuallyHidden>
                      </Button>
                      <Button
                        variant="secondary"
                        disabled={index === draft.items.length - 1}
                        onClick={() => move(index, 1)}
                      >
                        Move down<VisuallyHidden> {item.exerciseName}</VisuallyHidden>
                      </Button>
                      <Button variant="secondary" onClick={() => remove(index)}>
                        Remove<VisuallyHidden> {item.exerciseName}</VisuallyHidden>
                      </Button>
                    </div>
                  </fieldset>
                </li>
              );
            })}
          </ol>
        )}
        <div className={styles.actions}>
          <Button type="submit" loading={busy}>
            Save workout
          </Button>
          {draft.workoutId !== null && (
            <Button
              variant="secondary"
              onClick={() => onChange({ workoutId: null, name: '', notes: '', items: [] })}
            >
              Start a new workout
            </Button>
          )}
        </div>
        <p role="status">{notice}</p>
      </form>
    </Card>
  );
}

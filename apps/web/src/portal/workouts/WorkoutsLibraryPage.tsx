import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  copyExercise,
  copyWorkout,
  createWorkout,
  type Exercise,
  getExercise,
  listWorkouts,
  searchExercises,
  updateWorkout,
  type Workout,
} from '@clubjoin/contract/workouts';
import {
  EQUIPMENT,
  EQUIPMENT_LABELS,
  ExerciseSearchQuery,
  LEVEL_LABELS,
  LEVELS,
  LIBRARIES,
  LIBRARY_LABELS,
  MUSCLE_LABELS,
  MUSCLES,
  type WorkoutFields,
} from '@clubjoin/domain/staff/workouts';
import type { z } from 'zod';
import { trackedCall } from '../../api/trackedCall';
import { endpointQueryKey, useTrackedQuery } from '../../api/useTrackedQuery';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import members from '../members/members.module.css';
import { Pager } from '../Pager';
import { ExerciseEditor } from './ExerciseEditor';
import { ExerciseIllustration } from './ExerciseIllustration';
import { WorkoutBuilder, type WorkoutDraft, draftOfWorkout, newDraftItem } from './WorkoutBuilder';
import styles from './workouts.module.css';

type SearchInput = z.input<typeof ExerciseSearchQuery>;

const muscleList = (muscles: readonly (keyof typeof MUSCLE_LABELS)[]) =>
  muscles.map((muscle) => MUSCLE_LABELS[muscle]).join(', ');

/** The search form and a page of its results, each with its details and "Add to workout". */
function ExerciseSearch({
  onShow,
  onAdd,
}: {
  onShow: (exerciseId: string) => void;
  onAdd: (exercise: Exercise) => void;
}) {
  const [text, setText] = useState('');
  const [muscle, setMuscle] = useState('');
  const [equipment, setEquipment] = useState('');
  const [level, setLevel] = useState('');
  const [library, setLibrary] = useState('');
  const [error, setError] = useState<string>();
  const [query, setQuery] = useState<SearchInput>({});
  const data = useTrackedQuery(searchExercises, { query }).data;
  /** Runs the search as the filters now read, from its first page. */
  const search = () => {
    const candidate = {
      ...(text.trim() ? { text } : {}),
      ...(muscle ? { muscle } : {}),
      ...(equipment ? { equipment } : {}),
      ...(level ? { level } : {}),
      ...(library ? { library } : {}),
    } as SearchInput;
    const parsed = ExerciseSearchQuery.safeParse(candidate);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    setQuery(candidate);
  };
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <Card title="Exercises">
      <form
        role="search"
        aria-label="Exercises"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          search();
        }}
      >
        <div className={members.filters}>
          <TextField
            label="Exercise name"
            type="search"
            value={text}
            error={error}
            onChange={(event) => setText(event.target.value)}
          />
          <SelectField
            label="Muscle"
            value={muscle}
            onChange={(event) => setMuscle(event.target.value)}
          >
            <option value="">Any muscle</option>
            {MUSCLES.map((candidate) => (
              <option key={candidate} value={candidate}>
                {MUSCLE_LABELS[candidate]}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Equipment"
            value={equipment}
            onChange={(event) => setEquipment(event.target.value)}
          >
            <option value="">Any equipment</option>
            {EQUIPMENT.map((candidate) => (
              <option key={candidate} value={candidate}>
                {EQUIPMENT_LABELS[candidate]}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Level"
            value={level}
            onChange={(event) => setLevel(event.target.value)}
          >
            <option value="">Any level</option>
            {LEVELS.map((candidate) => (
              <option key={candidate} value={candidate}>
                {LEVEL_LABELS[candidate]}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Library"
            value={library}
            onChange={(event) => setLibrary(event.target.value)}
          >
            <option value="">Every library</option>
            {LIBRARIES.map((candidate) => (
              <option key={candidate} value={candidate}>
                {LIBRARY_LABELS[candidate]}
              </option>
            ))}
          </SelectField>
          <Button type="submit">Search</Button>
        </div>
      </form>
      <p role="status">
        {data &&
          (data.total === 0
            ? 'No exercises match.'
            : `${data.total === 1 ? '1 exercise matches' : `${data.total} exercises match`}; page ${data.page} of ${pages}.`)}
      </p>
      {data && data.exercises.length > 0 && (
        <ul className={styles.results} aria-label="Exercises found">
          {data.exercises.map((exercise) => (
            <li key={exercise.exerciseId}>
              <span>
                <strong>{exercise.name}</strong>{' '}
                <span className={styles.tags}>
                  {EQUIPMENT_LABELS[exercise.equipment]} · {LEVEL_LABELS[exercise.level]} ·{' '}
                  {muscleList(exercise.primaryMuscles)}
                </span>
              </span>
              <span className={styles.actions}>
                <Button variant="secondary" onClick={() => onShow(exercise.exerciseId)}>
                  Details<VisuallyHidden> of {exercise.name}</VisuallyHidden>
                </Button>
                <Button variant="secondary" onClick={() => onAdd(exercise)}>
                  Add<VisuallyHidden> {exercise.name}</VisuallyHidden> to workout
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {data && pages > 1 && (
        <Pager
          label="Exercise pages"
          page={data.page}
          hasNext={data.page < pages}
          // Another page of the search that was run, whatever the filters read since.
          onPage={(page) => setQuery({ ...query, page: String(page) })}
        />
      )}
    </Card>
  );
}

/** One exercise's details: its picture, muscles, equipment, level and how it is done. */
function ExerciseDetails({
  exerciseId,
  onAdd,
  onEdit,
  onCopied,
}: {
  exerciseId: string;
  onAdd: (exercise: Exercise) => void;
  onEdit: (exercise: Exercise) => void;
  onCopied: (copy: Exercise) => void;
}) {
  const exercise = useTrackedQuery(getExercise, { params: { exerciseId } }).data;
  const queryClient = useQueryClient();
  const [copying, setCopying] = useState(false);
  if (!exercise) return <p>Loading the exercise…</p>;
  const copy = async () => {
    setCopying(true);
    try {
      const copied = await trackedCall(copyExercise, {
        params: { exerciseId: exercise.exerciseId },
        body: { to: { kind: 'mine' } },
      });
      await queryClient.invalidateQueries({ queryKey: endpointQueryKey(searchExercises) });
      onCopied(copied);
    } finally {
      setCopying(false);
    }
  };
  return (
    <Card
      title={exercise.name}
      footer={
        <>
          <Button variant="secondary" onClick={() => onAdd(exercise)}>
            Add {exercise.name} to workout
          </Button>
          {exercise.editable ? (
            <Button variant="secondary" onClick={() => onEdit(exercise)}>
              Edit<VisuallyHidden> {exercise.name}</VisuallyHidden>
            </Button>
          ) : (
            <Button variant="secondary" loading={copying} onClick={() => void copy()}>
              Copy<VisuallyHidden> {exercise.name}</VisuallyHidden> to my library
            </Button>
          )}
        </>
      }
    >
      <ExerciseIllustration
        primary={exercise.primaryMuscles}
        secondary={exercise.secondaryMuscles}
      />
      <dl>
        <dt>Primary muscles</dt>
        <dd>{muscleList(exercise.primaryMuscles)}</dd>
        <dt>Secondary muscles</dt>
        <dd>
          {exercise.secondaryMuscles.length > 0 ? muscleList(exercise.secondaryMuscles) : 'None'}
        </dd>
        <dt>Equipment</dt>
        <dd>{EQUIPMENT_LABELS[exercise.equipment]}</dd>
        <dt>Level</dt>
        <dd>{LEVEL_LABELS[exercise.level]}</dd>
        <dt>Library</dt>
        <dd>{LIBRARY_LABELS[exercise.library]}</dd>
      </dl>
      <p>{exercise.description}</p>
    </Card>
  );
}

/** The workouts the team member may read, each to edit (theirs) or copy into their library. */
function WorkoutList({
  onEdit,
  onCopied,
}: {
  onEdit: (workout: Workout) => void;
  onCopied: (workout: Workout) => void;
}) {
  const workouts = useTrackedQuery(listWorkouts, {}).data?.workouts;
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string>();
  if (!workouts) return <p>Loading the workouts…</p>;
  const copy = async (workout: Workout) => {
    setBusy(workout.workoutId);
    try {
      const copied = await trackedCall(copyWorkout, {
        params: { workoutId: workout.workoutId },
        body: { to: { kind: 'mine' } },
      });
      await queryClient.invalidateQueries({ queryKey: endpointQueryKey(listWorkouts) });
      onCopied(copied);
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <Card title="Workouts">
      {LIBRARIES.map((library) => {
        const shown = workouts.filter((workout) => workout.library === library);
        return (
          <section key={library} aria-label={LIBRARY_LABELS[library]}>
            <h3>{LIBRARY_LABELS[library]}</h3>
            {shown.length === 0 ? (
              <p>No workouts yet.</p>
            ) : (
              <ul className={styles.results}>
                {shown.map((workout) => (
                  <li key={workout.workoutId}>
                    <span>
                      <strong>{workout.name}</strong>{' '}
                      <span className={styles.tags}>
                        {workout.items.length} exercises
                        {workout.copiedFrom ? ' · a copy' : ''}
                      </span>
                    </span>
                    <span className={styles.actions}>
                      {workout.editable && (
                        <Button variant="secondary" onClick={() => onEdit(workout)}>
                          Edit<VisuallyHidden> {workout.name}</VisuallyHidden>
                        </Button>
                      )}
                      <Button
                        variant="secondary"
                        loading={busy === workout.workoutId}
                        onClick={() => void copy(workout)}
                      >
                        Copy<VisuallyHidden> {workout.name}</VisuallyHidden> to my library
                      </Button>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </Card>
  );
}

/**
 * `/member/test-spa/library/workouts` (issue 19; docs/decisions/0029): search the exercises the
 * team member may read and see one's details, write a new exercise into their own library, change
 * one they may edit or copy one they may not into their library to change it, build a workout from them (add, reorder, sets and
 * reps or a duration, load) and save it to their own library, or copy a workout of the master or
 * club library into theirs to change it.
 */
export function WorkoutsLibraryPage() {
  const [shown, setShown] = useState<string>();
  // The exercise being written: a new one, one of the team member's to change, or none.
  const [editing, setEditing] = useState<{ exercise?: Exercise }>();
  const [draft, setDraft] = useState<WorkoutDraft>({
    workoutId: null,
    name: '',
    notes: '',
    items: [],
  });
  const [announcement, setAnnouncement] = useState('');
  const queryClient = useQueryClient();
  const add = (exercise: Exercise) => {
    setDraft((current) => ({ ...current, items: [...current.items, newDraftItem(exercise)] }));
    setAnnouncement(`${exercise.name} added to the workout as exercise ${draft.items.length + 1}.`);
  };
  const save = async (body: WorkoutFields) => {
    const saved =
      draft.workoutId === null
        ? await trackedCall(
            createWorkout,
            { body: { to: { kind: 'mine' }, workout: body } },
            {
              handled: (error) => error.fields.length > 0,
            },
          )
        : await trackedCall(
            updateWorkout,
            { params: { workoutId: draft.workoutId }, body },
            { handled: (error) => error.fields.length > 0 },
          );
    await queryClient.invalidateQueries({ queryKey: endpointQueryKey(listWorkouts) });
    setDraft(draftOfWorkout(saved));
    return saved;
  };
  return (
    <div className={members.stack}>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      <p>
        <Button variant="secondary" onClick={() => setEditing({})}>
          New exercise
        </Button>
      </p>
      {editing && (
        <ExerciseEditor
          exercise={editing.exercise}
          onCancel={() => setEditing(undefined)}
          onSaved={(saved) => {
            setEditing(undefined);
            setShown(saved.exerciseId);
            setAnnouncement(`${saved.name} is saved in your library.`);
          }}
        />
      )}
      <div className={styles.columns}>
        <ExerciseSearch onShow={setShown} onAdd={add} />
        {shown && (
          <ExerciseDetails
            exerciseId={shown}
            onAdd={add}
            onEdit={(exercise) => setEditing({ exercise })}
            onCopied={(copied) => {
              setShown(copied.exerciseId);
              setEditing({ exercise: copied });
              setAnnouncement(`${copied.name} is copied to your library and open to edit.`);
            }}
          />
        )}
      </div>
      <div className={styles.columns}>
        <WorkoutBuilder
          draft={draft}
          onChange={setDraft}
          onAnnounce={setAnnouncement}
          onSave={save}
        />
        <WorkoutList
          onEdit={(workout) => setDraft(draftOfWorkout(workout))}
          onCopied={(workout) => {
            setDraft(draftOfWorkout(workout));
            setAnnouncement(`${workout.name} is copied to your library and open in the builder.`);
          }}
        />
      </div>
    </div>
  );
}

import { randomUUID } from 'node:crypto';
import type { Exercise, ExercisePage, Workout } from '@clubjoin/contract/workouts';
import { fail, type Outcome, succeed } from '@clubjoin/domain/outcome';
import {
  type ExerciseFields,
  type ExerciseSearchQuery,
  type LibraryActor,
  type LibraryPlace,
  type LibraryTarget,
  mayEditLibrary,
  mayReadLibrary,
  placeOf,
  type WorkoutFields,
} from '@clubjoin/domain/staff/workouts';
import { findClub } from '../clubs/findClub';
import type { ModuleContext } from '../moduleContext';
import type { StaffCaller } from '../staff/staffAccessAnswer';
import {
  insertExercise,
  insertWorkout,
  type LibraryReader,
  selectExercise,
  selectExercises,
  selectReadableExerciseNames,
  selectReadableWorkoutNames,
  selectWorkout,
  selectWorkouts,
  type StoredExercise,
  type StoredWorkout,
  updateExerciseFields,
  updateWorkoutFields,
} from './store';

/** Why a change of the library is refused. */
export type LibraryFailure =
  /** No such record, or one the team member may not read. */
  | { kind: 'notFound' }
  /** A library the team member may not change. */
  | { kind: 'notYours' }
  /** A club library of a club that is not in the catalog. */
  | { kind: 'noClub' }
  /** A workout naming an exercise the team member may not read (its index). */
  | { kind: 'unknownExercise'; index: number };

const actorOf = (caller: StaffCaller): LibraryActor => ({
  staffId: caller.staffId,
  role: caller.role,
  clubIds: caller.clubIds,
});

const readerOf = (caller: StaffCaller): LibraryReader => ({
  staffId: caller.staffId,
  clubIds: caller.everyClub ? null : caller.clubIds,
});

function placeAnswer(caller: StaffCaller, place: LibraryPlace, copiedFrom: string | null) {
  return {
    library: place.kind,
    clubId: place.kind === 'club' ? place.clubId : null,
    copiedFrom,
    editable: mayEditLibrary(actorOf(caller), place),
  };
}

function exerciseAnswer(caller: StaffCaller, exercise: StoredExercise): Exercise {
  const { place, copiedFrom, ...fields } = exercise;
  return { ...fields, ...placeAnswer(caller, place, copiedFrom) };
}

/** A page of the exercises the team member may read that pass the query. */
export async function searchLibrary(
  context: ModuleContext,
  caller: StaffCaller,
  query: ExerciseSearchQuery,
): Promise<ExercisePage> {
  const { exercises, total } = await selectExercises(context.db, readerOf(caller), query);
  return {
    exercises: exercises.map((exercise) => exerciseAnswer(caller, exercise)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function readableExercise(context: ModuleContext, caller: StaffCaller, exerciseId: string) {
  const exercise = await selectExercise(context.db, exerciseId);
  return exercise && mayReadLibrary(actorOf(caller), exercise.place) ? exercise : undefined;
}

/** One exercise the team member may read; undefined for any other. */
export async function readExercise(
  context: ModuleContext,
  caller: StaffCaller,
  exerciseId: string,
): Promise<Exercise | undefined> {
  const exercise = await readableExercise(context, caller, exerciseId);
  return exercise && exerciseAnswer(caller, exercise);
}

/** The place a target names, when the team member may write there and its club exists. */
async function writablePlace(
  context: ModuleContext,
  caller: StaffCaller,
  target: LibraryTarget,
): Promise<Outcome<LibraryPlace, LibraryFailure>> {
  const place = placeOf(target, caller);
  if (!mayEditLibrary(actorOf(caller), place)) return fail({ kind: 'notYours' });
  if (place.kind === 'club' && !(await findClub(context, place.clubId)))
    return fail({ kind: 'noClub' });
  return succeed(place);
}

/** Adds an exercise to a library the team member may change. */
export async function addExercise(
  context: ModuleContext,
  caller: StaffCaller,
  target: LibraryTarget,
  fields: ExerciseFields,
): Promise<Outcome<Exercise, LibraryFailure>> {
  const place = await writablePlace(context, caller, target);
  if (!place.ok) return place;
  const exercise = { ...fields, exerciseId: randomUUID(), place: place.value, copiedFrom: null };
  await insertExercise(context.db, exercise, context.clock());
  return succeed(exerciseAnswer(caller, exercise));
}

/** Changes an exercise in its library, when the team member may change that library. */
export async function changeExercise(
  context: ModuleContext,
  caller: StaffCaller,
  exerciseId: string,
  fields: ExerciseFields,
): Promise<Outcome<Exercise, LibraryFailure>> {
  const exercise = await readableExercise(context, caller, exerciseId);
  if (!exercise) return fail({ kind: 'notFound' });
  if (!mayEditLibrary(actorOf(caller), exercise.place)) return fail({ kind: 'notYours' });
  await updateExerciseFields(context.db, exerciseId, fields, context.clock());
  return succeed(exerciseAnswer(caller, { ...exercise, ...fields }));
}

/** Copies an exercise into a library the team member may change; the original stays as it was. */
export async function copyExerciseTo(
  context: ModuleContext,
  caller: StaffCaller,
  exerciseId: string,
  target: LibraryTarget,
): Promise<Outcome<Exercise, LibraryFailure>> {
  const original = await readableExercise(context, caller, exerciseId);
  if (!original) return fail({ kind: 'notFound' });
  const place = await writablePlace(context, caller, target);
  if (!place.ok) return place;
  const copy = {
    ...original,
    exerciseId: randomUUID(),
    place: place.value,
    copiedFrom: exerciseId,
  };
  await insertExercise(context.db, copy, context.clock());
  return succeed(exerciseAnswer(caller, copy));
}

async function workoutAnswer(
  context: ModuleContext,
  caller: StaffCaller,
  workout: StoredWorkout,
  names?: ReadonlyMap<string, string>,
): Promise<Workout> {
  const { place, copiedFrom, items, updatedAt, ...fields } = workout;
  const known =
    names ??
    (await selectReadableExerciseNames(
      context.db,
      readerOf(caller),
      items.map((item) => item.exerciseId),
    ));
  return {
    ...fields,
    items: items.map((item) => ({
      ...item,
      exerciseName: known.get(item.exerciseId) ?? 'An exercise you cannot see',
    })),
    updatedAt: updatedAt.toISOString(),
    ...placeAnswer(caller, place, copiedFrom),
  };
}

/** Every workout the team member may read, with their exercises' names. */
export async function listLibraryWorkouts(
  context: ModuleContext,
  caller: StaffCaller,
): Promise<Workout[]> {
  const workouts = await selectWorkouts(context.db, readerOf(caller));
  const names = await selectReadableExerciseNames(
    context.db,
    readerOf(caller),
    workouts.flatMap((workout) => workout.items.map((item) => item.exerciseId)),
  );
  return Promise.all(workouts.map((workout) => workoutAnswer(context, caller, workout, names)));
}

async function readableWorkout(context: ModuleContext, caller: StaffCaller, workoutId: string) {
  const workout = await selectWorkout(context.db, workoutId);
  return workout && mayReadLibrary(actorOf(caller), workout.place) ? workout : undefined;
}

/** One workout the team member may read; undefined for any other. */
export async function readWorkout(
  context: ModuleContext,
  caller: StaffCaller,
  workoutId: string,
): Promise<Workout | undefined> {
  const workout = await readableWorkout(context, caller, workoutId);
  return workout && workoutAnswer(context, caller, workout);
}

/**
 * The names of the exercises among `ids` the team member may read, by id: what a coaching session
 * may name (docs/decisions/0033).
 */
export async function readableExerciseNames(
  context: ModuleContext,
  caller: StaffCaller,
  ids: readonly string[],
): Promise<Map<string, string>> {
  return selectReadableExerciseNames(context.db, readerOf(caller), ids);
}

/**
 * The names of the workouts among `ids` the team member may read, by id, in one query: what a
 * coaching program may name (docs/decisions/0033), without reading the whole library.
 */
export async function readableWorkoutNames(
  context: ModuleContext,
  caller: StaffCaller,
  ids: readonly string[],
): Promise<Map<string, string>> {
  return selectReadableWorkoutNames(context.db, readerOf(caller), ids);
}

/** The first item naming an exercise the team member may not read, as a failure. */
async function unreadableItem(
  context: ModuleContext,
  caller: StaffCaller,
  fields: WorkoutFields,
): Promise<LibraryFailure | undefined> {
  const ids = fields.items.map((item) => item.exerciseId);
  const names = await selectReadableExerciseNames(context.db, readerOf(caller), ids);
  const index = ids.findIndex((id) => !names.has(id));
  return index === -1 ? undefined : { kind: 'unknownExercise', index };
}

/** Saves a new workout to a library the team member may change. */
export async function addWorkout(
  context: ModuleContext,
  caller: StaffCaller,
  target: LibraryTarget,
  fields: WorkoutFields,
): Promise<Outcome<Workout, LibraryFailure>> {
  const place = await writablePlace(context, caller, target);
  if (!place.ok) return place;
  const unknown = await unreadableItem(context, caller, fields);
  if (unknown) return fail(unknown);
  const workout: StoredWorkout = {
    ...fields,
    workoutId: randomUUID(),
    place: place.value,
    copiedFrom: null,
    updatedAt: context.clock(),
    updatedByName: caller.displayName,
  };
  await insertWorkout(context.db, workout);
  return succeed(await workoutAnswer(context, caller, workout));
}

/** Replaces a workout's fields, when the team member may change its library. */
export async function changeWorkout(
  context: ModuleContext,
  caller: StaffCaller,
  workoutId: string,
  fields: WorkoutFields,
): Promise<Outcome<Workout, LibraryFailure>> {
  const workout = await readableWorkout(context, caller, workoutId);
  if (!workout) return fail({ kind: 'notFound' });
  if (!mayEditLibrary(actorOf(caller), workout.place)) return fail({ kind: 'notYours' });
  const unknown = await unreadableItem(context, caller, fields);
  if (unknown) return fail(unknown);
  const at = context.clock();
  await updateWorkoutFields(context.db, workoutId, fields, at, caller.displayName);
  return succeed(
    await workoutAnswer(context, caller, {
      ...workout,
      ...fields,
      updatedAt: at,
      updatedByName: caller.displayName,
    }),
  );
}

/** Copies a workout into a library the team member may change; the original stays as it was. */
export async function copyWorkoutTo(
  context: ModuleContext,
  caller: StaffCaller,
  workoutId: string,
  target: LibraryTarget,
): Promise<Outcome<Workout, LibraryFailure>> {
  const original = await readableWorkout(context, caller, workoutId);
  if (!original) return fail({ kind: 'notFound' });
  const place = await writablePlace(context, caller, target);
  if (!place.ok) return place;
  const copy: StoredWorkout = {
    ...original,
    workoutId: randomUUID(),
    place: place.value,
    copiedFrom: workoutId,
    updatedAt: context.clock(),
    updatedByName: caller.displayName,
  };
  await insertWorkout(context.db, copy);
  return succeed(await workoutAnswer(context, caller, copy));
}

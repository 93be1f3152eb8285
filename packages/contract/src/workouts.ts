import {
  EQUIPMENT,
  ExerciseFields,
  ExerciseSearchQuery,
  LEVELS,
  LIBRARIES,
  LibraryTarget,
  MUSCLES,
  WorkoutFields,
} from '@clubjoin/domain/staff/workouts';
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { OpaqueId } from './id';
import { staffRefusals } from './staffRefusals';

/**
 * The workouts library (issue 19; docs/decisions/0029): exercises and workouts in the master
 * library, a club's and a team member's own; search, read, create, edit and copy. The team member
 * comes from the staff session alone.
 */

const STAFF_REFUSALS = staffRefusals('403 for a role without the workouts page');

/** An exercise of the library file (data/demo/exercises.json): its id and what a team member writes. */
export const LibraryExerciseRecord = z.object({ exerciseId: OpaqueId }).and(ExerciseFields);
export type LibraryExerciseRecord = z.infer<typeof LibraryExerciseRecord>;

/** A workout of the master library file (data/demo/workouts.json). */
export const LibraryWorkoutRecord = z.object({ workoutId: OpaqueId }).and(WorkoutFields);
export type LibraryWorkoutRecord = z.infer<typeof LibraryWorkoutRecord>;

const Place = {
  library: z.enum(LIBRARIES),
  clubId: z.string().nullable().describe("The club of a club library's record"),
  copiedFrom: z.string().nullable().describe('The record this one was copied from'),
  editable: z.boolean().describe('Whether the signed-in team member may change it'),
};

export const Exercise = z
  .object({
    exerciseId: z.string(),
    name: z.string(),
    description: z.string(),
    primaryMuscles: z.array(z.enum(MUSCLES)),
    secondaryMuscles: z.array(z.enum(MUSCLES)),
    equipment: z.enum(EQUIPMENT),
    level: z.enum(LEVELS),
    ...Place,
  })
  .meta({ id: 'Exercise' });
export type Exercise = z.infer<typeof Exercise>;

export const ExercisePage = z
  .object({
    exercises: z.array(Exercise),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'ExercisePage' });
export type ExercisePage = z.infer<typeof ExercisePage>;

export const searchExercises = defineEndpoint({
  method: 'GET',
  path: '/api/portal/exercises',
  summary: `Searches the exercises the team member may read (the master library, their clubs' and their own) by words of the name, a muscle (primary or secondary), equipment, level and library, a page at a time in name order. ${STAFF_REFUSALS}; 400 with the field's message for a bad query.`,
  tags: ['portal-workouts'],
  query: ExerciseSearchQuery,
  status: 200,
  response: ExercisePage,
});

const ExerciseParams = z.object({ exerciseId: OpaqueId });

export const getExercise = defineEndpoint({
  method: 'GET',
  path: '/api/portal/exercises/{exerciseId}',
  summary: `One exercise. ${STAFF_REFUSALS}; 404 for one that does not exist or that the team member may not read.`,
  tags: ['portal-workouts'],
  params: ExerciseParams,
  status: 200,
  response: Exercise,
});

export const NewExerciseRequest = z
  .object({ to: LibraryTarget, exercise: ExerciseFields })
  .meta({ id: 'NewExerciseRequest' });

const EDIT_REFUSALS =
  "403 for a library the team member may not change (the master library is the administrators', a club's its fitness and club managers', one's own one's own)";

export const createExercise = defineEndpoint({
  method: 'POST',
  path: '/api/portal/exercises',
  summary: `Adds an exercise to a library. ${STAFF_REFUSALS}; ${EDIT_REFUSALS}; 400 with each field's message.`,
  tags: ['portal-workouts'],
  body: NewExerciseRequest,
  status: 201,
  response: Exercise,
});

export const ExerciseChangeRequest = ExerciseFields.meta({ id: 'ExerciseChangeRequest' });

export const updateExercise = defineEndpoint({
  method: 'PUT',
  path: '/api/portal/exercises/{exerciseId}',
  summary: `Changes an exercise in its library. ${STAFF_REFUSALS}; ${EDIT_REFUSALS}; 404 for one not readable; 400 with each field's message.`,
  tags: ['portal-workouts'],
  params: ExerciseParams,
  body: ExerciseChangeRequest,
  status: 200,
  response: Exercise,
});

export const CopyRequest = z.object({ to: LibraryTarget }).meta({ id: 'LibraryCopyRequest' });

export const copyExercise = defineEndpoint({
  method: 'POST',
  path: '/api/portal/exercises/{exerciseId}/copy',
  summary: `Copies an exercise the team member may read into a library they may change; the original is left as it was and the copy names it. ${STAFF_REFUSALS}; ${EDIT_REFUSALS}; 404 for one not readable.`,
  tags: ['portal-workouts'],
  params: ExerciseParams,
  body: CopyRequest,
  status: 201,
  response: Exercise,
});

const WorkoutItemAnswer = z.object({
  exerciseId: z.string(),
  exerciseName: z.string(),
  sets: z.number().int(),
  reps: z.number().int().nullable(),
  durationSeconds: z.number().int().nullable(),
  loadKg: z.number().nullable(),
});

export const Workout = z
  .object({
    workoutId: z.string(),
    name: z.string(),
    notes: z.string(),
    items: z.array(WorkoutItemAnswer),
    updatedAt: z.iso.datetime(),
    updatedByName: z.string().nullable(),
    ...Place,
  })
  .meta({ id: 'Workout' });
export type Workout = z.infer<typeof Workout>;

export const WorkoutList = z.object({ workouts: z.array(Workout) }).meta({ id: 'WorkoutList' });

export const listWorkouts = defineEndpoint({
  method: 'GET',
  path: '/api/portal/workouts',
  summary: `The workouts the team member may read: the master library's, their clubs' and their own, by library then name. ${STAFF_REFUSALS}.`,
  tags: ['portal-workouts'],
  status: 200,
  response: WorkoutList,
});

const WorkoutParams = z.object({ workoutId: OpaqueId });

export const getWorkout = defineEndpoint({
  method: 'GET',
  path: '/api/portal/workouts/{workoutId}',
  summary: `One workout with its exercises in order. ${STAFF_REFUSALS}; 404 for one that does not exist or that the team member may not read.`,
  tags: ['portal-workouts'],
  params: WorkoutParams,
  status: 200,
  response: Workout,
});

export const NewWorkoutRequest = z
  .object({ to: LibraryTarget, workout: WorkoutFields })
  .meta({ id: 'NewWorkoutRequest' });

export const createWorkout = defineEndpoint({
  method: 'POST',
  path: '/api/portal/workouts',
  summary: `Saves a new workout to a library; every exercise must be one the team member may read. ${STAFF_REFUSALS}; ${EDIT_REFUSALS}; 400 with each field's message.`,
  tags: ['portal-workouts'],
  body: NewWorkoutRequest,
  status: 201,
  response: Workout,
});

export const WorkoutChangeRequest = WorkoutFields.meta({ id: 'WorkoutChangeRequest' });

export const updateWorkout = defineEndpoint({
  method: 'PUT',
  path: '/api/portal/workouts/{workoutId}',
  summary: `Replaces a workout's name, notes and exercises. ${STAFF_REFUSALS}; ${EDIT_REFUSALS}; 404 for one not readable; 400 with each field's message.`,
  tags: ['portal-workouts'],
  params: WorkoutParams,
  body: WorkoutChangeRequest,
  status: 200,
  response: Workout,
});

export const copyWorkout = defineEndpoint({
  method: 'POST',
  path: '/api/portal/workouts/{workoutId}/copy',
  summary: `Copies a workout the team member may read into a library they may change; the original is left as it was and the copy names it. ${STAFF_REFUSALS}; ${EDIT_REFUSALS}; 404 for one not readable.`,
  tags: ['portal-workouts'],
  params: WorkoutParams,
  body: CopyRequest,
  status: 201,
  response: Workout,
});

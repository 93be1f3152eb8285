import {
  copyExercise,
  copyWorkout,
  createExercise,
  createWorkout,
  getExercise,
  getWorkout,
  listWorkouts,
  searchExercises,
  updateExercise,
  updateWorkout,
} from '@clubjoin/contract/workouts';
import { WORKOUT_MESSAGES } from '@clubjoin/domain/staff/workouts';
import type { FastifyInstance } from 'fastify';
import {
  type FailureAnswer,
  foundOrAnswer,
  invalidField,
  valueOrAnswer,
} from '../../http/httpError';
import { registerEndpoint } from '../../http/registerEndpoint';
import type { ModuleContext } from '../moduleContext';
import { requireStaff } from '../staff/staffAccessAnswer';
import {
  addExercise,
  addWorkout,
  changeExercise,
  changeWorkout,
  copyExerciseTo,
  copyWorkoutTo,
  type LibraryFailure,
  listLibraryWorkouts,
  readExercise,
  readWorkout,
  searchLibrary,
} from './library';

/** The workouts page of the portal's tree, whose roles every endpoint here checks. */
const WORKOUTS_PAGE = '/member/test-spa/library/workouts';

const NOT_FOUND = (what: string): FailureAnswer => ({
  status: 404,
  message: `There is no such ${what} in your libraries.`,
});

/** How a refused change of the library is answered; `itemsAt` is where a workout's items are. */
function libraryFailureAnswer(what: string, itemsAt = 'body.items') {
  return (failure: LibraryFailure): FailureAnswer => {
    switch (failure.kind) {
      case 'notFound':
        return NOT_FOUND(what);
      case 'notYours':
        return { status: 403, message: 'You may not change this library.' };
      case 'noClub':
        return invalidField('body.to.clubId', WORKOUT_MESSAGES.clubId);
      case 'unknownExercise':
        return invalidField(`${itemsAt}.${failure.index}.exerciseId`, WORKOUT_MESSAGES.exerciseId);
    }
  };
}

/**
 * The workouts library (issue 19; docs/decisions/0029): every route takes the team member from
 * the staff session and checks their role may open the workouts page; which library they may
 * change is the domain's rule (`mayEditLibrary`), which records they may read `mayReadLibrary`.
 */
export function registerWorkoutRoutes(app: FastifyInstance, context: ModuleContext): void {
  registerEndpoint(app, searchExercises, async ({ raw, query }) =>
    searchLibrary(context, await requireStaff(context, raw, WORKOUTS_PAGE), query),
  );

  registerEndpoint(app, getExercise, async ({ raw, params }) => {
    const caller = await requireStaff(context, raw, WORKOUTS_PAGE);
    return foundOrAnswer(await readExercise(context, caller, params.exerciseId), () =>
      NOT_FOUND('exercise'),
    );
  });

  registerEndpoint(app, createExercise, async ({ raw, body }) => {
    const caller = await requireStaff(context, raw, WORKOUTS_PAGE);
    return valueOrAnswer(
      await addExercise(context, caller, body.to, body.exercise),
      libraryFailureAnswer('exercise'),
    );
  });

  registerEndpoint(app, updateExercise, async ({ raw, params, body }) => {
    const caller = await requireStaff(context, raw, WORKOUTS_PAGE);
    return valueOrAnswer(
      await changeExercise(context, caller, params.exerciseId, body),
      libraryFailureAnswer('exercise'),
    );
  });

  registerEndpoint(app, copyExercise, async ({ raw, params, body }) => {
    const caller = await requireStaff(context, raw, WORKOUTS_PAGE);
    return valueOrAnswer(
      await copyExerciseTo(context, caller, params.exerciseId, body.to),
      libraryFailureAnswer('exercise'),
    );
  });

  registerEndpoint(app, listWorkouts, async ({ raw }) => ({
    workouts: await listLibraryWorkouts(context, await requireStaff(context, raw, WORKOUTS_PAGE)),
  }));

  registerEndpoint(app, getWorkout, async ({ raw, params }) => {
    const caller = await requireStaff(context, raw, WORKOUTS_PAGE);
    return foundOrAnswer(await readWorkout(context, caller, params.workoutId), () =>
      NOT_FOUND('workout'),
    );
  });

  registerEndpoint(app, createWorkout, async ({ raw, body }) => {
    const caller = await requireStaff(context, raw, WORKOUTS_PAGE);
    return valueOrAnswer(
      await addWorkout(context, caller, body.to, body.workout),
      libraryFailureAnswer('workout', 'body.workout.items'),
    );
  });

  registerEndpoint(app, updateWorkout, async ({ raw, params, body }) => {
    const caller = await requireStaff(context, raw, WORKOUTS_PAGE);
    return valueOrAnswer(
      await changeWorkout(context, caller, params.workoutId, body),
      libraryFailureAnswer('workout'),
    );
  });

  registerEndpoint(app, copyWorkout, async ({ raw, params, body }) => {
    const caller = await requireStaff(context, raw, WORKOUTS_PAGE);
    return valueOrAnswer(
      await copyWorkoutTo(context, caller, params.workoutId, body.to),
      libraryFailureAnswer('workout'),
    );
  });
}

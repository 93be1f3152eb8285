import type { LibraryExerciseRecord, LibraryWorkoutRecord } from '@clubjoin/contract/workouts';
import type { Database } from '../../db/database';
import { hasAnyExercise, insertExercise, insertWorkout } from './store';

/** Whether the libraries hold any exercise yet (the master library goes only into an empty one). */
export function libraryHasExercises(db: Database): Promise<boolean> {
  return hasAnyExercise(db);
}

/**
 * Writes the master library (already checked against the contract's schemas and each other) in
 * one transaction, unless another process wrote one first.
 */
export async function seedMasterLibrary(
  db: Database,
  exercises: readonly LibraryExerciseRecord[],
  workouts: readonly LibraryWorkoutRecord[],
  at: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (await hasAnyExercise(tx)) return false;
    for (const { exerciseId, ...fields } of exercises) {
      await insertExercise(
        tx,
        { ...fields, exerciseId, place: { kind: 'master' }, copiedFrom: null },
        at,
      );
    }
    for (const { workoutId, ...fields } of workouts) {
      await insertWorkout(tx, {
        ...fields,
        workoutId,
        place: { kind: 'master' },
        copiedFrom: null,
        updatedAt: at,
        updatedByName: null,
      });
    }
    return true;
  });
}

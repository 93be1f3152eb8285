import { LibraryExerciseRecord, LibraryWorkoutRecord } from '@clubjoin/contract/workouts';
import type { Database } from '../db/database';
import { libraryHasExercises, seedMasterLibrary } from '../modules/workouts/masterLibrary';
import { DemoDataError, demoDir, readDemoFile } from './loadDemoData';

export type MasterLibraryLoadResult =
  { loaded: false } | { loaded: true; exercises: number; workouts: number };

/**
 * Loads the workouts master library (data/demo/exercises.json and workouts.json, written for this
 * project) into a database whose libraries hold no exercise yet. Every record is checked with the
 * contract's schemas, ids must be unique and every workout's exercises must be in the file, all
 * before anything is written; a bad file stops start-up with a message naming the record and field.
 */
export async function loadMasterLibrary(
  db: Database,
  now: Date,
  dir: string = demoDir,
): Promise<MasterLibraryLoadResult> {
  if (await libraryHasExercises(db)) return { loaded: false };
  const exercises = await readDemoFile(dir, 'exercises.json', LibraryExerciseRecord, 'exerciseId');
  const workouts = await readDemoFile(dir, 'workouts.json', LibraryWorkoutRecord, 'workoutId');
  const exerciseIds = new Set<string>();
  for (const { exerciseId } of exercises) {
    if (exerciseIds.has(exerciseId))
      throw new DemoDataError(
        `Demo file data/demo/exercises.json: two exercises share the id ${exerciseId}`,
      );
    exerciseIds.add(exerciseId);
  }
  for (const workout of workouts) {
    const unknown = workout.items.find((item) => !exerciseIds.has(item.exerciseId));
    if (unknown)
      throw new DemoDataError(
        `Demo file data/demo/workouts.json, workout ${workout.workoutId}: exercise ${unknown.exerciseId} is not in exercises.json`,
      );
  }
  if (!(await seedMasterLibrary(db, exercises, workouts, now))) return { loaded: false };
  return { loaded: true, exercises: exercises.length, workouts: workouts.length };
}

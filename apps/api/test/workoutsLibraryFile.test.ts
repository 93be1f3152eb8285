import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { demoDir } from '../src/demo/loadDemoData';
import { loadMasterLibrary } from '../src/demo/loadMasterLibrary';
import { openTestDatabase } from './testDatabase';

const NOW = new Date('2026-11-21T18:00:00Z');

/** The master library's files (data/demo/exercises.json, workouts.json), checked before writing. */
describe('the workouts master library file', () => {
  let db: Database;
  let dir: string;
  beforeEach(async () => {
    db = await openTestDatabase();
    dir = await mkdtemp(join(tmpdir(), 'clubjoin-library-'));
    for (const file of ['exercises.json', 'workouts.json'])
      await copyFile(join(demoDir, file), join(dir, file));
  });
  afterEach(async () => {
    await db.close();
    await rm(dir, { recursive: true, force: true });
  });

  const count = async () =>
    Number(
      (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM library_exercises'))[0]?.n,
    );
  const rewrite = async (file: string, change: (records: Record<string, unknown>[]) => unknown) => {
    const records = JSON.parse(await readFile(join(dir, file), 'utf8')) as Record<
      string,
      unknown
    >[];
    await writeFile(join(dir, file), JSON.stringify(change(records)));
  };

  it('loads at least 100 exercises and the master workouts once, into empty libraries', async () => {
    const loaded = await loadMasterLibrary(db, NOW, dir);
    expect(loaded).toMatchObject({ loaded: true, workouts: 3 });
    expect(loaded.loaded && loaded.exercises).toBeGreaterThanOrEqual(100);
    expect(await loadMasterLibrary(db, NOW, dir)).toEqual({ loaded: false });
  });

  it('refuses an exercise with a muscle not in the list, naming the record and field, and writes nothing', async () => {
    await rewrite('exercises.json', (records) =>
      records.map((record, index) =>
        index === 2 ? { ...record, primaryMuscles: ['quadriceps', 'wings'] } : record,
      ),
    );
    await expect(loadMasterLibrary(db, NOW, dir)).rejects.toThrow(
      'Demo file data/demo/exercises.json, record 3 (exerciseId "ex-dumbbell-goblet-squat"), field primaryMuscles.1: Choose muscles from the list.',
    );
    expect(await count()).toBe(0);
  });

  it('refuses a workout naming an exercise the file does not hold', async () => {
    await rewrite('workouts.json', (records) =>
      records.map((record, index) =>
        index === 0
          ? {
              ...record,
              items: [
                {
                  exerciseId: 'ex-moonwalk',
                  sets: 1,
                  reps: 5,
                  durationSeconds: null,
                  loadKg: null,
                },
              ],
            }
          : record,
      ),
    );
    await expect(loadMasterLibrary(db, NOW, dir)).rejects.toThrow(
      'Demo file data/demo/workouts.json, workout wk-first-steps-full-body: exercise ex-moonwalk is not in exercises.json',
    );
    expect(await count()).toBe(0);
  });
});

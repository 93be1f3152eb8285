import { STAFF_ROLES, type StaffRole } from '@clubjoin/domain/staff/roles';
import { WORKOUT_MESSAGES } from '@clubjoin/domain/staff/workouts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from './accountsTestKit';
import { signedInStaff } from './staffTestKit';
import { buildTestApp, type TestApp } from './testApp';

const clock = fixedClock('2026-11-21T18:00:00Z');

const squat = {
  name: 'Tempo goblet squat',
  description: 'A goblet squat lowered over three seconds.',
  primaryMuscles: ['quadriceps', 'glutes'],
  secondaryMuscles: ['abs'],
  equipment: 'kettlebell',
  level: 'beginner',
};
const legDay = {
  name: 'Leg day for Sam',
  notes: 'Keep the knees out.',
  items: [
    { exerciseId: 'ex-back-squat', sets: 4, reps: 6, durationSeconds: null, loadKg: 70 },
    { exerciseId: 'ex-plank', sets: 2, reps: null, durationSeconds: 45, loadKg: null },
  ],
};

/**
 * The workouts library (issue 19; docs/decisions/0029): the seeded master library searched and
 * filtered, each role's rights on the three libraries, copies that never change their original,
 * and the 400s of bad workouts.
 */
describe('the workouts library', () => {
  let subject: TestApp;
  const cookies = new Map<StaffRole, string>();
  beforeAll(async () => {
    subject = await buildTestApp({ clock: clock.clock });
    for (const role of STAFF_ROLES) cookies.set(role, (await signedInStaff(subject, role)).cookie);
  });
  afterAll(() => subject.app.close());

  const call = async (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    role: StaffRole,
    payload?: object,
  ) => {
    const response = await subject.app.inject({
      method,
      url,
      headers: { cookie: cookies.get(role) ?? '' },
      ...(payload ? { payload } : {}),
    });
    return { status: response.statusCode, body: response.json() };
  };

  it('holds the master library of at least 100 exercises, searched a page at a time', async () => {
    const all = await call('GET', '/api/portal/exercises?pageSize=50', 'personalTrainer');
    expect(all.status).toBe(200);
    expect(all.body.total).toBeGreaterThanOrEqual(100);
    expect(all.body.exercises).toHaveLength(50);
    const names = all.body.exercises.map((exercise: { name: string }) => exercise.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const third = await call('GET', '/api/portal/exercises?pageSize=50&page=3', 'personalTrainer');
    expect(third.body.exercises).toHaveLength(all.body.total - 100);
  });

  it('filters by muscle (primary or secondary), equipment, level and words of the name', async () => {
    const found = await call(
      'GET',
      '/api/portal/exercises?muscle=glutes&equipment=kettlebell&level=intermediate',
      'fitnessManager',
    );
    expect(found.body.exercises.map((exercise: { name: string }) => exercise.name)).toEqual([
      'Kettlebell clean',
      'Kettlebell swing',
    ]);
    // Abs are the Turkish get-up's primary muscle and the others' secondary.
    const abs = await call(
      'GET',
      '/api/portal/exercises?muscle=abs&equipment=kettlebell',
      'fitnessManager',
    );
    expect(abs.body.exercises.map((exercise: { name: string }) => exercise.name)).toEqual([
      'Goblet squat',
      'Kettlebell halo',
      'Kettlebell swing',
      'Suitcase carry',
      'Turkish get-up',
    ]);
    const byWords = await call('GET', '/api/portal/exercises?text=ROW%20cable', 'fitnessManager');
    expect(byWords.body.exercises.map((exercise: { name: string }) => exercise.name)).toEqual([
      'Seated cable row',
    ]);
    expect(byWords.body.exercises[0]).toMatchObject({
      exerciseId: 'ex-seated-cable-row',
      library: 'master',
      editable: false,
      primaryMuscles: ['upperBack', 'lats'],
      equipment: 'cable',
    });
  });

  it.each([
    ['muscle=wings', 'query.muscle', 'Choose a muscle from the list.'],
    ['pageSize=7', 'query.pageSize', 'Show 10, 20, 50 exercises a page.'],
    ['level=expert', 'query.level', 'Choose a level: beginner, intermediate or advanced.'],
  ])('answers 400 for a bad search (%s)', async (query, field, message) => {
    const refused = await call('GET', `/api/portal/exercises?${query}`, 'personalTrainer');
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual([{ field, message }]);
  });

  it('lets a trainer build their own workout and copy a master one; the original stays as it was', async () => {
    const master = await call(
      'GET',
      '/api/portal/workouts/wk-first-steps-full-body',
      'personalTrainer',
    );
    expect(master.status).toBe(200);
    expect(master.body).toMatchObject({ library: 'master', editable: false });
    expect(master.body.items[0]).toMatchObject({ exerciseName: 'Goblet squat', sets: 2, reps: 10 });

    // Only administrators change the master library.
    const refused = await call(
      'PUT',
      '/api/portal/workouts/wk-first-steps-full-body',
      'personalTrainer',
      legDay,
    );
    expect([refused.status, refused.body.message]).toEqual([
      403,
      'You may not change this library.',
    ]);

    const copy = await call(
      'POST',
      '/api/portal/workouts/wk-first-steps-full-body/copy',
      'personalTrainer',
      {
        to: { kind: 'mine' },
      },
    );
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({
      library: 'mine',
      copiedFrom: 'wk-first-steps-full-body',
      editable: true,
      name: 'First steps: full body',
    });
    const changed = await call(
      'PUT',
      `/api/portal/workouts/${copy.body.workoutId}`,
      'personalTrainer',
      legDay,
    );
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ name: 'Leg day for Sam', updatedByName: 'Pat Trainer' });
    expect(changed.body.items.map((item: { exerciseName: string }) => item.exerciseName)).toEqual([
      'Back squat',
      'Plank',
    ]);
    expect(
      await call('GET', '/api/portal/workouts/wk-first-steps-full-body', 'personalTrainer'),
    ).toEqual(master);

    const created = await call('POST', '/api/portal/workouts', 'personalTrainer', {
      to: { kind: 'mine' },
      workout: legDay,
    });
    expect(created.status).toBe(201);
    // Their own library is theirs alone: another trainer-page role cannot read or change it.
    expect(
      (await call('GET', `/api/portal/workouts/${created.body.workoutId}`, 'fitnessManager'))
        .status,
    ).toBe(404);
    expect(
      (await call('PUT', `/api/portal/workouts/${created.body.workoutId}`, 'administrator', legDay))
        .status,
    ).toBe(404);
    const mine = await call('GET', '/api/portal/workouts', 'personalTrainer');
    expect(
      mine.body.workouts
        .filter((workout: { library: string }) => workout.library === 'mine')
        .map((workout: { name: string }) => workout.name),
    ).toEqual(['Leg day for Sam', 'Leg day for Sam']);
  });

  it("copies an exercise into a club's library; the club's managers change it, the master stays", async () => {
    const original = await call('GET', '/api/portal/exercises/ex-goblet-squat', 'fitnessManager');
    // The fitness manager works at club 17, not at 5.
    expect(
      (
        await call('POST', '/api/portal/exercises/ex-goblet-squat/copy', 'fitnessManager', {
          to: { kind: 'club', clubId: '5' },
        })
      ).status,
    ).toBe(403);
    const copy = await call(
      'POST',
      '/api/portal/exercises/ex-goblet-squat/copy',
      'fitnessManager',
      {
        to: { kind: 'club', clubId: '17' },
      },
    );
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({
      library: 'club',
      clubId: '17',
      copiedFrom: 'ex-goblet-squat',
      editable: true,
    });
    const edited = await call(
      'PUT',
      `/api/portal/exercises/${copy.body.exerciseId}`,
      'clubManager',
      squat,
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      name: 'Tempo goblet squat',
      copiedFrom: 'ex-goblet-squat',
    });
    // A trainer of another club does not see club 17's library; a trainer may not change a club's.
    expect(
      (await call('GET', `/api/portal/exercises/${copy.body.exerciseId}`, 'personalTrainer'))
        .status,
    ).toBe(404);
    expect(
      (await call('GET', '/api/portal/exercises/ex-goblet-squat', 'fitnessManager')).body,
    ).toEqual(original.body);
    const clubOnly = await call('GET', '/api/portal/exercises?library=club', 'administrator');
    expect(clubOnly.body.exercises.map((exercise: { name: string }) => exercise.name)).toEqual([
      'Tempo goblet squat',
    ]);
  });

  it('lets only administrators add to the master library', async () => {
    const byManager = await call('POST', '/api/portal/exercises', 'clubManager', {
      to: { kind: 'master' },
      exercise: squat,
    });
    expect(byManager.status).toBe(403);
    const byAdmin = await call('POST', '/api/portal/exercises', 'administrator', {
      to: { kind: 'master' },
      exercise: { ...squat, name: 'Pause squat' },
    });
    expect(byAdmin.status).toBe(201);
    const seen = await call('GET', '/api/portal/exercises?text=pause', 'personalTrainer');
    expect(seen.body.exercises).toEqual([{ ...byAdmin.body, editable: false }]);
  });

  it.each([
    {
      rule: 'no exercises',
      workout: { ...legDay, items: [] },
      fields: [{ field: 'body.workout.items', message: WORKOUT_MESSAGES.noItems }],
    },
    {
      rule: 'both reps and a duration',
      workout: { ...legDay, items: [{ ...legDay.items[0], durationSeconds: 30 }] },
      fields: [{ field: 'body.workout.items.0.reps', message: WORKOUT_MESSAGES.repsOrDuration }],
    },
    {
      rule: 'sets out of range',
      workout: { ...legDay, items: [{ ...legDay.items[0], sets: 0 }] },
      fields: [{ field: 'body.workout.items.0.sets', message: WORKOUT_MESSAGES.sets }],
    },
    {
      rule: 'an exercise not in the library',
      workout: {
        ...legDay,
        items: [legDay.items[0], { ...legDay.items[0], exerciseId: 'ex-moonwalk' }],
      },
      fields: [{ field: 'body.workout.items.1.exerciseId', message: WORKOUT_MESSAGES.exerciseId }],
    },
    {
      rule: 'no name',
      workout: { ...legDay, name: '  ' },
      fields: [{ field: 'body.workout.name', message: WORKOUT_MESSAGES.workoutName }],
    },
  ])('answers 400 for a workout with $rule and saves nothing', async ({ workout, fields }) => {
    const before = await call('GET', '/api/portal/workouts', 'clubManager');
    const refused = await call('POST', '/api/portal/workouts', 'clubManager', {
      to: { kind: 'club', clubId: '5' },
      workout,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual(fields);
    expect(await call('GET', '/api/portal/workouts', 'clubManager')).toEqual(before);
  });

  it('answers 400 for a club library of a club that does not exist', async () => {
    const refused = await call('POST', '/api/portal/workouts', 'administrator', {
      to: { kind: 'club', clubId: '999999' },
      workout: legDay,
    });
    expect([refused.status, refused.body.fields]).toEqual([
      400,
      [{ field: 'body.to.clubId', message: WORKOUT_MESSAGES.clubId }],
    ]);
  });
});

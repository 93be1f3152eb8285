import { describe, expect, it } from 'vitest';
import {
  ExerciseFields,
  type LibraryActor,
  mayEditLibrary,
  mayReadLibrary,
  WORKOUT_MESSAGES,
  WorkoutFields,
  workoutItemText,
} from './workouts';

const trainer: LibraryActor = { staffId: 't', role: 'personalTrainer', clubIds: ['5'] };
const fitnessManager: LibraryActor = { staffId: 'f', role: 'fitnessManager', clubIds: ['17'] };
const administrator: LibraryActor = { staffId: 'a', role: 'administrator', clubIds: [] };

describe('who may change and read which library', () => {
  it.each([
    [trainer, { kind: 'master' } as const, false],
    [administrator, { kind: 'master' } as const, true],
    [trainer, { kind: 'club', clubId: '5' } as const, false],
    [fitnessManager, { kind: 'club', clubId: '17' } as const, true],
    [fitnessManager, { kind: 'club', clubId: '5' } as const, false],
    [administrator, { kind: 'club', clubId: '5' } as const, true],
    [trainer, { kind: 'mine', ownerStaffId: 't' } as const, true],
    [administrator, { kind: 'mine', ownerStaffId: 't' } as const, false],
  ])('%o changes %o: %s', (actor, place, expected) => {
    expect(mayEditLibrary(actor, place)).toBe(expected);
  });

  it("reads the master library, their clubs' and their own only", () => {
    expect(mayReadLibrary(trainer, { kind: 'master' })).toBe(true);
    expect(mayReadLibrary(trainer, { kind: 'club', clubId: '5' })).toBe(true);
    expect(mayReadLibrary(trainer, { kind: 'club', clubId: '17' })).toBe(false);
    expect(mayReadLibrary(administrator, { kind: 'club', clubId: '17' })).toBe(true);
    expect(mayReadLibrary(fitnessManager, { kind: 'mine', ownerStaffId: 't' })).toBe(false);
  });
});

describe('the schemas of exercises and workouts', () => {
  const exercise = {
    name: 'Wall slide',
    description: 'Slide the arms up a wall.',
    primaryMuscles: ['shoulders'],
    secondaryMuscles: ['upperBack'],
    equipment: 'bodyweight',
    level: 'beginner',
  };

  it('takes an exercise with a primary muscle, refusing a muscle both primary and secondary', () => {
    expect(ExerciseFields.safeParse(exercise).success).toBe(true);
    const both = ExerciseFields.safeParse({ ...exercise, secondaryMuscles: ['shoulders'] });
    expect(both.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['secondaryMuscles', WORKOUT_MESSAGES.secondaryOverlap],
    ]);
    const none = ExerciseFields.safeParse({ ...exercise, primaryMuscles: [] });
    expect(none.error?.issues[0]?.message).toBe(WORKOUT_MESSAGES.primaryMuscles);
  });

  const item = { exerciseId: 'ex-plank', sets: 3, reps: null, durationSeconds: 40, loadKg: null };

  it('takes a workout whose items have reps or a duration, never both or neither', () => {
    expect(WorkoutFields.parse({ name: ' Core ', items: [item] })).toEqual({
      name: 'Core',
      notes: '',
      items: [item],
    });
    for (const bad of [
      { ...item, reps: 10 },
      { ...item, durationSeconds: null },
    ]) {
      const parsed = WorkoutFields.safeParse({ name: 'Core', items: [bad] });
      expect(parsed.error?.issues[0]?.message).toBe(WORKOUT_MESSAGES.repsOrDuration);
    }
    const heavy = WorkoutFields.safeParse({
      name: 'Core',
      items: [{ ...item, loadKg: 501 }],
    });
    expect(heavy.error?.issues[0]?.message).toBe(WORKOUT_MESSAGES.load);
  });

  it('reads an item as sets × reps or duration, with its load', () => {
    expect(workoutItemText({ sets: 3, reps: 10, durationSeconds: null, loadKg: 20 })).toBe(
      '3 × 10 @ 20 kg',
    );
    expect(workoutItemText(item)).toBe('3 × 40 s');
  });
});

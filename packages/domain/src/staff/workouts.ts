/**
 * The workouts library (issue 19; docs/decisions/0029): exercises and the workouts made of them,
 * in three libraries — the chain's master library, a club's copies and a team member's own — with
 * who may change which, and the schemas of every write. Copying never changes the original: a copy
 * is a new record that names what it was copied from.
 */
import { z } from 'zod';
import { wholeNumber } from './memberSearch';
import { mayActForClub, type ClubAssignment } from './portalAccess';
import {
  isStorableText,
  maxLengthRule,
  optionalText,
  requiredText,
  STORABLE_TEXT_MESSAGE,
} from '../validation/textField';

export const MUSCLES = [
  'chest',
  'upperBack',
  'lats',
  'lowerBack',
  'shoulders',
  'biceps',
  'triceps',
  'forearms',
  'abs',
  'obliques',
  'glutes',
  'quadriceps',
  'hamstrings',
  'calves',
  'hipFlexors',
  'adductors',
] as const;
export type Muscle = (typeof MUSCLES)[number];

export const MUSCLE_LABELS: Readonly<Record<Muscle, string>> = {
  chest: 'Chest',
  upperBack: 'Upper back',
  lats: 'Lats',
  lowerBack: 'Lower back',
  shoulders: 'Shoulders',
  biceps: 'Biceps',
  triceps: 'Triceps',
  forearms: 'Forearms',
  abs: 'Abs',
  obliques: 'Obliques',
  glutes: 'Glutes',
  quadriceps: 'Quadriceps',
  hamstrings: 'Hamstrings',
  calves: 'Calves',
  hipFlexors: 'Hip flexors',
  adductors: 'Adductors',
};

export const EQUIPMENT = [
  'bodyweight',
  'barbell',
  'dumbbell',
  'kettlebell',
  'cable',
  'machine',
  'band',
  'medicineBall',
  'bench',
  'pullUpBar',
  'cardioMachine',
] as const;
export type Equipment = (typeof EQUIPMENT)[number];

export const EQUIPMENT_LABELS: Readonly<Record<Equipment, string>> = {
  bodyweight: 'Bodyweight',
  barbell: 'Barbell',
  dumbbell: 'Dumbbells',
  kettlebell: 'Kettlebell',
  cable: 'Cable',
  machine: 'Machine',
  band: 'Resistance band',
  medicineBall: 'Medicine ball',
  bench: 'Bench',
  pullUpBar: 'Pull-up bar',
  cardioMachine: 'Cardio machine',
};

export const LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type Level = (typeof LEVELS)[number];

export const LEVEL_LABELS: Readonly<Record<Level, string>> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

/** Where a library record lives: the chain's master library, a club's, or a team member's own. */
export const LIBRARIES = ['master', 'club', 'mine'] as const;
export type LibraryKind = (typeof LIBRARIES)[number];

export const LIBRARY_LABELS: Readonly<Record<LibraryKind, string>> = {
  master: 'Master library',
  club: 'Club library',
  mine: 'My library',
};

/** A record's place: master; a club's (by id); or a team member's own (by staff id). */
export type LibraryPlace =
  { kind: 'master' } | { kind: 'club'; clubId: string } | { kind: 'mine'; ownerStaffId: string };

/** The team member asking to change or read the library: their id, role and clubs. */
export interface LibraryActor extends ClubAssignment {
  staffId: string;
}

/**
 * Who may change a record in its place: the master library only administrators; a club's library
 * its fitness managers and club managers (and administrators); a team member's own library only
 * that team member. Personal trainers thus change their own versions, and copy the rest.
 */
export function mayEditLibrary(actor: LibraryActor, place: LibraryPlace): boolean {
  switch (place.kind) {
    case 'master':
      return actor.role === 'administrator';
    case 'club':
      return (
        ['fitnessManager', 'clubManager', 'administrator'].includes(actor.role) &&
        mayActForClub(actor, place.clubId)
      );
    case 'mine':
      return place.ownerStaffId === actor.staffId;
  }
}

/**
 * Who may read a record: everyone with the workouts page reads the master library; a club's
 * library is read at that club (administrators at every club); one's own library only oneself.
 */
export function mayReadLibrary(actor: LibraryActor, place: LibraryPlace): boolean {
  switch (place.kind) {
    case 'master':
      return true;
    case 'club':
      return mayActForClub(actor, place.clubId);
    case 'mine':
      return place.ownerStaffId === actor.staffId;
  }
}

export const EXERCISE_NAME_MAX = 80;
export const EXERCISE_DESCRIPTION_MAX = 1000;
export const WORKOUT_NAME_MAX = 80;
export const WORKOUT_NOTES_MAX = 500;
export const WORKOUT_ITEMS_MAX = 30;
export const SETS_MAX = 20;
export const REPS_MAX = 100;
export const DURATION_MAX_SECONDS = 3600;
export const LOAD_MAX_KG = 500;

export const WORKOUT_MESSAGES = {
  exerciseName: 'Name the exercise.',
  exerciseNameLong: `An exercise's name is ${EXERCISE_NAME_MAX} characters or less.`,
  description: 'Describe how the exercise is done.',
  descriptionLong: `A description is ${EXERCISE_DESCRIPTION_MAX} characters or less.`,
  muscle: 'Choose muscles from the list.',
  primaryMuscles: 'Choose at least one primary muscle.',
  secondaryOverlap: 'A muscle is either primary or secondary, not both.',
  equipment: 'Choose equipment from the list.',
  level: 'Choose a level: beginner, intermediate or advanced.',
  workoutName: 'Name the workout.',
  workoutNameLong: `A workout's name is ${WORKOUT_NAME_MAX} characters or less.`,
  notesLong: `Notes are ${WORKOUT_NOTES_MAX} characters or less.`,
  noItems: 'Add at least one exercise to the workout.',
  tooManyItems: `A workout has at most ${WORKOUT_ITEMS_MAX} exercises.`,
  exerciseId: 'Choose an exercise from the library.',
  sets: `Sets are a whole number from 1 to ${SETS_MAX}.`,
  reps: `Reps are a whole number from 1 to ${REPS_MAX}.`,
  duration: `A duration is a whole number of seconds from 1 to ${DURATION_MAX_SECONDS}.`,
  repsOrDuration: 'Give reps or a duration for each exercise, not both.',
  load: `A load is a number of kilograms from 0 to ${LOAD_MAX_KG}.`,
  library: 'Choose where to save it: master, club or mine.',
  clubId: 'Choose the club whose library it goes to.',
} as const;

const wholeIn = (max: number, message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(max, message);

const muscleList = z.array(z.enum(MUSCLES, { error: WORKOUT_MESSAGES.muscle }), {
  error: WORKOUT_MESSAGES.muscle,
});

/** An exercise as a team member writes it (or the library file holds it), without its place. */
export const ExerciseFields = z
  .object({
    name: requiredText(WORKOUT_MESSAGES.exerciseName, [
      maxLengthRule(EXERCISE_NAME_MAX, WORKOUT_MESSAGES.exerciseNameLong),
    ]),
    description: requiredText(WORKOUT_MESSAGES.description, [
      maxLengthRule(EXERCISE_DESCRIPTION_MAX, WORKOUT_MESSAGES.descriptionLong),
    ]),
    primaryMuscles: muscleList.min(1, WORKOUT_MESSAGES.primaryMuscles),
    secondaryMuscles: muscleList,
    equipment: z.enum(EQUIPMENT, { error: WORKOUT_MESSAGES.equipment }),
    level: z.enum(LEVELS, { error: WORKOUT_MESSAGES.level }),
  })
  .refine(
    (exercise) =>
      !exercise.secondaryMuscles.some((muscle) => exercise.primaryMuscles.includes(muscle)),
    { path: ['secondaryMuscles'], error: WORKOUT_MESSAGES.secondaryOverlap },
  );
export type ExerciseFields = z.infer<typeof ExerciseFields>;

/** One exercise of a workout, in order: sets with reps or a duration, and an optional load. */
export const WorkoutItem = z
  .object({
    exerciseId: z
      .string({ error: WORKOUT_MESSAGES.exerciseId })
      .min(1, WORKOUT_MESSAGES.exerciseId),
    sets: wholeIn(SETS_MAX, WORKOUT_MESSAGES.sets),
    reps: wholeIn(REPS_MAX, WORKOUT_MESSAGES.reps).nullable(),
    durationSeconds: wholeIn(DURATION_MAX_SECONDS, WORKOUT_MESSAGES.duration).nullable(),
    loadKg: z
      .number({ error: WORKOUT_MESSAGES.load })
      .min(0, WORKOUT_MESSAGES.load)
      .max(LOAD_MAX_KG, WORKOUT_MESSAGES.load)
      .nullable(),
  })
  .refine((item) => (item.reps === null) !== (item.durationSeconds === null), {
    path: ['reps'],
    error: WORKOUT_MESSAGES.repsOrDuration,
  });
export type WorkoutItem = z.infer<typeof WorkoutItem>;

/** A workout as a team member writes it: a name, notes and its exercises in order. */
export const WorkoutFields = z.object({
  name: requiredText(WORKOUT_MESSAGES.workoutName, [
    maxLengthRule(WORKOUT_NAME_MAX, WORKOUT_MESSAGES.workoutNameLong),
  ]),
  notes: optionalText([maxLengthRule(WORKOUT_NOTES_MAX, WORKOUT_MESSAGES.notesLong)]).transform(
    (notes) => notes ?? '',
  ),
  items: z
    .array(WorkoutItem, { error: WORKOUT_MESSAGES.noItems })
    .min(1, WORKOUT_MESSAGES.noItems)
    .max(WORKOUT_ITEMS_MAX, WORKOUT_MESSAGES.tooManyItems),
});
export type WorkoutFields = z.infer<typeof WorkoutFields>;

/** Where a new record or a copy goes: master, one of the team member's clubs, or their own. */
export const LibraryTarget = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('master') }),
    z.object({
      kind: z.literal('club'),
      clubId: z.string({ error: WORKOUT_MESSAGES.clubId }).min(1, WORKOUT_MESSAGES.clubId),
    }),
    z.object({ kind: z.literal('mine') }),
  ],
  { error: WORKOUT_MESSAGES.library },
);
export type LibraryTarget = z.infer<typeof LibraryTarget>;

/** The place a target names for the team member writing to it. */
export function placeOf(target: LibraryTarget, actor: Pick<LibraryActor, 'staffId'>): LibraryPlace {
  return target.kind === 'mine' ? { kind: 'mine', ownerStaffId: actor.staffId } : target;
}

/** How a workout item reads: "3 × 10 @ 20 kg", "2 × 45 s". */
export function workoutItemText(
  item: Pick<WorkoutItem, 'sets' | 'reps' | 'durationSeconds' | 'loadKg'>,
): string {
  const each = item.reps !== null ? `${item.reps}` : `${item.durationSeconds ?? 0} s`;
  return `${item.sets} × ${each}${item.loadKg !== null ? ` @ ${item.loadKg} kg` : ''}`;
}

export const EXERCISE_SEARCH_TEXT_MAX = 80;
export const EXERCISE_PAGE_SIZES = [10, 20, 50] as const;
export const EXERCISE_SEARCH_MAX_PAGE = 100;

export const EXERCISE_SEARCH_MESSAGES = {
  textLong: `A search is ${EXERCISE_SEARCH_TEXT_MAX} characters or less.`,
  muscle: 'Choose a muscle from the list.',
  equipment: 'Choose equipment from the list.',
  level: 'Choose a level: beginner, intermediate or advanced.',
  library: 'Choose a library: master, club or mine.',
  page: `The page is a whole number from 1 to ${EXERCISE_SEARCH_MAX_PAGE}.`,
  pageSize: `Show ${EXERCISE_PAGE_SIZES.join(', ')} exercises a page.`,
} as const;

/**
 * A search of the exercises a team member may read, as a query string carries it: words of the
 * name (any part, case aside), a muscle (primary or secondary), equipment, level and library, a
 * page at a time in name order.
 */
export const ExerciseSearchQuery = z.object({
  text: z
    .string()
    .trim()
    .refine(isStorableText, { error: STORABLE_TEXT_MESSAGE })
    .refine((text) => text.length <= EXERCISE_SEARCH_TEXT_MAX, {
      error: EXERCISE_SEARCH_MESSAGES.textLong,
    })
    .optional(),
  muscle: z.enum(MUSCLES, { error: EXERCISE_SEARCH_MESSAGES.muscle }).optional(),
  equipment: z.enum(EQUIPMENT, { error: EXERCISE_SEARCH_MESSAGES.equipment }).optional(),
  level: z.enum(LEVELS, { error: EXERCISE_SEARCH_MESSAGES.level }).optional(),
  library: z.enum(LIBRARIES, { error: EXERCISE_SEARCH_MESSAGES.library }).optional(),
  page: wholeNumber(EXERCISE_SEARCH_MESSAGES.page, 1, EXERCISE_SEARCH_MAX_PAGE).default(1),
  pageSize: wholeNumber(EXERCISE_SEARCH_MESSAGES.pageSize, 1, 50)
    .refine((size) => (EXERCISE_PAGE_SIZES as readonly number[]).includes(size), {
      error: EXERCISE_SEARCH_MESSAGES.pageSize,
    })
    .default(20),
});
export type ExerciseSearchQuery = z.infer<typeof ExerciseSearchQuery>;

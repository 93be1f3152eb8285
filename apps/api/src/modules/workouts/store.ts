import type {
  Equipment,
  ExerciseFields,
  Level,
  LibraryPlace,
  Muscle,
  WorkoutFields,
  WorkoutItem,
} from '@clubjoin/domain/staff/workouts';
import type { Queryable } from '../../db/database';

/** An exercise as stored, with its place in the libraries. */
export interface StoredExercise extends ExerciseFields {
  exerciseId: string;
  place: LibraryPlace;
  copiedFrom: string | null;
}

export interface StoredWorkout extends WorkoutFields {
  workoutId: string;
  place: LibraryPlace;
  copiedFrom: string | null;
  updatedAt: Date;
  updatedByName: string | null;
}

interface PlaceRow {
  library: LibraryPlace['kind'];
  club_id: string | null;
  owner_staff_id: string | null;
  copied_from: string | null;
}

function placeOfRow(row: PlaceRow): LibraryPlace {
  if (row.library === 'club') return { kind: 'club', clubId: row.club_id ?? '' };
  if (row.library === 'mine') return { kind: 'mine', ownerStaffId: row.owner_staff_id ?? '' };
  return { kind: 'master' };
}

function placeColumns(place: LibraryPlace): [string, string | null, string | null] {
  return [
    place.kind,
    place.kind === 'club' ? place.clubId : null,
    place.kind === 'mine' ? place.ownerStaffId : null,
  ];
}

interface ExerciseRow extends PlaceRow {
  exercise_id: string;
  name: string;
  description: string;
  primary_muscles: Muscle[];
  secondary_muscles: Muscle[];
  equipment: Equipment;
  level: Level;
}

function exerciseOfRow(row: ExerciseRow): StoredExercise {
  return {
    exerciseId: row.exercise_id,
    name: row.name,
    description: row.description,
    primaryMuscles: row.primary_muscles,
    secondaryMuscles: row.secondary_muscles,
    equipment: row.equipment,
    level: row.level,
    place: placeOfRow(row),
    copiedFrom: row.copied_from,
  };
}

/** Who reads: the clubs whose libraries they see (null: every club) and their own id. */
export interface LibraryReader {
  staffId: string;
  clubIds: readonly string[] | null;
}

/** The SQL condition of the records a reader may read, its parameters from `$first` on. */
function readableCondition(reader: LibraryReader, first: number): [string, unknown[]] {
  return [
    `(library = 'master' OR (library = 'mine' AND owner_staff_id = $${first}) OR (library = 'club' AND ($${first + 1}::text[] IS NULL OR club_id = ANY($${first + 1}::text[]))))`,
    [reader.staffId, reader.clubIds],
  ];
}

export interface ExerciseFilter {
  text?: string | undefined;
  muscle?: Muscle | undefined;
  equipment?: Equipment | undefined;
  level?: Level | undefined;
  library?: LibraryPlace['kind'] | undefined;
  page: number;
  pageSize: number;
}

/** A page of the exercises a reader may read that pass the filter, in name order, with the count. */
export async function selectExercises(
  db: Queryable,
  reader: LibraryReader,
  filter: ExerciseFilter,
): Promise<{ exercises: StoredExercise[]; total: number }> {
  const [readable, params] = readableCondition(reader, 1);
  const conditions = [readable];
  const add = (condition: (at: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(condition(`$${params.length}`));
  };
  for (const word of (filter.text ?? '').toLowerCase().split(/\s+/).filter(Boolean)) {
    add((at) => `strpos(lower(name), ${at}) > 0`, word);
  }
  if (filter.muscle)
    add((at) => `(${at} = ANY(primary_muscles) OR ${at} = ANY(secondary_muscles))`, filter.muscle);
  if (filter.equipment) add((at) => `equipment = ${at}`, filter.equipment);
  if (filter.level) add((at) => `level = ${at}`, filter.level);
  if (filter.library) add((at) => `library = ${at}`, filter.library);
  params.push(filter.pageSize, (filter.page - 1) * filter.pageSize);
  const rows = await db.query<ExerciseRow & { total: number }>(
    `SELECT *, count(*) OVER ()::int AS total FROM library_exercises
     WHERE ${conditions.join(' AND ')}
     ORDER BY lower(name), exercise_id
     LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return { exercises: rows.map(exerciseOfRow), total: rows[0]?.total ?? 0 };
}

export async function selectExercise(
  db: Queryable,
  exerciseId: string,
): Promise<StoredExercise | undefined> {
  const [row] = await db.query<ExerciseRow>(
    'SELECT * FROM library_exercises WHERE exercise_id = $1',
    [exerciseId],
  );
  return row && exerciseOfRow(row);
}

/** The names of the exercises among `ids` a reader may read, by id. */
export async function selectReadableExerciseNames(
  db: Queryable,
  reader: LibraryReader,
  ids: readonly string[],
): Promise<Map<string, string>> {
  const [readable, params] = readableCondition(reader, 2);
  const rows = await db.query<{ exercise_id: string; name: string }>(
    `SELECT exercise_id, name FROM library_exercises WHERE exercise_id = ANY($1::text[]) AND ${readable}`,
    [ids, ...params],
  );
  return new Map(rows.map((row) => [row.exercise_id, row.name]));
}

export async function insertExercise(
  tx: Queryable,
  exercise: StoredExercise,
  at: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO library_exercises (exercise_id, library, club_id, owner_staff_id, copied_from, name,
       description, primary_muscles, secondary_muscles, equipment, level, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      exercise.exerciseId,
      ...placeColumns(exercise.place),
      exercise.copiedFrom,
      exercise.name,
      exercise.description,
      exercise.primaryMuscles,
      exercise.secondaryMuscles,
      exercise.equipment,
      exercise.level,
      at,
    ],
  );
}

export async function updateExerciseFields(
  tx: Queryable,
  exerciseId: string,
  fields: ExerciseFields,
  at: Date,
): Promise<void> {
  await tx.query(
    `UPDATE library_exercises SET name = $2, description = $3, primary_muscles = $4,
       secondary_muscles = $5, equipment = $6, level = $7, updated_at = $8
     WHERE exercise_id = $1`,
    [
      exerciseId,
      fields.name,
      fields.description,
      fields.primaryMuscles,
      fields.secondaryMuscles,
      fields.equipment,
      fields.level,
      at,
    ],
  );
}

export async function hasAnyExercise(db: Queryable): Promise<boolean> {
  const [row] = await db.query('SELECT 1 FROM library_exercises LIMIT 1');
  return row !== undefined;
}

interface WorkoutRow extends PlaceRow {
  workout_id: string;
  name: string;
  notes: string;
  items: WorkoutItem[];
  updated_at: Date;
  updated_by_name: string | null;
}

function workoutOfRow(row: WorkoutRow): StoredWorkout {
  return {
    workoutId: row.workout_id,
    name: row.name,
    notes: row.notes,
    items: row.items,
    place: placeOfRow(row),
    copiedFrom: row.copied_from,
    updatedAt: row.updated_at,
    updatedByName: row.updated_by_name,
  };
}

/** The workouts a reader may read: master first, then clubs', then their own, each by name. */
export async function selectWorkouts(
  db: Queryable,
  reader: LibraryReader,
): Promise<StoredWorkout[]> {
  const [readable, params] = readableCondition(reader, 1);
  const rows = await db.query<WorkoutRow>(
    `SELECT * FROM library_workouts WHERE ${readable}
     ORDER BY array_position(ARRAY['master', 'club', 'mine'], library), lower(name), workout_id`,
    params,
  );
  return rows.map(workoutOfRow);
}

/** The names of the workouts among `ids` a reader may read, by id. */
export async function selectReadableWorkoutNames(
  db: Queryable,
  reader: LibraryReader,
  ids: readonly string[],
): Promise<Map<string, string>> {
  const [readable, params] = readableCondition(reader, 2);
  const rows = await db.query<{ workout_id: string; name: string }>(
    `SELECT workout_id, name FROM library_workouts WHERE workout_id = ANY($1::text[]) AND ${readable}`,
    [ids, ...params],
  );
  return new Map(rows.map((row) => [row.workout_id, row.name]));
}

export async function selectWorkout(
  db: Queryable,
  workoutId: string,
): Promise<StoredWorkout | undefined> {
  const [row] = await db.query<WorkoutRow>('SELECT * FROM library_workouts WHERE workout_id = $1', [
    workoutId,
  ]);
  return row && workoutOfRow(row);
}

export async function insertWorkout(tx: Queryable, workout: StoredWorkout): Promise<void> {
  await tx.query(
    `INSERT INTO library_workouts (workout_id, library, club_id, owner_staff_id, copied_from, name,
       notes, items, updated_at, updated_by_name)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      workout.workoutId,
      ...placeColumns(workout.place),
      workout.copiedFrom,
      workout.name,
      workout.notes,
      JSON.stringify(workout.items),
      workout.updatedAt,
      workout.updatedByName,
    ],
  );
}

export async function updateWorkoutFields(
  tx: Queryable,
  workoutId: string,
  fields: WorkoutFields,
  at: Date,
  byName: string,
): Promise<void> {
  await tx.query(
    `UPDATE library_workouts SET name = $2, notes = $3, items = $4, updated_at = $5,
       updated_by_name = $6 WHERE workout_id = $1`,
    [workoutId, fields.name, fields.notes, JSON.stringify(fields.items), at, byName],
  );
}

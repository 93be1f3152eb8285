import { MUSCLE_LABELS, type Muscle } from '@clubjoin/domain/staff/workouts';
import styles from './workouts.module.css';

/** An ellipse of a muscle on the front (x < 100) or back (x >= 120) figure: cx, cy, rx, ry. */
type Shape = readonly [number, number, number, number];

/** Where each muscle is drawn, mirrored left and right on the front and back figures. */
const SHAPES: Readonly<Record<Muscle, readonly Shape[]>> = {
  chest: [
    [40, 58, 11, 8],
    [60, 58, 11, 8],
  ],
  shoulders: [
    [25, 50, 7, 7],
    [75, 50, 7, 7],
    [145, 50, 7, 7],
    [195, 50, 7, 7],
  ],
  biceps: [
    [21, 70, 5, 10],
    [79, 70, 5, 10],
  ],
  forearms: [
    [17, 95, 4, 12],
    [83, 95, 4, 12],
    [137, 95, 4, 12],
    [203, 95, 4, 12],
  ],
  abs: [[50, 84, 9, 16]],
  obliques: [
    [36, 86, 4, 12],
    [64, 86, 4, 12],
  ],
  hipFlexors: [
    [41, 106, 5, 5],
    [59, 106, 5, 5],
  ],
  adductors: [
    [45, 122, 4, 10],
    [55, 122, 4, 10],
  ],
  quadriceps: [
    [38, 130, 7, 18],
    [62, 130, 7, 18],
  ],
  calves: [
    [38, 172, 5, 12],
    [62, 172, 5, 12],
    [158, 170, 6, 13],
    [182, 170, 6, 13],
  ],
  upperBack: [[170, 52, 18, 8]],
  triceps: [
    [141, 70, 5, 10],
    [199, 70, 5, 10],
  ],
  lats: [
    [158, 72, 7, 12],
    [182, 72, 7, 12],
  ],
  lowerBack: [[170, 90, 8, 9]],
  glutes: [
    [161, 110, 9, 9],
    [179, 110, 9, 9],
  ],
  hamstrings: [
    [158, 135, 7, 17],
    [182, 135, 7, 17],
  ],
};

/** The body's outline on both figures: head, trunk, arms and legs. */
function Outline({ x }: { x: number }) {
  return (
    <g className={styles.outline}>
      <circle cx={x + 50} cy={22} r={12} />
      <rect x={x + 30} y={40} width={40} height={68} rx={10} />
      <rect x={x + 14} y={44} width={12} height={66} rx={6} />
      <rect x={x + 74} y={44} width={12} height={66} rx={6} />
      <rect x={x + 30} y={104} width={18} height={86} rx={8} />
      <rect x={x + 52} y={104} width={18} height={86} rx={8} />
    </g>
  );
}

const listOf = (muscles: readonly Muscle[]) =>
  muscles.map((muscle) => MUSCLE_LABELS[muscle].toLowerCase()).join(', ');

/**
 * An exercise's picture, drawn for this project: the body from the front and the back, its primary
 * muscles filled dark and its secondary muscles light. Its text alternative names them.
 */
export function ExerciseIllustration({
  primary,
  secondary,
}: {
  primary: readonly Muscle[];
  secondary: readonly Muscle[];
}) {
  const label = `Front and back of a body: works ${listOf(primary)}${secondary.length > 0 ? `; also ${listOf(secondary)}` : ''}.`;
  const draw = (muscles: readonly Muscle[], className: string | undefined) =>
    muscles.flatMap((muscle) =>
      SHAPES[muscle].map(([cx, cy, rx, ry]) => (
        <ellipse
          key={`${muscle}-${cx}-${cy}`}
          className={className}
          cx={cx}
          cy={cy}
          rx={rx}
          ry={ry}
        />
      )),
    );
  return (
    <svg className={styles.illustration} viewBox="0 0 220 200" role="img" aria-label={label}>
      <Outline x={0} />
      <Outline x={120} />
      {draw(secondary, styles.secondary)}
      {draw(primary, styles.primary)}
    </svg>
  );
}

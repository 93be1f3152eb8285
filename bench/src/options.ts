import { loadavg } from 'node:os';

/**
 * `npm run bench [-- --quick] [names…]`: every benchmark, or those named; `--quick` runs one short
 * round of each (a smoke run, for trends only), the full run three longer alternated rounds (two
 * for whole purchases).
 */
export interface BenchOptions {
  quick: boolean;
  only: ReadonlySet<string>;
  /** Alternated rounds per contender. */
  rounds: number;
  /** Seconds of load per contender per round. */
  seconds: number;
}

export function readBenchOptions(argv: readonly string[]): BenchOptions {
  const quick = argv.includes('--quick');
  return {
    quick,
    only: new Set(argv.filter((argument) => !argument.startsWith('--'))),
    rounds: quick ? 1 : 3,
    // Four seconds a load keeps the whole run within its 15 minutes on two cores.
    seconds: quick ? 2 : 4,
  };
}

/** The machine's load, printed beside each figure: a ratio taken on a busy machine says so. */
export function loadAverage(): string {
  return loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');
}

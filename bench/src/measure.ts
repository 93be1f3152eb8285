import { median } from './stats';

/** One contender of a side-by-side benchmark: a name and one unit of work. */
export interface Contender {
  name: string;
  run: () => Promise<unknown>;
}

export interface Measurement {
  name: string;
  /** Median operations per second over the rounds. */
  opsPerSecond: number;
}

/**
 * Measures contenders in alternating rounds within one run, so a noisy, shared machine slows
 * them alike and their ratio stays meaningful where absolute numbers would not.
 */
export async function measureSideBySide(
  contenders: readonly Contender[],
  { rounds = 7, operationsPerRound = 2000, warmup = 500 } = {},
): Promise<Measurement[]> {
  for (const contender of contenders) for (let i = 0; i < warmup; i++) await contender.run();
  const samples = contenders.map(() => [] as number[]);
  for (let round = 0; round < rounds; round++) {
    for (const [index, contender] of contenders.entries()) {
      const started = process.hrtime.bigint();
      for (let i = 0; i < operationsPerRound; i++) await contender.run();
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      samples[index]?.push(operationsPerRound / seconds);
    }
  }
  return contenders.map((contender, index) => ({
    name: contender.name,
    opsPerSecond: median(samples[index] ?? []),
  }));
}

/** Prints each measurement and its ratio to the first (the baseline). */
export function printRatios(title: string, measurements: readonly Measurement[]): void {
  const baseline = measurements[0]?.opsPerSecond ?? 1;
  console.log(`\n${title}`);
  for (const { name, opsPerSecond } of measurements) {
    const ratio = opsPerSecond / baseline;
    console.log(
      `  ${name.padEnd(44)} ${opsPerSecond.toFixed(0).padStart(8)} ops/s   ×${ratio.toFixed(2)}`,
    );
  }
}

import { hashPassword, PASSWORD_HASH_COSTS } from '@clubjoin/api/modules/identity/passwordHash';
import { loadAverage, type BenchOptions } from '../options';
import { median, percentile, spreadPercent } from '../stats';
import { buyerAddress, purchase } from './purchaseRequests';
import { startApp } from './servers';

interface Rate {
  perSecond: number;
  p99Ms: number;
  failures: number;
  firstFailure?: string;
}

/** Runs `work` from `concurrency` loops for `seconds`: completions per second and p99 of each. */
async function closedLoop(
  concurrency: number,
  seconds: number,
  work: () => Promise<void>,
): Promise<Rate> {
  const latencies: number[] = [];
  let failures = 0;
  let firstFailure: string | undefined;
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const begun = performance.now();
        try {
          await work();
          latencies.push(performance.now() - begun);
        } catch (error) {
          failures += 1;
          firstFailure ??= error instanceof Error ? error.message : String(error);
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return {
    perSecond: latencies.length / elapsed,
    p99Ms: percentile(latencies, 0.99),
    failures,
    firstFailure,
  };
}

function describe(name: string, rates: Rate[], reference?: Rate[]): string {
  const perSecond = median(rates.map((rate) => rate.perSecond));
  const ratio = reference
    ? `   ×${(perSecond / median(reference.map((rate) => rate.perSecond))).toFixed(2)}`
    : '';
  const failures = rates.reduce((sum, rate) => sum + rate.failures, 0);
  const failed = failures
    ? `   ${failures} failed (${rates.find((rate) => rate.firstFailure)?.firstFailure})`
    : '';
  return (
    `  ${name.padEnd(40)} ${perSecond.toFixed(1).padStart(7)}/s ±${spreadPercent(
      rates.map((rate) => rate.perSecond),
    )
      .toFixed(0)
      .padStart(2)}%` +
    `   p99 ${median(rates.map((rate) => rate.p99Ms))
      .toFixed(0)
      .padStart(5)} ms${ratio}${failed}`
  );
}

/**
 * Whole purchases (cart, stage, token, paymentInfo, complete) by concurrent buyers, without and
 * with signup; purchases with signup against the password hash alone at the same concurrency,
 * alternated in each round: the hash is the one cost a signup may not avoid.
 */
export async function benchPurchases(
  options: BenchOptions,
  databaseUrl: string | undefined,
): Promise<void> {
  const app = await startApp({ databaseUrl });
  const concurrencies = options.quick ? [20] : [1, 5, 20, 50];
  try {
    const buy = (signup: boolean) => () =>
      purchase({ baseUrl: app.url, address: buyerAddress() }, signup);
    const hash = () =>
      hashPassword('Summer-Swim-2025', PASSWORD_HASH_COSTS.production).then(() => undefined);
    await closedLoop(5, 1, buy(false));
    console.log(`\nPurchases, ${app.name} (load ${loadAverage()})`);
    for (const concurrency of concurrencies) {
      const plain: Rate[] = [];
      const signup: Rate[] = [];
      const hashes: Rate[] = [];
      for (let round = 0; round < options.rounds; round++) {
        plain.push(await closedLoop(concurrency, options.seconds, buy(false)));
        signup.push(await closedLoop(concurrency, options.seconds, buy(true)));
        hashes.push(await closedLoop(concurrency, options.seconds, hash));
      }
      console.log(describe(`${concurrency} buyers, no signup`, plain));
      console.log(describe(`${concurrency} buyers, with signup (vs hashes)`, signup, hashes));
      console.log(describe(`${concurrency} at once, password hash alone`, hashes));
    }
    console.log(
      '  goal: at 20 buyers ≥ 100/s, p99 ≤ 150 ms without signup; with signup ×0.95 of the hash',
    );
  } finally {
    await app.stop();
  }
}

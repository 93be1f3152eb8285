import autocannon from 'autocannon';
import { median, spreadPercent } from '../stats';
import type { BenchOptions } from '../options';

/** One kind of request a load runs: where to, and how each request is made. */
export interface LoadTarget {
  name: string;
  /** The request's URL (the server's base is prepended). */
  baseUrl: () => string;
  path: string;
  method?: 'GET' | 'POST' | 'PUT';
  /** Builds each request's body and headers; connection state lives in `context`. */
  setupRequest?: autocannon.Request['setupRequest'];
  onResponse?: autocannon.Request['onResponse'];
  body?: unknown;
  /** Runs before each load of this target (fresh state the last load may have left behind). */
  prepare?: () => Promise<void>;
}

export interface LoadFigure {
  name: string;
  requestsPerSecond: number[];
  p99Ms: number[];
  failures: number;
}

async function runOnce(target: LoadTarget, connections: number, seconds: number) {
  await target.prepare?.();
  const headers = { 'content-type': 'application/json' };
  const request: autocannon.Request = {
    method: target.method ?? 'GET',
    path: target.path,
    headers,
    ...(target.body === undefined ? {} : { body: JSON.stringify(target.body) }),
    ...(target.setupRequest ? { setupRequest: target.setupRequest } : {}),
    ...(target.onResponse ? { onResponse: target.onResponse } : {}),
  };
  return autocannon({
    url: target.baseUrl(),
    connections,
    duration: seconds,
    requests: [request],
  });
}

/**
 * Loads each target in turn, round after round, so that a shared machine's slow moments fall on
 * all of them alike; reports each round's requests/s and p99 latency.
 */
export async function loadSideBySide(
  targets: readonly LoadTarget[],
  connections: number,
  options: BenchOptions,
): Promise<LoadFigure[]> {
  const figures = targets.map((target) => ({
    name: target.name,
    requestsPerSecond: [] as number[],
    p99Ms: [] as number[],
    failures: 0,
  }));
  // A short warm-up each, so that the JIT and the caches are warm before anything counts.
  for (const target of targets) await runOnce(target, connections, 1);
  for (let round = 0; round < options.rounds; round++) {
    for (const [index, target] of targets.entries()) {
      const result = await runOnce(target, connections, options.seconds);
      const figure = figures[index];
      if (!figure) continue;
      figure.requestsPerSecond.push(result.requests.average);
      figure.p99Ms.push(result.latency.p99);
      figure.failures += result.non2xx + result.errors + result.timeouts;
    }
  }
  return figures;
}

/** A table row: median requests/s (± spread), its ratio to the reference, and median p99. */
export function describeFigure(figure: LoadFigure, reference: LoadFigure): string {
  const rate = median(figure.requestsPerSecond);
  const ratio = rate / median(reference.requestsPerSecond);
  const failures = figure.failures ? `   ${figure.failures} failed` : '';
  return (
    `  ${figure.name.padEnd(46)} ${rate.toFixed(0).padStart(7)} req/s ±${spreadPercent(figure.requestsPerSecond).toFixed(0).padStart(2)}%` +
    `   ×${ratio.toFixed(3)}   p99 ${median(figure.p99Ms).toFixed(0).padStart(5)} ms${failures}`
  );
}

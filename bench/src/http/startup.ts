import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loadAverage, type BenchOptions } from '../options';
import { median, spreadPercent } from '../stats';
import { CATALOG_READS } from './catalogReads';
import { loadSideBySide } from './load';
import { type RunningServer, startApp, startHelloWorld } from './servers';

/** A process's resident memory now and at its peak so far, in MiB (Linux's /proc). */
function memoryOf(pid: number): { residentMiB: number; peakMiB: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { residentMiB: kib('VmRSS') / 1024, peakMiB: kib('VmHWM') / 1024 };
}

interface StartFigure {
  name: string;
  startMs: number[];
  idleMiB: number[];
  peakMiB: number[];
}

const figureNamed = (name: string): StartFigure => ({
  name,
  startMs: [],
  idleMiB: [],
  peakMiB: [],
});

/** How long a started server is left alone before its idle memory is read. */
const SETTLE_MS = 1_000;
/** Seconds of load per path (after a second's warm-up) before the peak is read. */
const PEAK_LOAD_SECONDS = 1;

/**
 * Records a started server's start time and idle memory, loads it (its catalog reads, or the
 * hello-world's one answer) for a moment, then records its peak memory since it started (for an
 * empty database, migrating and seeding it may be that peak) and stops it. A load that failed
 * requests stops the bench: its memory would not be a catalog read's.
 */
async function recordServer(
  figure: StartFigure,
  server: RunningServer,
  paths: readonly string[],
  options: BenchOptions,
): Promise<void> {
  try {
    figure.startMs.push(server.startMs);
    await new Promise((done) => setTimeout(done, SETTLE_MS));
    figure.idleMiB.push(memoryOf(server.pid).residentMiB);
    const targets = paths.map((path) => ({ name: path, baseUrl: () => server.url, path }));
    const loads = await loadSideBySide(targets, 50, {
      ...options,
      rounds: 1,
      seconds: PEAK_LOAD_SECONDS,
    });
    const failed = loads.filter((load) => load.failures > 0).map((load) => load.name);
    if (failed.length)
      throw new Error(`${figure.name}: requests failed under load on ${failed.join(', ')}`);
    figure.peakMiB.push(memoryOf(server.pid).peakMiB);
  } finally {
    await server.stop();
  }
}

/** A database of its own on the server of `databaseUrl` for `use`, dropped afterwards. */
async function withEmptyDatabase(
  databaseUrl: string,
  use: (url: string) => Promise<void>,
): Promise<void> {
  const name = `clubjoin_bench_start_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    try {
      await use(url.toString());
    } finally {
      await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
    }
  } finally {
    await admin.end();
  }
}

/** The catalog reads loaded before the peak is read. */
const CATALOG_PATHS = CATALOG_READS.map((read) => read.path);

function describe(figure: StartFigure, reference: StartFigure): string {
  const ratio = (values: number[], of: number[]) => `×${(median(values) / median(of)).toFixed(1)}`;
  return (
    `  ${figure.name.padEnd(36)} start ${(median(figure.startMs) / 1000).toFixed(2).padStart(5)} s` +
    ` ±${spreadPercent(figure.startMs).toFixed(0).padStart(2)}% ${ratio(figure.startMs, reference.startMs).padStart(6)}` +
    `   RSS idle ${median(figure.idleMiB).toFixed(0).padStart(4)} MiB ${ratio(figure.idleMiB, reference.idleMiB).padStart(5)}` +
    `   peak ${median(figure.peakMiB).toFixed(0).padStart(4)} MiB ${ratio(figure.peakMiB, reference.peakMiB).padStart(5)}`
  );
}

/**
 * Start to healthy and memory, round after round: the hello-world (the reference), the app on an
 * empty database (migrated and seeded as it starts), and the app again on the data that start
 * left. Memory is read once the server has idled a second, and its peak since it started after
 * catalog reads at 50 connections. The hello-world starts through tsx (it is TypeScript), which
 * its start time includes. The issue sets no goal for these; they are watched so no change worsens
 * them unseen.
 */
export async function benchStartup(
  options: BenchOptions,
  databaseUrl: string | undefined,
): Promise<void> {
  const hello = figureNamed('hello-world (reference)');
  const empty = figureNamed('empty database');
  const existing = figureNamed('existing data');
  let name = '';
  for (let round = 0; round < options.rounds; round++) {
    const server = await startHelloWorld();
    await recordServer(hello, server, ['/'], options);
    const startTwice = async (url: string | undefined) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'clubjoin-bench-start-'));
      try {
        const first = await startApp({ databaseUrl: url, dataDir });
        name = first.name;
        await recordServer(empty, first, CATALOG_PATHS, options);
        await recordServer(
          existing,
          await startApp({ databaseUrl: url, dataDir }),
          CATALOG_PATHS,
          options,
        );
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    };
    if (databaseUrl) await withEmptyDatabase(databaseUrl, startTwice);
    else await startTwice(undefined);
  }
  console.log(`\nStart to healthy and memory, ${name} (load ${loadAverage()})`);
  for (const figure of [hello, empty, existing]) console.log(describe(figure, hello));
  console.log('  goal: none set; watched so that no change makes them worse unseen');
}

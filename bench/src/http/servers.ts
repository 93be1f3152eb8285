import { fork, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '../../..');

/** A server under load in a process of its own, so load generator and server never share a thread. */
export interface RunningServer {
  name: string;
  url: string;
  /** The server's process id, for reading its memory. */
  pid: number;
  /** Milliseconds from starting the process to its first healthy answer. */
  startMs: number;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}

/** The reference: Fastify's hello-world with a response schema (./helloWorld.ts). */
export async function startHelloWorld(): Promise<RunningServer> {
  const port = await freePort();
  const started = performance.now();
  const child = fork(join(import.meta.dirname, 'helloWorld.ts'), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise<void>((done, fail) => {
    child.once('message', () => done());
    child.once('exit', (code) => fail(new Error(`the hello-world server exited with ${code}`)));
  });
  return {
    name: 'hello-world',
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    startMs: performance.now() - started,
    stop: () => stopped(child),
  };
}

export interface AppServerOptions {
  /** PostgreSQL when set; a fresh embedded PGlite database otherwise. */
  databaseUrl?: string;
  /** The data directory to use and keep (an earlier run's data); a fresh one, removed at stop, without. */
  dataDir?: string;
}

/**
 * The built app (`apps/api/dist/main.js`, as `npm start` runs it) on a fresh embedded database or
 * on `databaseUrl`, with production's logging (to nowhere), a fixed clock so that the catalog's
 * dated rules answer alike on any day, and loopback trusted as a proxy so that each simulated
 * buyer can come from an address of its own, as buyers behind a load balancer do.
 */
export async function startApp(options: AppServerOptions = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'clubjoin-bench-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    CLOCK_AT: '2026-11-21T18:00:00Z',
    TRUST_PROXY: 'loopback',
  };
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;
  const started = performance.now();
  const child = spawn(process.execPath, [join(repoRoot, 'apps/api/dist/main.js')], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilHealthy(url, child);
  return {
    name: options.databaseUrl ? 'clubjoin on PostgreSQL' : 'clubjoin on PGlite',
    url,
    pid: child.pid ?? 0,
    startMs: performance.now() - started,
    async stop() {
      await stopped(child);
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitUntilHealthy(url: string, child: ChildProcess): Promise<void> {
  // Asked often, so that the start bench's times are not rounded up to the next question.
  for (let attempt = 0; attempt < 2400; attempt++) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 25));
  }
  throw new Error('the app did not become healthy within a minute');
}

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/paths';

interface Server {
  child: ChildProcess;
  port: number;
  logs: Record<string, unknown>[];
  exited: Promise<{ code: number | null; afterMs: number }>;
}

/**
 * Starts the real server process (main.ts through tsx) on a free port and waits until it serves.
 * It always runs on the embedded database: these tests are about the default start-up, data folder
 * included, even in CI's PostgreSQL run.
 */
async function startServer(dataDir: string): Promise<Server> {
  const { DATABASE_URL: _ignored, ...environment } = process.env;
  const child = spawn(join(repoRoot, 'node_modules/.bin/tsx'), ['apps/api/src/main.ts'], {
    cwd: repoRoot,
    env: { ...environment, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Record<string, unknown>[] = [];
  let signalledAt = 0;
  const exited = new Promise<{ code: number | null; afterMs: number }>((resolve) =>
    child.on('exit', (code) => resolve({ code, afterMs: Date.now() - signalledAt })),
  );
  child.kill = ((kill) => (signal?: NodeJS.Signals) => {
    signalledAt = Date.now();
    return kill(signal);
  })(child.kill.bind(child));
  const port = await new Promise<number>((resolve, reject) => {
    let buffer = '';
    child.stderr?.on('data', (chunk: Buffer) => (buffer += chunk.toString()));
    child.on('exit', () => reject(new Error(`server exited before serving: ${buffer}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        const entry = JSON.parse(line) as Record<string, unknown>;
        logs.push(entry);
        if (typeof entry.url === 'string' && entry.data) resolve(Number(new URL(entry.url).port));
      }
    });
  });
  return { child, port, logs, exited };
}

function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

// A first start migrates and seeds an empty embedded database through tsx: seconds alone, much
// longer on two cores shared with other suites. The limit only catches a start that hangs.
describe('the server process on the embedded database', { timeout: 120_000 }, () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'clubjoin-process-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('creates its data folder, migrates and seeds on first start, and says where it serves', async () => {
    const server = await startServer(join(dataDir, 'data'));
    const messages = server.logs.map((line) => line.msg);
    expect(messages).toContain('database migrated');
    expect(messages).toContain('demo catalog loaded');
    const serving = server.logs.find((line) => line.data);
    expect(serving?.msg).toBe(
      `clubjoin is serving http://localhost:${server.port} (data: pglite at ${join(dataDir, 'data')})`,
    );
    expect((await get(server.port, '/api/health')).status).toBe(200);
    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
  });

  it('exits 0 within 5 s of SIGTERM', async () => {
    const server = await startServer(join(dataDir, 'data'));
    expect((await get(server.port, '/api/health')).status).toBe(200);
    server.child.kill('SIGTERM');
    const exit = await server.exited;
    expect(exit.code).toBe(0);
    expect(exit.afterMs).toBeLessThan(5000);
    expect(server.logs.map((line) => line.msg)).toContain(
      'shutting down: finishing in-flight requests',
    );
  });

  it('reuses the data on a second start instead of reseeding', async () => {
    const server = await startServer(join(dataDir, 'data'));
    const messages = server.logs.map((line) => line.msg);
    expect(messages).not.toContain('database migrated');
    expect(messages).not.toContain('demo catalog loaded');
    expect(JSON.parse((await get(server.port, '/api/health')).body).database.answers).toBe(true);
    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
  });
});

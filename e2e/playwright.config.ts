import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_CLOCK_AT } from './clock';

const repoRoot = resolve(import.meta.dirname, '..');

/**
 * A port of its own, so that a running `npm start` (3000) does not get in the way; `E2E_PORT`
 * moves it, so two checkouts can run their browser tests side by side.
 */
const port = Number(process.env.E2E_PORT ?? 3217);
const baseURL = `http://127.0.0.1:${port}`;

/**
 * A fresh embedded database per run. Playwright loads this file in its runner and again in each
 * worker; the runner makes the folder and hands it down through the environment, so workers reuse
 * it instead of making folders of their own, and the runner removes it when it exits.
 */
const dataDir = (process.env.CLUBJOIN_E2E_DATA_DIR ??= makeTempDir('clubjoin-e2e-'));

/**
 * The confirmation emails the app under test sends go to a real SMTP server on the next port
 * (started by globalSetup.ts), which writes each message into this folder for the tests to read.
 */
export const e2eSmtpPort = port + 1;
export const e2eMailDir = (process.env.CLUBJOIN_E2E_MAIL_DIR ??= makeTempDir('clubjoin-e2e-mail-'));

function makeTempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * Browser tests (issue "Foundation", items 5 and 8): Playwright drives Debian's Chromium (never
 * `playwright install`, which cannot download here) against the real server on a fresh database.
 */
export default defineConfig({
  testDir: import.meta.dirname,
  globalSetup: join(import.meta.dirname, 'globalSetup.ts'),
  outputDir: join(repoRoot, '.test-output', 'e2e-artifacts'),
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // Two shared cores: one worker per core would starve the server under test.
  workers: 2,
  retries: 0,
  // A hang detector, not a speed check: an axe-core pass alone takes seconds on two busy cores.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The test command reads the passed and failed counts from the JSON report.
  reporter: [
    ['list'],
    ['json', { outputFile: join(repoRoot, '.test-output', 'e2e-results.json') }],
  ],
  use: {
    baseURL,
    // A person near the demo's home club, whatever the machine's zone (dates are the club's, but
    // a club the test stores without its zone falls back to the browser's).
    timezoneId: 'America/Chicago',
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            // Tests run as root, where Chromium's sandbox cannot start.
            '--no-sandbox',
            '--disable-gpu',
            // No network here: keep Chromium from calling home.
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            // No GPU here: Playwright's defaults emulate one (SwiftShader) in a process of its own,
            // which cost the suite about a seventh of its time; Skia's software paths are cheaper.
            '--disable-gpu-compositing',
            '--disable-gpu-rasterization',
            '--in-process-gpu',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: repoRoot,
    url: `${baseURL}/api/health`,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${e2eSmtpPort}`,
      // The server's clock starts at the tests' instant, whatever the real date (clock.ts).
      CLOCK_AT: E2E_CLOCK_AT,
      // The accounts the walks create are hashed at tests' cost; apps/api/test/passwordHash.test.ts
      // checks production's.
      PASSWORD_HASH_COST: 'test',
      // Every test reaches the server from 127.0.0.1; the flow walks say, as a proxy would, that
      // each visitor comes from an address of its own, so that a run of enrolments does not spend
      // one connection's identity limits (product/accounts-and-sign-in.md).
      TRUST_PROXY: 'loopback',
    },
    reuseExistingServer: false,
    timeout: 120_000,
    // Stopped as in production, so a server that ignores SIGTERM shows up here too.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});

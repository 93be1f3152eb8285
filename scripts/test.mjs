// `npm test`: typecheck, lint, unused code (knip), unit tests (with packages/domain coverage), API
// tests, a build, and browser tests in Debian's Chromium; ends with one line of passed and failed counts.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const output = join(root, '.test-output');
const bin = (name) => join(root, 'node_modules/.bin', name);
const CHROMIUM = '/usr/bin/chromium';

rmSync(output, { recursive: true, force: true });
mkdirSync(output, { recursive: true });

const results = [];

function run(command, args, env = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status === 0;
}

/** Runs a command with its output kept, to print whole once it ends; resolves to whether it passed. */
function runQuietly(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: process.env });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => resolve({ ok: code === 0, output: Buffer.concat(output) }));
  });
}

/**
 * The stages that are checks, not lists of tests: each counts as one pass or one failure. Each
 * runs on one core, so two run at a time; each one's output is printed whole when it ends.
 */
async function checks(stages) {
  const queue = [...stages];
  const finished = [];
  const worker = async () => {
    for (let stage = queue.shift(); stage; stage = queue.shift()) {
      const { ok, output } = await runQuietly(stage.command, stage.args);
      console.log(`\n▶ ${stage.name}`);
      process.stdout.write(output);
      finished.push({ name: stage.name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, ok });
    }
  };
  await Promise.all([worker(), worker()]);
  const order = stages.map((stage) => stage.name);
  finished.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
  results.push(...finished);
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** A Vitest project: counts come from its JSON report; a failure with no failed test (a
 * coverage threshold, a crash) still counts as one failure. */
function vitest(name, project, extra = []) {
  console.log(`\n▶ ${name}`);
  const report = join(output, `${project}.json`);
  const ok = run(bin('vitest'), [
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...extra,
  ]);
  const json = readJson(report);
  const passed = json?.numPassedTests ?? 0;
  let failed = json?.numFailedTests ?? 0;
  if (!ok && failed === 0) failed = 1;
  results.push({ name, passed, failed, ok });
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing: install Debian's chromium (sudo apt-get install chromium) and run npm test again.`,
    );
    return false;
  }
  console.log(`\n▶ installing Debian's chromium for the browser tests`);
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  return (
    run('apt-get', ['update', '-qq'], env) &&
    run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], env)
  );
}

await checks([
  { name: 'typecheck', command: 'node', args: ['scripts/typecheck.mjs'] },
  { name: 'lint', command: bin('eslint'), args: ['.', '--max-warnings=0'] },
  { name: 'format', command: bin('prettier'), args: ['--check', '.', '--log-level=warn'] },
  { name: 'unused code', command: bin('knip'), args: ['--no-progress'] },
]);
vitest('unit tests (with packages/domain coverage)', 'unit', ['--coverage']);
vitest('API tests', 'api');
console.log('\n▶ build');
{
  const ok = run('node', ['scripts/build.mjs']);
  results.push({ name: 'build', passed: ok ? 1 : 0, failed: ok ? 0 : 1, ok });
}

console.log('\n▶ browser tests');
if (!ensureChromium()) {
  results.push({ name: 'browser tests', passed: 0, failed: 1, ok: false });
} else {
  const report = join(output, 'e2e-results.json');
  const ok = run(bin('playwright'), ['test', '--config', 'e2e/playwright.config.ts'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: report,
  });
  const stats = readJson(report)?.stats;
  const passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  let failed = stats?.unexpected ?? 0;
  if (!ok && failed === 0) failed = 1;
  results.push({ name: 'browser tests', passed, failed, ok });
}

console.log(
  '\n' +
    results
      .map((r) => `${r.ok ? '✔' : '✘'} ${r.name}: ${r.passed} passed, ${r.failed} failed`)
      .join('\n'),
);
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`\nSummary: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && results.every((r) => r.ok) ? 0 : 1);

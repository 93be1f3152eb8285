// `npm test`: typecheck, lint, unused code (knip), unit tests (with packages/domain coverage), API
// tests, a build, and browser tests in Debian's Chromium; ends with one line of passed and failed counts.
import { spawnSync } from 'node:child_process';
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

/** A stage that is a check, not a list of tests: it counts as one pass or one failure. */
function check(name, command, args) {
  console.log(`\n▶ ${name}`);
  results.push({ name, passed: run(command, args) ? 1 : 0, failed: 0, ok: undefined });
  const last = results.at(-1);
  last.ok = last.passed === 1;
  if (!last.ok) last.failed = 1;
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

check('typecheck', 'node', ['scripts/typecheck.mjs']);
check('lint', bin('eslint'), ['.', '--max-warnings=0']);
check('format', bin('prettier'), ['--check', '.', '--log-level=warn']);
check('unused code', bin('knip'), ['--no-progress']);
vitest('unit tests (with packages/domain coverage)', 'unit', ['--coverage']);
vitest('API tests', 'api');
check('build', 'node', ['scripts/build.mjs']);

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

// `npm run fuzz`: the API's fuzz test (apps/api/test/fuzz.test.ts) at length: FUZZ_RUNS requests
// (10,000 unless told) from FUZZ_SEED (a new one unless told), on the embedded database or on
// the PostgreSQL server of DATABASE_URL. It prints the seed first, so any run can be repeated.
import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const runs = process.env.FUZZ_RUNS ?? '10000';
const seed = process.env.FUZZ_SEED ?? String(randomInt(2 ** 31));
const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'the embedded database';
console.log(`fuzz: ${runs} requests from seed ${seed} on ${database}`);
console.log(`fuzz: FUZZ_SEED=${seed} FUZZ_RUNS=${runs} npm run fuzz repeats this run`);

const result = spawnSync(
  join(root, 'node_modules/.bin/vitest'),
  ['run', '--project', 'api', 'apps/api/test/fuzz.test.ts'],
  { cwd: root, stdio: 'inherit', env: { ...process.env, FUZZ_RUNS: runs, FUZZ_SEED: seed } },
);
process.exit(result.status ?? 1);

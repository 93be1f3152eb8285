// One typecheck over the whole tree: each workspace has its own tsconfig (its own libs: the
// domain sees neither DOM nor Node), so tsc runs once per workspace.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const projects = [
  'packages/domain',
  'packages/contract',
  'apps/api',
  'apps/web',
  'e2e',
  'bench',
  'data',
];
let failed = 0;
for (const project of projects) {
  const result = spawnSync(join(root, 'node_modules/.bin/tsc'), ['--noEmit', '-p', project], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    failed += 1;
    console.error(`typecheck: ${project} has type errors`);
  }
}
if (failed) process.exit(1);
console.log(`typecheck: ${projects.length} projects clean`);

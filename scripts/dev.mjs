// `npm run dev`: the API with restarts on change (port API_PORT, default 3000) and Vite's hot
// reload on http://localhost:5173, which sends /api to the API.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const apiPort = process.env.API_PORT ?? '3000';
const children = [
  spawn(join(root, 'node_modules/.bin/tsx'), ['watch', 'apps/api/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort },
  }),
  spawn(join(root, 'node_modules/.bin/vite'), ['--configLoader', 'runner'], {
    cwd: join(root, 'apps/web'),
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];
console.log(`Development: http://localhost:5173/join (API on http://localhost:${apiPort})`);
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });

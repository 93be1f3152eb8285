// `npm start`: builds what is not built, then runs the server (which migrates and seeds).
import { ensureBuilt } from './build.mjs';

try {
  await ensureBuilt();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
await import('../apps/api/dist/main.js');

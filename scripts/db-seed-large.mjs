// `npm run db:seed-large [-- <members>]`: a chain-sized member base in the database (DATA_DIR, or
// DATABASE_URL) for benches and demos.
import { ensureBuilt } from './build.mjs';

try {
  await ensureBuilt({ only: ['API'] });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
await import('../apps/api/dist/seed-large-chain.js');

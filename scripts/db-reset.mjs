// `npm run db:reset`: rebuilds the database (DATA_DIR, or DATABASE_URL) from migrations and catalog.
import { ensureBuilt } from './build.mjs';

try {
  await ensureBuilt({ only: ['API'] });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
await import('../apps/api/dist/reset-database.js');

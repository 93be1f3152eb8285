import { fileURLToPath } from 'node:url';

// This module sits one folder below apps/api both as source (src/) and when bundled (dist/main.js),
// so the same relative paths hold in tests, in development and in production.
const apiRoot = new URL('../', import.meta.url);

/** The ordered SQL migrations. */
export const migrationsDir = fileURLToPath(new URL('migrations/', apiRoot));
/** The repository's root: the default home of the embedded database's `.data` folder. */
export const repoRoot = fileURLToPath(new URL('../../', apiRoot));
/** The demo catalog's data files. */
export const catalogDir = fileURLToPath(new URL('../../data/catalog/', apiRoot));
/** The feature flags' rules. */
export const flagsFile = fileURLToPath(new URL('../../data/flags.json', apiRoot));
/** The web app's production build. */
export const webDistDir = fileURLToPath(new URL('../web/dist/', apiRoot));

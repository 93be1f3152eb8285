import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { benchCatalogCache } from './catalogCache';
import { benchDatabaseQueue } from './databaseQueue';
import { benchFirstScreenScript } from './firstScreenScript';
import { benchLighthouse } from './lighthouse';
import { benchMemberSearch } from './memberSearch';
import { benchCartSaves } from './http/cartSaves';
import { benchCatalogReads } from './http/catalogReads';
import { benchPurchases } from './http/purchases';
import { benchStartup } from './http/startup';
import { loadAverage, readBenchOptions, type BenchOptions } from './options';

/**
 * `npm run bench [-- --quick] [names…]`: every benchmark prints ratios measured side by side in
 * this one run. The HTTP benches run on PGlite, and again on PostgreSQL when DATABASE_URL is set.
 */
const options = readBenchOptions(process.argv.slice(2));
const databases = [undefined, process.env.DATABASE_URL].filter((url, index) => index === 0 || url);

const benches: Record<string, (options: BenchOptions) => Promise<void>> = {
  'database-queue': () => benchDatabaseQueue(),
  'catalog-cache': () => benchCatalogCache(),
  'catalog-reads': async (options) => {
    for (const url of databases) await benchCatalogReads(options, url);
  },
  cart: async (options) => {
    for (const url of databases) await benchCartSaves(options, url);
  },
  'first-screen-script': () => benchFirstScreenScript(),
  lighthouse: (options) => benchLighthouse(options),
  'member-search': (options) => benchMemberSearch(options),
  purchase: async (options) => {
    // A round at 50 buyers with signup also waits out the purchases still in flight when it ends
    // (seconds each): two rounds keep the whole run within its 15 minutes.
    const rounds = Math.min(options.rounds, 2);
    for (const url of databases) await benchPurchases({ ...options, rounds }, url);
  },
  startup: async (options) => {
    for (const url of databases) await benchStartup(options, url);
  },
};

const unknown = [...options.only].filter((name) => !(name in benches));
if (unknown.length) {
  console.error(
    `No bench named ${unknown.join(', ')}; there are ${Object.keys(benches).join(', ')}.`,
  );
  process.exit(2);
}
// The HTTP benches run the built app, as `npm start` does: build what is not built first.
const build = spawnSync(
  process.execPath,
  [resolve(import.meta.dirname, '../../scripts/build.mjs')],
  {
    stdio: 'inherit',
  },
);
if (build.status !== 0) process.exit(build.status ?? 1);
const started = performance.now();
console.log(`clubjoin benches${options.quick ? ' (quick)' : ''}, load ${loadAverage()}`);
// Each bench's own time is printed, so that the whole run is kept under its 15 minutes.
const took: string[] = [];
for (const [name, bench] of Object.entries(benches)) {
  if (options.only.size > 0 && !options.only.has(name)) continue;
  const benchStarted = performance.now();
  await bench(options);
  took.push(`${name} ${((performance.now() - benchStarted) / 1000).toFixed(0)} s`);
}
console.log(`\nEach bench took: ${took.join(', ')}.`);
console.log(`\nDone in ${((performance.now() - started) / 1000).toFixed(0)} s.`);

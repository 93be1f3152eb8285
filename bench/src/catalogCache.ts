import { createCatalogCache, type CatalogCache } from '@clubjoin/api/catalog/catalogCache';
import { catalogCollections } from '@clubjoin/api/catalog/collections';
import { loadCatalog } from '@clubjoin/api/catalog/loadCatalog';
import { systemClock } from '@clubjoin/api/clock';
import { migrate, readMigrations } from '@clubjoin/api/db/migrate';
import { openPglite } from '@clubjoin/api/db/openPglite';
import { findNearestClubs } from '@clubjoin/api/modules/gateway/findNearestClubs';
import { PASSWORD_HASH_COSTS } from '@clubjoin/api/modules/identity/passwordHash';
import type { ModuleContext } from '@clubjoin/api/modules/moduleContext';
import { catalogDir, migrationsDir } from '@clubjoin/api/paths';
import { sandboxGateway } from '@clubjoin/api/payments/sandboxGateway';
import { version } from '@clubjoin/api/version';
import { measureSideBySide, printRatios } from './measure';

/** A cache that keeps nothing: every read goes to the database, as it would without the cache. */
const noCache: CatalogCache = { read: (_key, load) => load() };

/**
 * What the catalog cache saves on a catalog read: the nearest-club search (GET club/nearest)
 * around Minneapolis on the demo catalog, its clubs read straight from the database every time
 * against read through the cache (one version check, then memory).
 */
export async function benchCatalogCache(): Promise<void> {
  const db = await openPglite(undefined);
  await migrate(db, await readMigrations(migrationsDir));
  await loadCatalog(db, catalogDir, catalogCollections);
  const context = (catalogCache: CatalogCache): ModuleContext => ({
    db,
    clock: systemClock,
    version,
    catalogCache,
    paymentGateway: sandboxGateway(db),
    publicUrl: 'http://localhost:3000',
    passwordHashCost: PASSWORD_HASH_COSTS.production,
    doorReaderKeys: new Map(),
    mapTiles: undefined,
  });
  const direct = context(noCache);
  const cached = context(createCatalogCache(db));
  const search = { latitude: 44.9778, longitude: -93.265, distance: 20, limit: 100 };
  const measurements = await measureSideBySide(
    [
      {
        name: 'Nearest clubs, from the database (baseline)',
        run: () => findNearestClubs(direct, search),
      },
      {
        name: 'Nearest clubs, through the catalog cache',
        run: () => findNearestClubs(cached, search),
      },
    ],
    { operationsPerRound: 200, warmup: 50 },
  );
  printRatios('Catalog cache: a catalog read from memory against the database', measurements);
  await db.close();
}

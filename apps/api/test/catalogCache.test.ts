import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bumpCatalogVersion, createCatalogCache } from '../src/catalog/catalogCache';
import type { ChannelListener, Database } from '../src/db/database';
import { openTestDatabase } from './testDatabase';

describe('the catalog cache', () => {
  let db: Database;
  let loads: number;
  const load = async () => {
    loads += 1;
    const rows = await db.query<{ name: string }>('SELECT name FROM clubs ORDER BY name');
    return rows.map((row) => row.name);
  };
  beforeEach(async () => {
    db = await openTestDatabase();
    loads = 0;
    await db.query(
      `INSERT INTO clubs (mms_club_id, name, country, state_abbr, open_status, club_type_id, latitude, longitude, record)
       VALUES ('1', 'Alpha', 'US', 'MN', 'OPEN', 1, 45, -93, '{}')`,
    );
  });
  afterEach(async () => {
    await db.close();
  });

  it('answers repeated reads of a key from memory while the catalog is unchanged', async () => {
    const cache = createCatalogCache(db);
    expect(await cache.read('clubs', load)).toEqual(['Alpha']);
    expect(await cache.read('clubs', load)).toEqual(['Alpha']);
    expect(loads).toBe(1);
  });

  it('shares one load between concurrent reads of a key', async () => {
    const cache = createCatalogCache(db);
    await Promise.all([
      cache.read('clubs', load),
      cache.read('clubs', load),
      cache.read('clubs', load),
    ]);
    expect(loads).toBe(1);
  });

  it('reads again after any process bumps the version', async () => {
    const thisProcess = createCatalogCache(db);
    const otherProcess = createCatalogCache(db);
    expect(await thisProcess.read('clubs', load)).toEqual(['Alpha']);
    expect(await otherProcess.read('clubs', load)).toEqual(['Alpha']);
    await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO clubs (mms_club_id, name, country, state_abbr, open_status, club_type_id, latitude, longitude, record)
         VALUES ('2', 'Beta', 'US', 'MN', 'OPEN', 1, 45, -93, '{}')`,
      );
      await bumpCatalogVersion(tx);
    });
    expect(await thisProcess.read('clubs', load)).toEqual(['Alpha', 'Beta']);
    expect(await otherProcess.read('clubs', load)).toEqual(['Alpha', 'Beta']);
    expect(loads).toBe(4);
  });

  it('lets reads that arrive together share one version check', async () => {
    const versionChecks: string[] = [];
    const counted: Database = {
      ...db,
      query: (sql, params) => {
        if (sql.includes('catalog_version')) versionChecks.push(sql);
        return db.query(sql, params);
      },
    };
    const cache = createCatalogCache(counted);
    await Promise.all([
      cache.read('clubs', load),
      cache.read('club names', load),
      cache.read('club list', load),
    ]);
    expect(versionChecks).toHaveLength(1);
    await cache.read('clubs', load);
    expect(versionChecks).toHaveLength(2);
  });

  /** A database that counts version checks and tells when the cache has begun to listen. */
  function observed() {
    const versionChecks: string[] = [];
    let heard: (listener: ChannelListener) => void = () => undefined;
    const listening = new Promise<ChannelListener>((resolve) => {
      heard = resolve;
    });
    const database: Database = {
      ...db,
      query: (sql, params) => {
        if (sql.includes('catalog_version')) versionChecks.push(sql);
        return db.query(sql, params);
      },
      listen: async (channel, listener) => {
        await db.listen(channel, listener);
        // Told after the cache itself has taken in that it listens (its own continuation).
        setImmediate(() => heard(listener));
      },
    };
    return { database, versionChecks, listening };
  }

  const addBeta = () =>
    db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO clubs (mms_club_id, name, country, state_abbr, open_status, club_type_id, latitude, longitude, record)
         VALUES ('2', 'Beta', 'US', 'MN', 'OPEN', 1, 45, -93, '{}')`,
      );
      await bumpCatalogVersion(tx);
    });

  it('sends no version check while it listens, and reads again once a catalog write notifies', async () => {
    const { database, versionChecks, listening } = observed();
    const cache = createCatalogCache(database);
    await cache.read('clubs', load);
    await listening;
    // One check made while listening is trusted until a notification.
    await cache.read('clubs', load);
    const checksWhileListening = versionChecks.length;
    await Promise.all([cache.read('clubs', load), cache.read('club names', load)]);
    await cache.read('clubs', load);
    expect(versionChecks).toHaveLength(checksWhileListening);
    await addBeta();
    // The notification comes at the write's commit, over the server's own connection.
    await expect.poll(() => cache.read('clubs', load)).toEqual(['Alpha', 'Beta']);
  });

  it('checks the version on every read again once its listening connection is lost', async () => {
    const { database, versionChecks, listening } = observed();
    const cache = createCatalogCache(database);
    await cache.read('clubs', load);
    (await listening).lost();
    const checksBefore = versionChecks.length;
    await cache.read('clubs', load);
    await cache.read('clubs', load);
    expect(versionChecks.length).toBeGreaterThanOrEqual(checksBefore + 1);
    await addBeta();
    await expect.poll(() => cache.read('clubs', load)).toEqual(['Alpha', 'Beta']);
  });

  it('does not keep a failed load', async () => {
    const cache = createCatalogCache(db);
    await expect(
      cache.read('clubs', () => Promise.reject(new Error('database went away'))),
    ).rejects.toThrow('database went away');
    expect(await cache.read('clubs', load)).toEqual(['Alpha']);
  });
});

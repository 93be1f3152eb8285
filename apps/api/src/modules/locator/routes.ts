import { getLocatorClubs, getLocatorMapSettings } from '@clubjoin/contract/clubs';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/registerEndpoint';
import type { ModuleContext } from '../moduleContext';
import { gazetteer } from './gazetteer';
import { locateClubs } from './locateClubs';

/**
 * The club locator's search by place (product/club-and-entry.md#club-locator), and its map's tile
 * server when one is configured (MAP_TILE_URL). Once the server
 * listens, the gazetteer loads in the background (about a second), so the server starts as fast
 * as before and the first search seldom waits; a test's app, which never listens, loads it only
 * when it searches.
 */
export function registerLocatorRoutes(app: FastifyInstance, context: ModuleContext): void {
  registerEndpoint(app, getLocatorClubs, ({ query }) => locateClubs(context, query.place));
  registerEndpoint(app, getLocatorMapSettings, async () => ({
    tiles: context.mapTiles ?? null,
  }));
  app.addHook('onListen', () => {
    setImmediate(() => {
      gazetteer().catch((error: unknown) =>
        app.log.error({ err: error }, 'the gazetteer could not be loaded'),
      );
    });
  });
}

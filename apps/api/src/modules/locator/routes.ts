import { getLocatorClubs, getLocatorMapSettings } from '@clubjoin/contract/clubs';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/registerEndpoint';
import type { ModuleContext } from '../moduleContext';
import { gazetteer } from './gazetteer';
import { locateClubs } from './locateClubs';

/**
 * How long after the server starts listening the gazetteer loads in the background. Loading holds
 * the event loop for about half a second (more on a busy machine), so it waits until the start's
 * own work and a shutdown asked for at once are done; a search before then loads it itself.
 */
const GAZETTEER_WARM_UP_DELAY_MS = 5000;

/**
 * The club locator's search by place (product/club-and-entry.md#club-locator), and its map's tile
 * server when one is configured (MAP_TILE_URL). A few seconds after the server listens, the
 * gazetteer loads in the background, so the server starts as fast as before and a search seldom
 * waits; a test's app, which never listens, loads it only when it searches.
 */
export function registerLocatorRoutes(app: FastifyInstance, context: ModuleContext): void {
  registerEndpoint(app, getLocatorClubs, ({ query }) => locateClubs(context, query.place));
  registerEndpoint(app, getLocatorMapSettings, async () => ({
    tiles: context.mapTiles ?? null,
  }));
  let warmUp: NodeJS.Timeout | undefined;
  app.addHook('onListen', () => {
    warmUp = setTimeout(() => {
      gazetteer().catch((error: unknown) =>
        app.log.error({ err: error }, 'the gazetteer could not be loaded'),
      );
    }, GAZETTEER_WARM_UP_DELAY_MS);
    // A process shutting down never waits for it.
    warmUp.unref();
  });
  app.addHook('onClose', () => {
    clearTimeout(warmUp);
  });
}

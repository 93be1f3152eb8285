import type { CatalogCache } from '../catalog/catalogCache';
import type { Clock } from '../clock';
import type { MapTiles } from '../config';
import type { Database } from '../db/database';
import type { PaymentGateway } from '../payments/paymentGateway';
import type { PasswordHashCost } from './identity/passwordHash';

/** What every service module is handed when its routes are registered. */
export interface ModuleContext {
  db: Database;
  clock: Clock;
  version: string;
  /** Catalog reads cached until the catalog's version changes. */
  catalogCache: CatalogCache;
  /**
   * The one gateway payments tokenise with and completion charges
   * (product/decisions-and-platform.md#payment-gateway).
   */
  paymentGateway: PaymentGateway;
  /** Where people reach the app: links in emails start with it (never a request's Host). */
  publicUrl: string;
  /** What a new password hash costs: production's, unless tests asked for theirs. */
  passwordHashCost: PasswordHashCost;
  /** Each club's door reader key (DOOR_READER_KEYS): what proves a check-in came from its door. */
  doorReaderKeys: ReadonlyMap<string, string>;
  /** The locator map's tile server (MAP_TILE_URL), or none: the map is the offline outline. */
  mapTiles: MapTiles | undefined;
}

/**
 * The way from a public page into the sale (product/pages.md#the-transition-page, decision 0020):
 * the sale's initialize page, or the transition page when the link hands the sale a session's
 * state.
 */
import type { QueryRecord, StoreModuleParameter } from './entryParameters';
import { STORE_MODULE_PARAMETERS } from './entryParameters';
import { pageUrl, stepUrl } from './pageDrivers';

/**
 * What a link hands over to the sale besides its entry parameters: store values, as the
 * session-start parameters carry them (product/club-and-entry.md#handing-a-session-over).
 */
export type SaleHandOver = Readonly<Partial<Record<StoreModuleParameter, string>>>;

/** The entry parameters of initialize a link names (product/club-and-entry.md#entry-links). */
export type SaleEntryParameters = Readonly<Record<string, string>>;

const isStoreModule = (name: string): name is StoreModuleParameter =>
  (STORE_MODULE_PARAMETERS as readonly string[]).includes(name);

/** A query string of the given parameters in their order, each name and value URI-encoded. */
function query(parameters: Readonly<Record<string, string | undefined>>): string {
  const pairs = Object.entries(parameters).flatMap(([name, value]) =>
    value === undefined ? [] : [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`],
  );
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/**
 * Where a public page's way into the sale leads (product/pages.md#the-transition-page): with
 * nothing to hand over, the sale's initialize page with the entry parameters; with a hand-over, the
 * transition page, which starts a new sale from it and goes on to initialize.
 */
export function saleEntryUrl(parameters: SaleEntryParameters, handOver: SaleHandOver = {}): string {
  const handsOver = Object.values(handOver).some((value) => value !== undefined);
  return handsOver
    ? pageUrl('transition', query({ ...parameters, ...handOver }))
    : stepUrl('initialize', query(parameters));
}

/** The hand-over a link carries: its session-start parameters, nothing else. */
export function saleHandOver(link: QueryRecord): SaleHandOver {
  return Object.fromEntries(
    Object.entries(link).filter(
      (entry): entry is [StoreModuleParameter, string] =>
        isStoreModule(entry[0]) && entry[1] !== undefined,
    ),
  );
}

/**
 * Where the transition page goes on to once it has taken the hand-over
 * (product/pages.md#the-transition-page): initialize with the link's other parameters, so the
 * store values are not read again, nor left in the address.
 */
export function transitionOnwardUrl(link: QueryRecord): string {
  return stepUrl(
    'initialize',
    query(Object.fromEntries(Object.entries(link).filter(([name]) => !isStoreModule(name)))),
  );
}

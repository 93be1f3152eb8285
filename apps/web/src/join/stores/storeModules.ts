import type { StoreModuleParameter } from '@clubjoin/domain/wizard/entryParameters';
import { sendLog } from '../../api/sendLog';
import { compressForCookie, decompressFromCookie } from '../cookies/compressedCookieStorage';
import { STORE_VERSION } from './persistedStore';
import { WIZARD_STORES } from './wizardStores';

/** The state a module value carries: the text of a store's cookie, `{"state": ..., "version": n}`. */
function moduleState(value: string): unknown {
  const text = decompressFromCookie(value);
  if (text === undefined) return undefined;
  try {
    return (JSON.parse(text) as { state?: unknown }).state;
  } catch {
    return undefined;
  }
}

/**
 * Seeds the stores from the session-start parameters of
 * product/club-and-entry.md#handing-a-session-over (clubModule, couponModule, membershipModule,
 * membershipProductModule, membershipInterestsModule, poolPassModule). Each value is a store's
 * cookie value as the app writes it (compressed JSON), so a session can be handed over in a link. A
 * value the store's schema refuses is left out and logged as a warning.
 */
export async function applyStoreModules(
  modules: Readonly<Partial<Record<StoreModuleParameter, string>>>,
): Promise<void> {
  await Promise.all(
    WIZARD_STORES.map(async (store) => {
      const value = modules[store.module];
      if (value !== undefined && !(await store.seed(moduleState(value)))) {
        sendLog({
          level: 'warning',
          message: `The ${store.module} parameter holds no valid state`,
        });
      }
    }),
  );
}

/**
 * A store's state as a session-start parameter carries it
 * (product/club-and-entry.md#handing-a-session-over): the text of the store's cookie, so a page can
 * hand a session over in a link.
 */
export function storeModuleValue<S extends object>(state: S): string {
  return compressForCookie(JSON.stringify({ state, version: STORE_VERSION }));
}

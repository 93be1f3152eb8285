import type { z } from 'zod';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { WizardStoreName } from '@clubjoin/domain/wizard/sessionCookies';
import { STORE_COOKIE_NAMES } from '@clubjoin/domain/wizard/sessionCookies';
import { compressForCookie, compressedCookieStorage } from '../cookies/compressedCookieStorage';

/** The shape version written with each store; a cookie of another version is read like any other. */
export const STORE_VERSION = 1;

/**
 * One of the wizard's small stores (product/wizard.md#stores-and-session-cookies): plain state,
 * persisted in its own compressed cookie and read back from it when the page loads. A cookie is a
 * way in, so what it holds is parsed by the store's schema: a cookie that does not parse (edited,
 * from an older shape, cut off) gives the initial state.
 */
export function createPersistedStore<S extends object>(
  name: WizardStoreName,
  schema: z.ZodType<S>,
  initial: S,
) {
  return create<S>()(
    persist(() => initial, {
      name: STORE_COOKIE_NAMES[name],
      storage: createJSONStorage(() => compressedCookieStorage),
      version: STORE_VERSION,
      // No migration step: merge parses a cookie of any version against today's schema.
      migrate: (persisted) => persisted,
      merge: (persisted, current) => {
        const parsed = schema.safeParse(persisted);
        return parsed.success ? parsed.data : current;
      },
    }),
  );
}

export type PersistedStore<S extends object> = ReturnType<typeof createPersistedStore<S>>;

/**
 * A store's state as its cookie holds it: the value a session-start parameter such as
 * `couponModule` carries (product/club-and-entry.md#handing-a-session-over), so a link can hand
 * the state to the sale.
 */
export function persistedStoreValue<S extends object>(state: S): string {
  return compressForCookie(JSON.stringify({ state, version: STORE_VERSION }));
}

import type { z } from 'zod';
import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import type { WizardStoreName } from '@clubjoin/domain/wizard/sessionCookies';
import { STORE_COOKIE_NAMES } from '@clubjoin/domain/wizard/sessionCookies';
import { sendLog } from '../../api/sendLog';
import { compressedCookieStorage } from '../cookies/compressedCookieStorage';

/** The shape version written with each store; a stored state of another version is read like any other. */
export const STORE_VERSION = 1;

/**
 * A store's schema, loaded when it is needed (docs/decisions/0040): the schemas and zod come in
 * a chunk of their own, which the first screen of a first visit never needs.
 */
export type SchemaLoader<S> = () => Promise<z.ZodType<S>>;

/** The stores created and not read back from their storage yet: `readStoredStores` reads them. */
const unread: (() => Promise<void>)[] = [];

/**
 * A store persisted in a storage (a cookie, localStorage), read back from it by
 * `readStoredStores`, which the page awaits before it renders. A stored state is a way in, so it
 * is parsed by the store's schema: one that does not parse (edited, from an older shape, cut off)
 * gives the initial state. The schema loads only when there is a stored state to parse.
 */
export function createStoredStore<S extends object>({
  name,
  storage,
  loadSchema,
  initial,
}: {
  name: string;
  storage: () => StateStorage;
  loadSchema: SchemaLoader<S>;
  initial: S;
}) {
  let schema: z.ZodType<S> | undefined;
  const store = create<S>()(
    persist(() => initial, {
      name,
      storage: createJSONStorage(storage),
      version: STORE_VERSION,
      // Read by readStoredStores, once the schema is at hand.
      skipHydration: true,
      // No migration step: merge parses a stored state of any version against today's schema.
      migrate: (persisted) => persisted,
      merge: (persisted, current) => {
        const parsed = schema?.safeParse(persisted);
        return parsed?.success ? parsed.data : current;
      },
    }),
  );
  unread.push(async () => {
    if (holdsState(storage, name)) {
      // A schema that cannot download leaves the store as new, as a state that does not parse
      // would: the page still opens.
      schema = await loadSchema().catch(() => {
        sendLog({
          level: 'warning',
          message: `The ${name} store could not be read: its schema did not load`,
        });
        return undefined;
      });
    }
    await store.persist.rehydrate();
  });
  return Object.assign(store, { loadSchema });
}

/** Whether a storage holds a state under a name; not when it cannot be reached. */
function holdsState(storage: () => StateStorage, name: string): boolean {
  try {
    return storage().getItem(name) !== null;
  } catch {
    return false;
  }
}

/**
 * Reads every store created so far back from its storage. The page awaits it before its first
 * render, so no screen ever shows a store's initial state in place of the stored one.
 */
export async function readStoredStores(): Promise<void> {
  await Promise.all(unread.splice(0).map((read) => read()));
}

/**
 * One of the wizard's small stores (product/wizard.md#stores-and-session-cookies): plain state,
 * persisted in its own compressed cookie and read back from it when the page loads.
 */
export function createPersistedStore<S extends object>(
  name: WizardStoreName,
  loadSchema: SchemaLoader<S>,
  initial: S,
) {
  return createStoredStore({
    name: STORE_COOKIE_NAMES[name],
    storage: () => compressedCookieStorage,
    loadSchema,
    initial,
  });
}

export type PersistedStore<S extends object> = ReturnType<typeof createPersistedStore<S>>;

import type { StoreModuleParameter } from '@clubjoin/domain/wizard/entryParameters';
import { clubStore } from './clubStore';
import { couponStore } from './couponStore';
import { interestsStore } from './interestsStore';
import { membershipStore } from './membershipStore';
import type { PersistedStore } from './persistedStore';
import { poolPassStore } from './poolPassStore';
import { productStore } from './productStore';

/** What the session code does with any of the wizard's stores, whatever its state. */
export interface WizardStoreHandle {
  /**
   * The session-start parameter that seeds it (product/club-and-entry.md#handing-a-session-over).
   */
  readonly module: StoreModuleParameter;
  /** Puts a state in the store when the store's schema accepts it; says whether it did. */
  seed(state: unknown): Promise<boolean>;
  /** Back to the store's initial state. */
  reset(): void;
  subscribe(listener: () => void): () => void;
}

function handle<S extends object>(
  module: StoreModuleParameter,
  store: PersistedStore<S>,
): WizardStoreHandle {
  return {
    module,
    async seed(state) {
      const parsed = (await store.loadSchema()).safeParse(state);
      if (parsed.success) store.setState(parsed.data, true);
      return parsed.success;
    },
    reset: () => store.setState(store.getInitialState(), true),
    subscribe: (listener) => store.subscribe(listener),
  };
}

/**
 * The six stores of product/wizard.md#stores-and-session-cookies, each with the session-start
 * parameter of product/club-and-entry.md#handing-a-session-over that seeds it.
 */
export const WIZARD_STORES: readonly WizardStoreHandle[] = [
  handle('clubModule', clubStore),
  handle('couponModule', couponStore),
  handle('membershipModule', membershipStore),
  handle('membershipProductModule', productStore),
  handle('membershipInterestsModule', interestsStore),
  handle('poolPassModule', poolPassStore),
];

/**
 * Starts a new sale, as the public pages and the transition page do
 * (product/pages.md#one-day-membership-page, #the-transition-page, #corporate-landing-page): every store back to its initial
 * state but the club's, which is where those pages find the club again next time.
 */
export function resetSaleStores(): void {
  WIZARD_STORES.filter((store) => store.module !== 'clubModule').forEach((store) => store.reset());
}

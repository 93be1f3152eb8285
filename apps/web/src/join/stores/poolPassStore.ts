import type { PoolPassStoreState } from './poolPassStoreState';
import { createPersistedStore } from './persistedStore';

export type { PoolPassStoreState } from './poolPassStoreState';

/**
 * The pool-pass store (product/wizard.md#stores-and-session-cookies,
 * product/add-ons-and-pool-pass.md#pool-pass-season): reset, or the passes offered.
 */
export const poolPassStore = createPersistedStore<PoolPassStoreState>(
  'poolPass',
  async () => (await import('./poolPassStoreState')).PoolPassStoreState,
  { poolPass: { kind: 'reset' } },
);

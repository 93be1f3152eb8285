import type { ProductState } from './productState';
import { createPersistedStore } from './persistedStore';

export type { DefaultProduct, ProductState } from './productState';

/**
 * The product store (product/wizard.md#stores-and-session-cookies): the chosen club's default
 * product once fetched.
 */
export const productStore = createPersistedStore<ProductState>(
  'product',
  async () => (await import('./productState')).ProductState,
  {},
);

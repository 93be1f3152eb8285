import type { InterestsState } from './interestsState';
import { createPersistedStore } from './persistedStore';

export type { InterestsState } from './interestsState';

/**
 * The interests store (product/wizard.md#stores-and-session-cookies): the interests the chosen club
 * lists (product/membership-and-promotions.md#interests), which the interests step filters and
 * completes. The member's choice lives in the membership state.
 */
export const interestsStore = createPersistedStore<InterestsState>(
  'interests',
  async () => (await import('./interestsState')).InterestsState,
  { results: [] },
);

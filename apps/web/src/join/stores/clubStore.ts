import type { ClubState } from './clubState';
import { createPersistedStore } from './persistedStore';

export type { ChosenClub, ClubState } from './clubState';

/** The club store (product/club-and-entry.md#clubs: the current club id is persisted locally). */
export const clubStore = createPersistedStore<ClubState>(
  'club',
  async () => (await import('./clubState')).ClubState,
  {},
);

import type { InClubSaleState } from './inClubSaleState';
import { createStoredStore } from './persistedStore';
import type { Channel, ExperienceType } from '@clubjoin/domain/vocabulary';

/** The key the in-club sale keeps on the device (docs/decisions/0028). */
export const IN_CLUB_SALE_KEY = 'clubjoin.clubSales';

const INITIAL: InClubSaleState = {
  device: null,
  selling: false,
  creditSplit: null,
  consentName: null,
  rejoinToken: null,
};

/**
 * The in-club sale on this device (docs/decisions/0028): the settings page's binding, kept in
 * localStorage so the device stays bound across visits and restarts, and the sale running. What is
 * stored is parsed by the schema; anything else gives the initial state. It proves nothing: the
 * server decides the channel and the seller from the team member's session.
 */
export const inClubSaleStore = createStoredStore<InClubSaleState>({
  name: IN_CLUB_SALE_KEY,
  storage: () => localStorage,
  loadSchema: async () => (await import('./inClubSaleState')).InClubSaleState,
  initial: INITIAL,
});

/** The experience the wizard runs (product/flows.md#experience-types-and-channels). */
export function saleExperience(): ExperienceType {
  return inClubSaleStore.getState().selling ? 'employee' : 'prospect';
}

/** The channel the wizard's cart and staging claim; the server checks it against the session. */
export function saleChannel(): Channel {
  return inClubSaleStore.getState().selling ? 'InClub' : 'Online';
}

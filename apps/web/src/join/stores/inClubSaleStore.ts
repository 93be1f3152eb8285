import { z } from 'zod';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { clubSalesDeviceSchema } from '@clubjoin/domain/staff/clubSalesDevice';
import { saleCreditSplitSchema } from '@clubjoin/domain/staff/saleCredit';
import type { Channel, ExperienceType } from '@clubjoin/domain/vocabulary';

/** The key the in-club sale keeps on the device (docs/decisions/0028). */
export const IN_CLUB_SALE_KEY = 'clubjoin.clubSales';

const inClubSaleSchema = z.object({
  /** The club and mode this device is bound to by the settings page; null until bound. */
  device: clubSalesDeviceSchema.nullable(),
  /** Whether a sale started from the settings page is running: the wizard is the employee's. */
  selling: z.boolean(),
  /** The credit split of the sale running, with the partner's name to show; null for none. */
  creditSplit: saleCreditSplitSchema.and(z.object({ partnerName: z.string() })).nullable(),
  /** The name the member typed as consent on review payment; completion sends it to be checked. */
  consentName: z.string().nullable().default(null),
  /**
   * The token of a former member's rejoin the seller vouched for (docs/decisions/0039), which the
   * sale's stage presents with the seller's session; null for a new sale.
   */
  rejoinToken: z.string().nullable().default(null),
});
export type InClubSaleState = z.infer<typeof inClubSaleSchema>;

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
export const inClubSaleStore = create<InClubSaleState>()(
  persist(() => INITIAL, {
    name: IN_CLUB_SALE_KEY,
    storage: createJSONStorage(() => localStorage),
    version: 1,
    migrate: (persisted) => persisted,
    merge: (persisted, current) => {
      const parsed = inClubSaleSchema.safeParse(persisted);
      return parsed.success ? parsed.data : current;
    },
  }),
);

/** The experience the wizard runs (product/flows.md#experience-types-and-channels). */
export function saleExperience(): ExperienceType {
  return inClubSaleStore.getState().selling ? 'employee' : 'prospect';
}

/** The channel the wizard's cart and staging claim; the server checks it against the session. */
export function saleChannel(): Channel {
  return inClubSaleStore.getState().selling ? 'InClub' : 'Online';
}

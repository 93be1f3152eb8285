import { z } from 'zod';
import { clubSalesDeviceSchema } from '@clubjoin/domain/staff/clubSalesDevice';
import { saleCreditSplitSchema } from '@clubjoin/domain/staff/saleCredit';

/** What the in-club sale keeps on the device (docs/decisions/0028). */
export const InClubSaleState = z.object({
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
export type InClubSaleState = z.infer<typeof InClubSaleState>;

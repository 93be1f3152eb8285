import { z } from 'zod';

/**
 * How a device at the club runs the sale (docs/decisions/0028): at a desk, where the advisor runs
 * the wizard with the person beside them, or as a kiosk the prospect uses alone.
 */
export const CLUB_SALES_MODES = ['desk', 'kiosk'] as const;
export type ClubSalesMode = (typeof CLUB_SALES_MODES)[number];

export const CLUB_SALES_MODE_LABELS: Readonly<Record<ClubSalesMode, string>> = {
  desk: 'Staff-assisted desk',
  kiosk: 'Kiosk (the prospect joins alone)',
};

export const CLUB_SALES_CLUB_MESSAGE = 'Please choose the club this device sells for.';
export const CLUB_SALES_MODE_MESSAGE = 'Please choose how this device sells.';

/** The club and the mode a device is bound to, as the settings page keeps them on the device. */
export const clubSalesDeviceSchema = z.object({
  clubId: z.string({ error: CLUB_SALES_CLUB_MESSAGE }).regex(/^\d{1,6}$/, {
    error: CLUB_SALES_CLUB_MESSAGE,
  }),
  mode: z.enum(CLUB_SALES_MODES, { error: CLUB_SALES_MODE_MESSAGE }),
});

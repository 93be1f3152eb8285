import { z } from 'zod';

/** A club's id (product/club-and-entry.md#clubs) wherever one is named: 1 to 6 digits. */
export const ClubId = z
  .string({ error: 'A club id is 1 to 6 digits' })
  .regex(/^\d{1,6}$/, 'A club id is 1 to 6 digits');

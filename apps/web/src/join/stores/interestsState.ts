import { z } from 'zod';

/**
 * An interest as the club's interests answer lists it
 * (product/membership-and-promotions.md#interests); the step shows displayName.
 */
const ClubInterest = z.looseObject({ displayName: z.string().min(1) });
type ClubInterest = z.infer<typeof ClubInterest>;

/**
 * What the interests store keeps (product/wizard.md#stores-and-session-cookies): the interests the chosen club
 * lists (product/membership-and-promotions.md#interests), which the interests step filters and
 * completes. The member's choice lives in the membership state.
 */
export const InterestsState = z.object({
  clubId: z.string().optional(),
  results: z.array(ClubInterest),
});
export type InterestsState = z.infer<typeof InterestsState>;

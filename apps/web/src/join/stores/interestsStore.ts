import { z } from 'zod';
import { createPersistedStore } from './persistedStore';

/**
 * An interest as the club's interests answer lists it
 * (product/membership-and-promotions.md#interests); the step shows displayName.
 */
const ClubInterest = z.looseObject({ displayName: z.string().min(1) });
type ClubInterest = z.infer<typeof ClubInterest>;

/**
 * The interests store (product/wizard.md#stores-and-session-cookies): the interests the chosen club
 * lists (product/membership-and-promotions.md#interests), which the interests step filters and
 * completes. The member's choice lives in the membership state.
 */
export const InterestsState = z.object({
  clubId: z.string().optional(),
  results: z.array(ClubInterest),
});
export type InterestsState = z.infer<typeof InterestsState>;

export const interestsStore = createPersistedStore<InterestsState>('interests', InterestsState, {
  results: [],
});

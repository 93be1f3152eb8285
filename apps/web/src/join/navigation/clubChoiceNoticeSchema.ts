import { z } from 'zod';

/**
 * Why initialize sent the person to choose a club, as it hands it to the club step in the history
 * state (product/club-and-entry.md#initialize). History state survives reloads and can be
 * anything, so the club step parses it.
 */
export const ClubChoiceNotice = z.object({
  reason: z.enum(['invalidClub', 'invalidParameters', 'clubUnavailable']),
  problems: z.array(z.object({ parameter: z.string(), value: z.string(), message: z.string() })),
});
export type ClubChoiceNotice = z.infer<typeof ClubChoiceNotice>;

import { z } from 'zod';

/**
 * Why initialize sent the person to choose a club (01 §4 "Initialize": an invalid club or invalid
 * parameters), handed to the club step in the history state. History state survives reloads and
 * can be anything, so the club step parses it.
 */
export const ClubChoiceNotice = z.object({
  reason: z.enum(['invalidClub', 'invalidParameters']),
  problems: z.array(z.object({ parameter: z.string(), value: z.string(), message: z.string() })),
});
export type ClubChoiceNotice = z.infer<typeof ClubChoiceNotice>;

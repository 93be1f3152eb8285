import { z } from 'zod';

/**
 * Why the wizard sent the person to choose a club: initialize's invalid club or invalid parameters
 * (product/club-and-entry.md#initialize), handed to the club step in the history state, or a stored
 * club the club list no longer holds (product/wizard.md#page-loads-and-the-current-step), which the
 * page-load guard, able only to redirect, names in the club page's `notice` query parameter.
 * History state survives reloads and can be anything, so the club step parses it.
 */
export const ClubChoiceNotice = z.object({
  reason: z.enum(['invalidClub', 'invalidParameters', 'clubUnavailable']),
  problems: z.array(z.object({ parameter: z.string(), value: z.string(), message: z.string() })),
});
export type ClubChoiceNotice = z.infer<typeof ClubChoiceNotice>;

/** The query parameter the guard names its reason in, and its value for an unavailable club. */
export const CLUB_UNAVAILABLE_QUERY = { name: 'notice', value: 'clubUnavailable' } as const;

/** The notice a club page carries: the history state's, or the guard's query parameter. */
export function readClubChoiceNotice(state: unknown, search: string): ClubChoiceNotice | undefined {
  const fromState = ClubChoiceNotice.safeParse(state);
  if (fromState.success) return fromState.data;
  const { name, value } = CLUB_UNAVAILABLE_QUERY;
  return new URLSearchParams(search).get(name) === value
    ? { reason: 'clubUnavailable', problems: [] }
    : undefined;
}

import { useEffect, useState } from 'react';
import type { ClubChoiceNotice } from './clubChoiceNoticeSchema';

export type { ClubChoiceNotice } from './clubChoiceNoticeSchema';

/** The query parameter the guard names its reason in, and its value for an unavailable club. */
export const CLUB_UNAVAILABLE_QUERY = { name: 'notice', value: 'clubUnavailable' } as const;

/**
 * Why the wizard sent the person to choose a club: initialize's invalid club or invalid parameters
 * (product/club-and-entry.md#initialize), handed to the club step in the history state, or a stored
 * club the club list no longer holds (product/wizard.md#page-loads-and-the-current-step), which the
 * page-load guard, able only to redirect, names in the club page's `notice` query parameter. The
 * history state's schema loads only when there is a state to read (docs/decisions/0040), so its
 * notice shows a moment after the page.
 */
export function useClubChoiceNotice(state: unknown, search: string): ClubChoiceNotice | undefined {
  const [read, setRead] = useState<{ state: unknown; notice: ClubChoiceNotice | undefined }>();
  useEffect(() => {
    if (state === null || state === undefined) return undefined;
    let current = true;
    import('./clubChoiceNoticeSchema').then(
      ({ ClubChoiceNotice }) => {
        const parsed = ClubChoiceNotice.safeParse(state);
        if (current) setRead({ state, notice: parsed.success ? parsed.data : undefined });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [state]);
  const fromState = read !== undefined && read.state === state ? read.notice : undefined;
  const { name, value } = CLUB_UNAVAILABLE_QUERY;
  return (
    fromState ??
    (new URLSearchParams(search).get(name) === value
      ? { reason: 'clubUnavailable', problems: [] }
      : undefined)
  );
}

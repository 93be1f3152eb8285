import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { create } from 'zustand';
import { getAllClubs } from '@clubjoin/contract/clubs';
import { useTrackedQuery } from '../../api/useTrackedQuery';
import { SelectField } from '../../ui/SelectField';
import { selfQuery } from '../portalQueries';

/**
 * The club last picked and by whom, kept while the portal is open: a manager who picks Chanhassen
 * on one page finds Chanhassen on the next, rather than their first club again.
 */
const pickedClubStore = create<{ partyId?: string; clubId?: string }>()(() => ({}));

/**
 * The club a club's page works on: the club the team member last picked among theirs, else their
 * first club; an administrator, who works at no club in particular, picks any club of the chain
 * first. Answers the club id (undefined until there is one) and the picker to show when there is
 * a choice.
 */
export function useWorkingClub(): { clubId: string | undefined; picker: ReactNode } {
  const self = useQuery(selfQuery()).data;
  const clubs = useTrackedQuery(getAllClubs, self ? {} : undefined).data;
  const picked = pickedClubStore();
  if (!self) return { clubId: undefined, picker: null };
  const choices =
    self.clubIds.length > 0 ? self.clubIds : (clubs ?? []).map((club) => club.mmsClubId);
  const names = new Map((clubs ?? []).map((club) => [club.mmsClubId, club.marketingClubName]));
  // Someone else signed in before in this tab: their pick is not this team member's.
  const clubId = picked.partyId === self.partyId ? picked.clubId : self.clubIds[0];
  const picker =
    choices.length > 1 ? (
      <SelectField
        label="Club"
        value={clubId ?? ''}
        onChange={(event) =>
          pickedClubStore.setState({ partyId: self.partyId, clubId: event.target.value })
        }
      >
        {clubId === undefined && <option value="">Choose a club</option>}
        {choices.map((id) => (
          <option key={id} value={id}>
            {names.get(id) ?? `Club ${id}`}
          </option>
        ))}
      </SelectField>
    ) : null;
  return { clubId, picker };
}

import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { getAllClubs } from '@clubjoin/contract/clubs';
import { useTrackedQuery } from '../../api/useTrackedQuery';
import { SelectField } from '../../ui/SelectField';
import { selfQuery } from '../portalQueries';

/**
 * The club a club's page works on: the team member's first club, or another of theirs they pick;
 * an administrator, who works at no club in particular, picks any club of the chain first. Answers
 * the club id (undefined until there is one) and the picker to show when there is a choice.
 */
export function useWorkingClub(): { clubId: string | undefined; picker: ReactNode } {
  const self = useQuery(selfQuery()).data;
  const clubs = useTrackedQuery(getAllClubs, self ? {} : undefined).data;
  const [picked, setPicked] = useState<string>();
  if (!self) return { clubId: undefined, picker: null };
  const choices =
    self.clubIds.length > 0 ? self.clubIds : (clubs ?? []).map((club) => club.mmsClubId);
  const names = new Map((clubs ?? []).map((club) => [club.mmsClubId, club.marketingClubName]));
  const clubId = picked ?? self.clubIds[0];
  const picker =
    choices.length > 1 ? (
      <SelectField
        label="Club"
        value={clubId ?? ''}
        onChange={(event) => setPicked(event.target.value)}
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

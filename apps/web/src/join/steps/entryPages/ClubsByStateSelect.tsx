import type { StateClubGroup } from '@clubjoin/domain/catalog/groupClubsByState';
import { SelectField } from '../../../ui/SelectField';

interface ClubsByStateSelectProps {
  groups: readonly StateClubGroup<{ mmsClubId: string; marketingClubName: string }>[];
  /** The chosen club's id, or '' for none. */
  value: string;
  /** The first option, chosen while no club is: the page's own words. */
  placeholder: string;
  disabled?: boolean;
  onChoose: (clubId: string) => void;
}

/** The club dropdown of the pages that open a sale: one group of clubs per state (02 §2). */
export function ClubsByStateSelect({
  groups,
  value,
  placeholder,
  disabled,
  onChoose,
}: ClubsByStateSelectProps) {
  return (
    <SelectField
      label="Club"
      name="clubId"
      value={value}
      disabled={disabled}
      onChange={(event) => onChoose(event.target.value)}
    >
      <option value="">{placeholder}</option>
      {groups.map((group) => (
        <optgroup key={group.state} label={group.state}>
          {group.clubs.map((club) => (
            <option key={club.mmsClubId} value={club.mmsClubId}>
              {club.marketingClubName}
            </option>
          ))}
        </optgroup>
      ))}
    </SelectField>
  );
}

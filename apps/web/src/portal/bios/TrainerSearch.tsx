import { useState } from 'react';
import { Link } from 'wouter';
import { searchPerformerBios, searchTrainers } from '@clubjoin/contract/bios';
import { getContentClubs } from '@clubjoin/contract/content';
import { TRAINERS_PATH } from '@clubjoin/domain/pages';
import { SPECIALTIES, SPECIALTY_LABELS, type Specialty } from '@clubjoin/domain/staff/bios';
import { useTrackedQuery } from '../../api/useTrackedQuery';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import { BioAvatar } from './BioAvatar';
import styles from './bios.module.css';

/** A trainer's public page. */
export const trainerPath = (slug: string) => `${TRAINERS_PATH}/${encodeURIComponent(slug)}`;

/**
 * Find a trainer by club and specialty: the public `/trainers` page and the portal's performer
 * bio search ask the same question of their own endpoint, and list approved bios only.
 */
export function TrainerSearch({ audience }: { audience: 'public' | 'staff' }) {
  const clubs = useTrackedQuery(getContentClubs, {}).data;
  const [clubId, setClubId] = useState('');
  const [specialty, setSpecialty] = useState('');
  const [query, setQuery] = useState<{ clubId?: string; specialty?: Specialty }>({});
  const endpoint = audience === 'public' ? searchTrainers : searchPerformerBios;
  const trainers = useTrackedQuery(endpoint, { query }).data?.trainers;
  return (
    <>
      <form
        role="search"
        aria-label="Trainers"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery({
            ...(clubId ? { clubId } : {}),
            ...(specialty ? { specialty: specialty as Specialty } : {}),
          });
        }}
      >
        <div className={styles.row}>
          <SelectField
            label="Club"
            value={clubId}
            onChange={(event) => setClubId(event.target.value)}
          >
            <option value="">Any club</option>
            {(clubs ?? []).map((club) => (
              <option key={club.mmsClubId} value={club.mmsClubId}>
                {club.marketingClubName}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Specialty"
            value={specialty}
            onChange={(event) => setSpecialty(event.target.value)}
          >
            <option value="">Any specialty</option>
            {SPECIALTIES.map((candidate) => (
              <option key={candidate} value={candidate}>
                {SPECIALTY_LABELS[candidate]}
              </option>
            ))}
          </SelectField>
          <Button type="submit">Find trainers</Button>
        </div>
      </form>
      <p role="status">
        {trainers &&
          (trainers.length === 0
            ? 'No trainers match.'
            : trainers.length === 1
              ? '1 trainer matches.'
              : `${trainers.length} trainers match.`)}
      </p>
      {trainers && trainers.length > 0 && (
        <ul className={styles.list} aria-label="Trainers found">
          {trainers.map((trainer) => (
            <li key={trainer.slug} className={styles.trainer}>
              <BioAvatar
                avatar={trainer.avatar}
                photo={{ url: trainer.photoUrl, name: trainer.displayName }}
              />
              <div>
                <Link to={trainerPath(trainer.slug)}>{trainer.displayName}</Link>
                <div>{trainer.jobTitle}</div>
                <div>{trainer.clubs.map((club) => club.clubName).join(', ')}</div>
                <div>
                  {trainer.specialties.map((candidate) => SPECIALTY_LABELS[candidate]).join(', ')}
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

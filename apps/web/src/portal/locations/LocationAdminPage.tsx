import { Link } from 'wouter';
import { listLocations } from '@clubjoin/contract/clubHours';
import { dayHoursText, openingStatusText } from '@clubjoin/domain/clubs/openingHours';
import { useTrackedQuery } from '../../api/useTrackedQuery';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import styles from '../Portal.module.css';
import { locationHoursPath } from './locationTexts';

/**
 * `/member/location-admin` (issue 18): the team member's clubs (every club for an administrator)
 * with today's hours and whether each is open now, each linking to its hours to edit.
 */
export function LocationAdminPage() {
  const clubs = useTrackedQuery(listLocations, {}).data?.clubs;
  if (!clubs) return <p>Loading your clubs…</p>;
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table}>
        <caption>Your clubs’ hours today</caption>
        <thead>
          <tr>
            <th scope="col">Club</th>
            <th scope="col">Today</th>
            <th scope="col">Now</th>
            <th scope="col">Hours</th>
          </tr>
        </thead>
        <tbody>
          {clubs.map((club) => (
            <tr key={club.clubId}>
              <th scope="row">{club.clubName}</th>
              <td>
                {club.hours
                  ? `${club.hours.today.holiday ? `${club.hours.today.holiday}: ` : ''}${dayHoursText(club.hours.today.blocks)}`
                  : 'No hours yet'}
              </td>
              <td>
                {club.hours ? openingStatusText(club.hours.status, club.hours.today.date) : '—'}
              </td>
              <td>
                <Link to={locationHoursPath(club.clubId)}>
                  Edit hours<VisuallyHidden> of {club.clubName}</VisuallyHidden>
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import { useMemo, useState } from 'react';
import { type ClubHoursToday, getClubHours, getClubHoursToday } from '@clubjoin/contract/clubHours';
import {
  dayHoursText,
  openingStatusText,
  WEEKDAY_LABELS,
  WEEKDAYS,
} from '@clubjoin/domain/clubs/openingHours';
import { formatLongDate } from '@clubjoin/domain/time/formatLongDate';
import { useTrackedQuery } from '../../../api/useTrackedQuery';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import styles from './ClubResults.module.css';

/** Hours are extra: a club without them, or a failed read, shows none and nothing else changes. */
export const QUIET_HOURS = { handled: () => true } as const;

/**
 * Every club's hours today and open-now status (one read for the whole list), by club id: read
 * once `wanted`, none before.
 */
export function useClubHoursToday(wanted: boolean): ReadonlyMap<string, ClubHoursToday> {
  const list = useTrackedQuery(getClubHoursToday, wanted ? {} : undefined, QUIET_HOURS).data;
  return useMemo(() => new Map((list ?? []).map((club) => [club.clubId, club])), [list]);
}

/** 'Open now · until 10 pm' and the like, from the server's status at the club. */
export function clubStatusText(hours: ClubHoursToday): string {
  return openingStatusText(hours.status, hours.today.date);
}

/** One club's week and holidays ahead, read when the person opens them. */
function WeekHours({ clubId }: { clubId: string }) {
  const hours = useTrackedQuery(getClubHours, { params: { clubId } }, QUIET_HOURS).data;
  if (!hours) return <p>Loading hours…</p>;
  return (
    <>
      <dl className={styles.hours}>
        {WEEKDAYS.map((day) => (
          <div key={day}>
            <dt>{WEEKDAY_LABELS[day]}</dt>
            <dd>{dayHoursText(hours.week[day])}</dd>
          </div>
        ))}
      </dl>
      {hours.holidays.length > 0 && (
        <dl className={styles.hours}>
          {hours.holidays.map((holiday) => (
            <div key={holiday.date}>
              <dt>
                {holiday.name}, {formatLongDate(holiday.date)}
              </dt>
              <dd>{dayHoursText(holiday.blocks)}</dd>
            </div>
          ))}
        </dl>
      )}
      <p className={styles.line}>Key fob: members-only access without staff.</p>
    </>
  );
}

/** The week's hours of a club behind a disclosure (product-native, keyboard-ready). */
export function ClubWeekHours({ clubId, clubName }: { clubId: string; clubName: string }) {
  const [open, setOpen] = useState(false);
  return (
    <details
      className={styles.hoursDetails}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>
        Hours<VisuallyHidden> of {clubName}</VisuallyHidden>
      </summary>
      {open && <WeekHours clubId={clubId} />}
    </details>
  );
}

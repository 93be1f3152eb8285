import { calendarDateOf, daysInCalendarMonth, type IsoDate } from '../time/isoDate';

/**
 * Whole months from `birthDate` to `day` (product/member-forms.md#ages: 3 months). A month is
 * complete on the same day of the month, or on the month's last day when it is shorter (born 31
 * January: one month old on 28 February). Negative when `day` is before `birthDate`.
 */
export function ageInMonthsOn(birthDate: IsoDate, day: IsoDate): number {
  const birth = calendarDateOf(birthDate);
  const on = calendarDateOf(day);
  const months = (on.year - birth.year) * 12 + (on.month - birth.month);
  const anniversaryDay = Math.min(birth.day, daysInCalendarMonth(on.year, on.month));
  return on.day >= anniversaryDay ? months : months - 1;
}

/**
 * Whole years from `birthDate` to `day`: a person's age (product/member-forms.md#ages). Someone
 * born on 29 February turns a year older on 28 February in other years, the same month-end rule as
 * ageInMonthsOn.
 */
export function ageInYearsOn(birthDate: IsoDate, day: IsoDate): number {
  return Math.floor(ageInMonthsOn(birthDate, day) / 12);
}

import { JUNIOR_MAX_AGE, JUNIOR_MIN_AGE_MONTHS } from './ages';

/**
 * An adult member is 14 or older (product/member-forms.md#ages: adult 14 and up;
 * product/membership-and-promotions.md#adults-and-juniors: Adults from 14).
 */
export const ADULT_MIN_AGE = 14;

/**
 * The ages each kind of member has, as the Add Members counters say them
 * (product/membership-and-promotions.md#adults-and-juniors).
 */
export const MEMBER_AGES = {
  adult: `Ages ${ADULT_MIN_AGE} and up`,
  junior: `Ages ${JUNIOR_MIN_AGE_MONTHS} months to ${JUNIOR_MAX_AGE} years`,
} as const;

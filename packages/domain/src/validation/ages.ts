import type { Flow, ProductType } from '../vocabulary';
import type { IsoDate } from '../time/isoDate';
import { ageInMonthsOn, ageInYearsOn } from './ageOn';
import { fail, type Outcome, succeed } from '../outcome';

/** The primary member's minimum age (product/member-forms.md#ages). */
export const PRIMARY_MIN_AGE = 18;
/**
 * The primary member's minimum age in the purchaser flow, where an adult pays for a teen
 * (product/member-forms.md#ages).
 */
export const PURCHASER_FLOW_PRIMARY_MIN_AGE = 13;
/** The primary member's exact age in the purchaser-child flow (product/member-forms.md#ages). */
export const PURCHASER_CHILD_PRIMARY_AGE = 12;
/** A partner's minimum age (product/member-forms.md#ages). */
export const PARTNER_MIN_AGE = 18;
/** A secondary child is 14 to 25 years old (product/member-forms.md#ages). */
export const SECONDARY_CHILD_MIN_AGE = 14;
export const SECONDARY_CHILD_MAX_AGE = 25;
/** A junior is 3 months to 13 years old (product/member-forms.md#ages). */
export const JUNIOR_MIN_AGE_MONTHS = 3;
export const JUNIOR_MAX_AGE = 13;
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
/**
 * The least age gap between a child and a parent on the membership (product/member-forms.md#ages).
 */
export const PARENT_CHILD_MIN_AGE_GAP = 15;
/**
 * The oldest primary on a "26 and Under" product: 26 is included, as its name says
 * (product/member-forms.md#ages).
 */
export const UNDER_TWENTY_SIX_MAX_AGE = 26;
/**
 * The oldest primary on a Junior Executive product. The spec gives "up to 29" and also notes a
 * constant of 30 (product/member-forms.md#ages). Both hold if 30 is the exclusive bound ("under
 * 30"), so a member may join up to and including age 29; we keep the inclusive 29 so that this
 * constant, the check and the message ("between 18 to 29") all say the same number.
 */
export const JUNIOR_EXECUTIVE_MAX_AGE = 29;
/** The youngest primary on a "65 Plus" product (product/member-forms.md#ages). */
export const SIXTY_FIVE_PLUS_MIN_AGE = 65;

export const PARTNER_AGE_MESSAGE = 'A secondary adult must be at least 18 years old.';
export const SECONDARY_CHILD_AGE_MESSAGE =
  'Secondary members must be between the ages of 14 and 25 years old.';
export const JUNIOR_AGE_MESSAGE = 'Junior Members must be between 3 months and 13 years old.';
export const PURCHASER_CHILD_AGE_MESSAGE = 'Primary member must be 12 years old.';

/**
 * The primary's minimum-age message. The spec states the rule (18, 13 in the purchaser flow, 65
 * for 65 Plus) without wording; we phrase it like its 'Primary member must be 12 years old.'.
 */
export function primaryMinimumAgeMessage(minAge: number): string {
  return `Primary member must be at least ${minAge} years old.`;
}

/**
 * The age-band message of the 26 and Under and Junior Executive products
 * (product/member-forms.md#ages: 'between N to 26').
 */
export function primaryAgeRangeMessage(minAge: number, maxAge: number): string {
  return `Primary member must be between ${minAge} to ${maxAge} years old.`;
}

/**
 * The parent age-gap message (product/member-forms.md#ages). The spec quotes its opening, 'We are
 * unable to add this member to your membership online at this time...', followed by a phone number;
 * we complete it.
 */
export function parentAgeGapMessage(supportPhone: string): string {
  return `We are unable to add this member to your membership online at this time. Please call ${supportPhone} to add them to your membership.`;
}

/** An age rule that holds; one that does not fails with the message it shows. */
const OK: Outcome<void, string> = succeed();

/**
 * The primary's minimum age for the flows (product/member-forms.md#ages): 13 in the purchaser flow,
 * else 18.
 */
export function primaryMinimumAge(flows: readonly Flow[]): number {
  return flows.includes('Purchaser') ? PURCHASER_FLOW_PRIMARY_MIN_AGE : PRIMARY_MIN_AGE;
}

/**
 * The age bands of the products that have one (product/member-forms.md#ages), over the flow's
 * minimum age.
 */
const PRODUCT_MAX_AGES: Partial<Record<ProductType, number>> = {
  UnderTwentySix: UNDER_TWENTY_SIX_MAX_AGE,
  JuniorExecutive: JUNIOR_EXECUTIVE_MAX_AGE,
};

/**
 * A junior is at least 3 months and at most 13 years old on `today` (product/member-forms.md#ages).
 */
export function checkJuniorAge(dateOfBirth: IsoDate, today: IsoDate): Outcome<void, string> {
  const fits =
    ageInMonthsOn(dateOfBirth, today) >= JUNIOR_MIN_AGE_MONTHS &&
    ageInYearsOn(dateOfBirth, today) <= JUNIOR_MAX_AGE;
  return fits ? OK : fail(JUNIOR_AGE_MESSAGE);
}

/**
 * The primary member's age rule (product/member-forms.md#ages), first match wins:
 * - purchaser-child flow: exactly 12 and a valid junior ('Primary member must be 12 years old.');
 * - 65 Plus product: at least 65;
 * - 26 and Under / Junior Executive: between the flow's minimum and 26 / 29 ('between N to 26');
 * - any other product: at least the flow's minimum (18, or 13 in the purchaser flow).
 */
export function checkPrimaryAge(input: {
  dateOfBirth: IsoDate;
  today: IsoDate;
  flows: readonly Flow[];
  productType?: ProductType | undefined;
}): Outcome<void, string> {
  const { dateOfBirth, today, flows, productType } = input;
  const age = ageInYearsOn(dateOfBirth, today);
  if (flows.includes('PurchaserChild')) {
    const validJunior = checkJuniorAge(dateOfBirth, today).ok;
    return validJunior && age === PURCHASER_CHILD_PRIMARY_AGE
      ? OK
      : fail(PURCHASER_CHILD_AGE_MESSAGE);
  }
  if (productType === 'SixtyFivePlus') {
    return age >= SIXTY_FIVE_PLUS_MIN_AGE
      ? OK
      : fail(primaryMinimumAgeMessage(SIXTY_FIVE_PLUS_MIN_AGE));
  }
  const minAge = primaryMinimumAge(flows);
  const maxAge = productType === undefined ? undefined : PRODUCT_MAX_AGES[productType];
  if (maxAge !== undefined) {
    return age >= minAge && age <= maxAge ? OK : fail(primaryAgeRangeMessage(minAge, maxAge));
  }
  return age >= minAge ? OK : fail(primaryMinimumAgeMessage(minAge));
}

/** A partner is at least 18 on `today` (product/member-forms.md#ages). */
export function checkPartnerAge(dateOfBirth: IsoDate, today: IsoDate): Outcome<void, string> {
  return ageInYearsOn(dateOfBirth, today) >= PARTNER_MIN_AGE ? OK : fail(PARTNER_AGE_MESSAGE);
}

/**
 * A secondary child is 14 to 25 years old on `today` (product/member-forms.md#ages: at least 14 and
 * under 26).
 */
export function checkSecondaryChildAge(
  dateOfBirth: IsoDate,
  today: IsoDate,
): Outcome<void, string> {
  const age = ageInYearsOn(dateOfBirth, today);
  return age >= SECONDARY_CHILD_MIN_AGE && age <= SECONDARY_CHILD_MAX_AGE
    ? OK
    : fail(SECONDARY_CHILD_AGE_MESSAGE);
}

/**
 * A child (a secondary child or a junior) is at least 15 years younger than the primary or than the
 * partner (product/member-forms.md#ages): one parent with that gap is enough. The gap is the
 * parent's age on the child's birth date. Parents whose date of birth is not known yet are left
 * out; with none known there is nothing to compare.
 */
export function checkParentAgeGap(input: {
  childDateOfBirth: IsoDate;
  parentDatesOfBirth: readonly IsoDate[];
  supportPhone: string;
}): Outcome<void, string> {
  const { childDateOfBirth, parentDatesOfBirth, supportPhone } = input;
  const gapFits = (parent: IsoDate) =>
    ageInYearsOn(parent, childDateOfBirth) >= PARENT_CHILD_MIN_AGE_GAP;
  return parentDatesOfBirth.length === 0 || parentDatesOfBirth.some(gapFits)
    ? OK
    : fail(parentAgeGapMessage(supportPhone));
}

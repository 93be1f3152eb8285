import type { FieldProblem } from '../validation/fieldErrors';

/**
 * A coupon as the employee referral reads it (product/membership-and-promotions.md#coupons: an
 * employee referral coupon carries the employee id, the referring member's names and personal
 * email). Any coupon fits; only a valid employee referral one prefills.
 */
export interface ReferralCouponLike {
  readonly kind?: string | undefined;
  readonly isValid?: boolean | undefined;
  readonly referringMemberFirstName?: string | undefined;
  readonly referringMemberLastName?: string | undefined;
  readonly personalEmail?: string | undefined;
}

/** The primary member's fields an employee referral coupon fills. */
export const REFERRAL_FIELDS = ['firstName', 'lastName', 'email'] as const;
export type ReferralField = (typeof REFERRAL_FIELDS)[number];
export type ReferralPrefill = Partial<Record<ReferralField, string>>;

/**
 * Under each field the coupon filled, when a stage sends another value (our wording: the field was
 * shown locked).
 */
export const REFERRAL_FIELD_LOCKED_MESSAGE =
  'This comes from your employee referral coupon and cannot be changed.';

/** The hint under each field the coupon filled, shown locked (our wording). */
export const REFERRAL_FIELD_HINT = 'From your employee referral coupon; it cannot be changed here.';

/**
 * What an employee referral coupon fills on the primary member
 * (product/member-forms.md#employee-referral; 02 §1: the referral flow's coupon prefills the primary
 * member, and prefilled fields become locked): the referring member's first and last name and
 * personal email, each only when the coupon carries it. Empty for any other coupon, or one that is
 * not valid.
 */
export function employeeReferralPrefill(coupon: ReferralCouponLike | undefined): ReferralPrefill {
  if (coupon?.kind !== 'EmployeeReferral' || coupon.isValid === false) return {};
  const carried: Record<ReferralField, string | undefined> = {
    firstName: coupon.referringMemberFirstName?.trim(),
    lastName: coupon.referringMemberLastName?.trim(),
    email: coupon.personalEmail?.trim(),
  };
  const prefill: ReferralPrefill = {};
  for (const field of REFERRAL_FIELDS) {
    const value = carried[field];
    if (value) prefill[field] = value;
  }
  return prefill;
}

const sameValue = (field: ReferralField, sent: string, kept: string): boolean =>
  field === 'email' ? sent.trim().toLowerCase() === kept.toLowerCase() : sent.trim() === kept;

/**
 * The primary member's fields that differ from what the coupon filled and locked
 * (product/member-forms.md#employee-referral): the server refuses them as the form would not let
 * them be typed. Names compare as trimmed, the email also without regard to case.
 */
export function employeeReferralProblems(
  prefill: ReferralPrefill,
  primary: Partial<Record<ReferralField, string | null | undefined>>,
): FieldProblem[] {
  return REFERRAL_FIELDS.flatMap((field) => {
    const kept = prefill[field];
    if (kept === undefined) return [];
    return sameValue(field, primary[field] ?? '', kept)
      ? []
      : [{ field, message: REFERRAL_FIELD_LOCKED_MESSAGE }];
  });
}

/**
 * Client access values of coupons the qualified page may offer
 * (product/pages.md#medicare-memberships-page).
 */
export const QUALIFIED_PROGRAM_CLIENT_ACCESS: readonly string[] = ['All', 'OnlineOnly'];

/**
 * Shown when the chosen Medicare program cannot be used at the chosen club
 * (product/pages.md#medicare-memberships-page).
 */
export const QUALIFIED_PROGRAM_NOT_AVAILABLE_MESSAGE =
  'The selected Medicare Program is not available at this club. Please switch clubs or select a different program.';

/**
 * The Medicare page's program list (product/pages.md#medicare-memberships-page): only coupons whose
 * client access is All or OnlineOnly.
 */
export function listQualifiedPrograms<C extends { clientAppAccess: string }>(
  coupons: readonly C[],
): C[] {
  return coupons.filter((coupon) =>
    QUALIFIED_PROGRAM_CLIENT_ACCESS.includes(coupon.clientAppAccess),
  );
}

/**
 * The Enroll button of the Medicare page (product/pages.md#medicare-memberships-page), with the
 * warning when it applies.
 */
export type QualifiedEnroll =
  | { kind: 'enabled' }
  | { kind: 'disabled' }
  | { kind: 'notAvailable'; message: typeof QUALIFIED_PROGRAM_NOT_AVAILABLE_MESSAGE };

/**
 * Whether Enroll is enabled (product/pages.md#medicare-memberships-page): only when a program and a
 * club are chosen and the coupon is valid for the club. Until both are chosen, or while the coupon
 * check for the pair has no answer yet (`undefined`), it is just disabled; a pair the server
 * rejects shows the not-available warning.
 */
export function qualifiedEnroll(choice: {
  programChosen: boolean;
  clubChosen: boolean;
  couponValidForClub: boolean | undefined;
}): QualifiedEnroll {
  if (!choice.programChosen || !choice.clubChosen || choice.couponValidForClub === undefined) {
    return { kind: 'disabled' };
  }
  return choice.couponValidForClub
    ? { kind: 'enabled' }
    : { kind: 'notAvailable', message: QUALIFIED_PROGRAM_NOT_AVAILABLE_MESSAGE };
}

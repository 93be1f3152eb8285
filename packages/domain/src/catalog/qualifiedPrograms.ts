import { saleEntryUrl } from '../wizard/saleEntryLink';

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

/**
 * Where the Medicare page's 'Confirm Eligibility' leads (product/pages.md#medicare-memberships-page):
 * the program's eligibility link, offered only when the program has one and the coupon is valid at
 * the chosen club; else there is no such link (undefined).
 */
export function confirmEligibilityLink(
  program: { promotionEligibilityLink: string | null },
  couponValidForClub: boolean | undefined,
): string | undefined {
  return couponValidForClub === true ? (program.promotionEligibilityLink ?? undefined) : undefined;
}

/** The club's Medicare category (decision 0017: a category link opens its flow, Qualified). */
const MEDICARE_CATEGORY = 'medicare';

/**
 * Where Enroll leads (product/pages.md#medicare-memberships-page): the Qualified sale at the club,
 * on its Medicare category, for the one member a program's identifier is for, so it opens at the
 * Medicare membership cards. The program's coupon goes over as the coupon store's value
 * (`couponModule`, product/club-and-entry.md#handing-a-session-over), so the link goes through the
 * transition page (product/pages.md#the-transition-page).
 */
export function qualifiedSaleUrl(clubId: string, couponModule: string): string {
  return saleEntryUrl(
    { clubId, category: MEDICARE_CATEGORY, adultQuantity: '1', juniorQuantity: '0' },
    { couponModule },
  );
}

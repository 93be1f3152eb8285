import { stepUrl } from '../wizard/pageDrivers';
import { DIGITAL_CLUB_ID } from '../vocabulary';

/**
 * The query parameter naming the company's promotion on the corporate landing page
 * (product/pages.md#corporate-landing-page), as the sale's entry links name it.
 */
export const CORPORATE_PROMOTION_PARAMETER = 'promotionName';

/**
 * The corporate landing page's session cookie (product/pages.md#corporate-landing-page: set on the
 * club domain, expiring with the browser session): the promotion the page last showed, so the
 * page opened again without its query shows the same company.
 */
export const CORPORATE_PROMOTION_COOKIE = 'lt-oms-corporate';

/**
 * What the corporate landing page says in place of its content when the company's offer cannot be
 * loaded (product/pages.md#corporate-landing-page: the content is hidden, a page-provided message
 * may show).
 */
export const CORPORATE_LANDING_UNAVAILABLE_MESSAGE =
  'This company membership offer is not available right now. Please check the link from your employer, or try again later.';

/**
 * Where the corporate landing page's links lead (product/pages.md#corporate-landing-page,
 * product/flows.md#every-flow-from-its-link, the CorpSales coupon row): the sale's initialize page
 * at the club, with the promotion's name and the company's coupon handed over as the coupon
 * store's value (`couponModule`, product/club-and-entry.md#handing-a-session-over), so the sale
 * opens in the CorpSales flow with the company's pricing.
 */
export function corporateSaleUrl(
  clubId: string,
  promotionName: string,
  couponModule: string,
): string {
  const query: readonly (readonly [string, string])[] = [
    ['clubId', clubId],
    [CORPORATE_PROMOTION_PARAMETER, promotionName],
    ['couponModule', couponModule],
  ];
  return stepUrl(
    'initialize',
    `?${query.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&')}`,
  );
}

/**
 * Where the corporate landing page's digital link leads (product/pages.md#corporate-landing-page:
 * the digital club, 815, with the promotion's name): the sale at the digital club, entered as
 * {@link corporateSaleUrl} enters a club.
 */
export function corporateDigitalSaleUrl(promotionName: string, couponModule: string): string {
  return corporateSaleUrl(DIGITAL_CLUB_ID, promotionName, couponModule);
}

/**
 * Whether the company's offer reaches the digital membership
 * (product/pages.md#corporate-landing-page): its coupon is valid at the digital club. Only then
 * does the page show the digital link, which would otherwise open a sale without the company's
 * pricing.
 */
export function offersDigitalMembership(couponClubIds: readonly string[]): boolean {
  return couponClubIds.includes(DIGITAL_CLUB_ID);
}

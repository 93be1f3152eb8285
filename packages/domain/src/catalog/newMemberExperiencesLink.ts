import { OTHER_APP_PAGES } from '../pages';
import { SALES_COOKIE_PREFIX } from '../wizard/sessionCookies';

/**
 * What the new member experiences page's link carries (product/pages.md#new-member-experiences):
 * the club the member joined, the page to go on to (the confirmation), and the purchase's proof
 * (`sso`), which the page moves into a cookie and takes off the address.
 */
export interface NewMemberExperiencesLink {
  mmsClubId: string;
  /** Where the person goes on to after the page, or when it cannot offer anything: a local path. */
  clubProductPagePath: string;
  sso: string;
}

/** The cookie the page keeps the link's `sso` in once it has left the address. */
export const NEW_MEMBER_SSO_COOKIE = `${SALES_COOKIE_PREFIX}new-member-sso`;

const CLUB_ID = /^\d{1,6}$/;
/**
 * A path of this site, as long as the submission's confirmation page may be: one leading slash
 * (never `//host`), no backslash or space.
 */
const LOCAL_PATH = /^\/(?![/\\])[^\s\\]{0,99}$/;
/** Proof is cookie-safe text: letters, digits, dashes and underscores. */
const PROOF = /^[\w-]{1,200}$/;

/**
 * The page's link read from its query (product/pages.md#new-member-experiences), or undefined
 * when a parameter is missing or unusable: then the person is sent to choose another club. The
 * path to go on to must be this site's own, so the link cannot send anyone elsewhere.
 */
export function readNewMemberExperiencesLink(
  query: Readonly<Record<string, string | undefined>>,
): NewMemberExperiencesLink | undefined {
  const { mmsClubId, clubProductPagePath, sso } = query;
  if (mmsClubId === undefined || !CLUB_ID.test(mmsClubId)) return undefined;
  if (clubProductPagePath === undefined || !LOCAL_PATH.test(clubProductPagePath)) return undefined;
  if (sso === undefined || !PROOF.test(sso)) return undefined;
  return { mmsClubId, clubProductPagePath, sso };
}

/** The page's link (product/pages.md#new-member-experiences), as the confirmation offers it. */
export function newMemberExperiencesUrl(link: NewMemberExperiencesLink): string {
  const pairs = [
    ['mmsClubId', link.mmsClubId],
    ['clubProductPagePath', link.clubProductPagePath],
    ['sso', link.sso],
  ].map(([name, value]) => `${name}=${encodeURIComponent(value ?? '')}`);
  return `${OTHER_APP_PAGES.newMemberExperiences}?${pairs.join('&')}`;
}

import { ACTIVATION_PAGE_PATH } from './accounts/activation';
import { PORTAL_PAGE_PATHS, TEAM_LOGIN_PATH } from './staff/portalNavigation';
import { pageUrl, stepUrl } from './wizard/pageDrivers';
import { WIZARD_STEPS } from './wizard/steps';

/**
 * Where the public finds trainers; a trainer's page is below it, at their bio's address. Here, not
 * with the bios' rules, so that the page table the first screen loads carries no bio schema.
 */
export const TRAINERS_PATH = '/trainers';

/**
 * The web app's pages besides the wizard's steps
 * (product/decisions-and-platform.md#one-process-one-origin), by name: the web app's router has a
 * route for each (and for each step, and `/`, which leads to the sale flow); any other path shows
 * its not-found page.
 */
export const OTHER_APP_PAGES = {
  /** The confirmation after payment, beside the steps (nothing follows it). */
  confirmation: '/join/confirmation',
  /** The text program terms (product/pages.md#text-program-terms), beside the sale flow. */
  textProgramTerms: '/text-program-terms',
  /** Where an activation email's link leads (product/accounts-and-sign-in.md#login-problems). */
  activateAccount: ACTIVATION_PAGE_PATH,
  /** The one-day membership page (product/pages.md#one-day-membership-page), a way into the sale. */
  oneDayMembership: '/one-day-membership',
  /** The Medicare memberships page (product/pages.md#medicare-memberships-page), a way into the sale. */
  medicareMemberships: '/medicare-memberships',
  /**
   * The transition page (product/pages.md#the-transition-page): the page driver `transition`, where a
   * public page's link that hands over a session enters the sale.
   */
  transition: pageUrl('transition'),
  /**
   * The corporate landing page (product/pages.md#corporate-landing-page): a company's subsidised
   * pricing and the ways into its sale.
   */
  corporateLanding: '/corporate-membership',
  /** The accessibility statement (product/pages.md#accessibility-statement). */
  accessibilityStatement: '/policy/accessibility',
  /**
   * A member's own account (product/accounts-and-sign-in.md#a-members-own-account): where the
   * click-to-cancel note sends members to cancel online.
   */
  memberAccount: '/account',
  /**
   * The new member experiences page (product/pages.md#new-member-experiences), which the
   * confirmation links to.
   */
  newMemberExperiences: '/new-member-experiences',
  /** The public trainer search (docs/decisions/0029): approved bios by club and specialty. */
  trainers: TRAINERS_PATH,
  /**
   * The in-club sale's settings page, salesSettings (docs/decisions/0028): where a team member
   * binds the device to a club and starts a sale; `/club-sales` shows it too.
   */
  clubSalesSettings: pageUrl('salesSettings'),
  clubSales: '/club-sales',
  /**
   * The end of the employee experience, salesReviewPayment (docs/decisions/0028): the schedule,
   * the agreements and the member's consent before the payment step.
   */
  clubSalesReviewPayment: pageUrl('salesReviewPayment'),
} as const;
export type OtherAppPage = keyof typeof OTHER_APP_PAGES;

/**
 * Every path the web app shows a page at: the server answers these 200, any other 404. The
 * team-member portal's are its login and every page of its tree (product/team-portal.md).
 */
export const APP_PAGE_PATHS: readonly string[] = [
  '/',
  ...WIZARD_STEPS.map((step) => stepUrl(step)),
  ...Object.values(OTHER_APP_PAGES),
  TEAM_LOGIN_PATH,
  ...PORTAL_PAGE_PATHS,
];

const PAGE_KEYS = new Set(APP_PAGE_PATHS.map((path) => path.toLowerCase()));

/**
 * A trainer's public page (docs/decisions/0029), the one page with a part of its own: `/trainers/`
 * and the address of their approved bio. The router's path, and what the server answers 200 at.
 */
export const TRAINER_PAGE_ROUTE = `${TRAINERS_PATH}/:slug`;
const TRAINER_PAGE = new RegExp(`^${TRAINERS_PATH}/[a-z0-9-]{1,70}$`);

/**
 * Whether a URL path (no query) is one of the app's pages, matched as the app's router matches
 * it: letter case and trailing slashes aside, percent-escapes decoded.
 */
export function isAppPage(path: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURI(path);
  } catch {
    return false;
  }
  const key = decoded.replace(/(.)\/+$/, '$1').toLowerCase();
  return PAGE_KEYS.has(key) || TRAINER_PAGE.test(key);
}

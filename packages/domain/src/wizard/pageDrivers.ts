/**
 * Page drivers (product/wizard.md#page-drivers-and-addresses): the name of the page behind each
 * step, and the global table that turns a page name into the URL a full page load goes to. The URL
 * values are not in the spec; ours are readable paths under /join for the sale flow and /club-sales
 * for the in-club pages (product/decisions-and-platform.md#one-process-one-origin).
 */
import type { WizardStep } from './steps';
import { WIZARD_STEPS } from './steps';

/**
 * The page-driver name of each wizard step (product/wizard.md#page-drivers-and-addresses):
 * locateAClub for the club step, sales* else.
 */
export const STEP_PAGE_DRIVERS = {
  initialize: 'salesInitialize',
  clubLocation: 'locateAClub',
  addMembers: 'salesAddMembers',
  interests: 'salesInterests',
  membershipProducts: 'salesMembershipProducts',
  addOns: 'salesAddOns',
  experiencePackages: 'salesExperiencePackages',
  membershipSummary: 'salesMembershipSummary',
  getStarted: 'salesGetStarted',
  logIn: 'salesLogIn',
  createAccount: 'salesCreateAccount',
  purchaser: 'salesPurchaser',
  primaryMemberInfo: 'salesPrimaryMemberInfo',
  membershipAddress: 'salesMembershipAddress',
  additionalMemberTwo: 'salesAdditionalMember2',
  additionalMemberThree: 'salesAdditionalMember3',
  additionalMemberFour: 'salesAdditionalMember4',
  additionalMemberFive: 'salesAdditionalMember5',
  additionalMemberSix: 'salesAdditionalMember6',
  juniorMemberOne: 'salesJuniorMember1',
  juniorMemberTwo: 'salesJuniorMember2',
  juniorMemberThree: 'salesJuniorMember3',
  juniorMemberFour: 'salesJuniorMember4',
  juniorMemberFive: 'salesJuniorMember5',
  juniorMemberSix: 'salesJuniorMember6',
  programInformation: 'salesProgramInformation',
  payment: 'salesPayment',
} as const satisfies Record<WizardStep, string>;
export type StepPageDriver = (typeof STEP_PAGE_DRIVERS)[WizardStep];

/**
 * Page drivers that are not wizard steps (product/wizard.md#page-drivers-and-addresses): the
 * in-club end and start pages, transition.
 */
export const OTHER_PAGE_DRIVERS = ['salesReviewPayment', 'salesSettings', 'transition'] as const;
export type OtherPageDriver = (typeof OTHER_PAGE_DRIVERS)[number];

export type PageDriverName = StepPageDriver | OtherPageDriver;

/**
 * The section every page driver of the sale flow lives in
 * (product/wizard.md#page-drivers-and-addresses).
 */
export const GLOBAL_SECTION = 'global';

/**
 * The global page-driver table: page-driver name → URL path
 * (product/wizard.md#page-drivers-and-addresses; paths chosen by us,
 * product/decisions-and-platform.md#one-process-one-origin).
 */
export const GLOBAL_PAGE_DRIVERS = {
  salesInitialize: '/join',
  locateAClub: '/join/club',
  salesAddMembers: '/join/members',
  salesInterests: '/join/interests',
  salesMembershipProducts: '/join/membership',
  salesAddOns: '/join/add-ons',
  salesExperiencePackages: '/join/packages',
  salesMembershipSummary: '/join/summary',
  salesGetStarted: '/join/get-started',
  salesLogIn: '/join/log-in',
  salesCreateAccount: '/join/create-account',
  salesPurchaser: '/join/purchaser',
  salesPrimaryMemberInfo: '/join/primary-member',
  salesMembershipAddress: '/join/address',
  salesAdditionalMember2: '/join/additional-member/2',
  salesAdditionalMember3: '/join/additional-member/3',
  salesAdditionalMember4: '/join/additional-member/4',
  salesAdditionalMember5: '/join/additional-member/5',
  salesAdditionalMember6: '/join/additional-member/6',
  salesJuniorMember1: '/join/junior-member/1',
  salesJuniorMember2: '/join/junior-member/2',
  salesJuniorMember3: '/join/junior-member/3',
  salesJuniorMember4: '/join/junior-member/4',
  salesJuniorMember5: '/join/junior-member/5',
  salesJuniorMember6: '/join/junior-member/6',
  salesProgramInformation: '/join/program-information',
  salesPayment: '/join/payment',
  salesReviewPayment: '/club-sales/review-payment',
  salesSettings: '/club-sales/settings',
  transition: '/join/transition',
} as const satisfies Record<PageDriverName, string>;

/**
 * A page-driver table as authored: section → page-driver name → URL path
 * (product/wizard.md#page-drivers-and-addresses).
 */
export type PageDriverTable = Readonly<Record<string, Readonly<Record<string, string>>>>;

/**
 * The table the sale flow uses: the single section 'global'
 * (product/wizard.md#page-drivers-and-addresses).
 */
export const PAGE_DRIVER_TABLE: PageDriverTable = { [GLOBAL_SECTION]: GLOBAL_PAGE_DRIVERS };

/**
 * The URL path of a page in a section of the page-driver table
 * (product/wizard.md#page-drivers-and-addresses). A missing section name, a missing page name, or a
 * pair the table does not hold is a bug in the caller or in the authored table, so it throws,
 * naming what was asked for.
 */
export function pageDriverPath(
  section: string | undefined,
  page: string | undefined,
  table: PageDriverTable = PAGE_DRIVER_TABLE,
): string {
  if (!section) throw new Error(`Page driver section not defined (page '${page ?? ''}')`);
  if (!page) throw new Error(`Page driver page not defined (section '${section}')`);
  const pages = Object.hasOwn(table, section) ? table[section] : undefined;
  const path = pages && Object.hasOwn(pages, page) ? pages[page] : undefined;
  if (path === undefined) {
    throw new Error(`Section '${section}' or page '${page}' missing in global drivers`);
  }
  return path;
}

/**
 * The URL a full page load goes to for a page of the global section, with an optional suffix
 * appended as given (product/wizard.md#page-drivers-and-addresses: navigation is a full page load,
 * optionally with a suffix such as the `?time=` parameter of product/wizard.md#next-and-back).
 */
export function pageUrl(page: PageDriverName, suffix = ''): string {
  return pageDriverPath(GLOBAL_SECTION, page) + suffix;
}

/**
 * The URL of a wizard step's page, with an optional suffix
 * (product/wizard.md#page-drivers-and-addresses).
 */
export function stepUrl(step: WizardStep, suffix = ''): string {
  return pageUrl(STEP_PAGE_DRIVERS[step], suffix);
}

/**
 * The suffix added when moving on to payment (product/wizard.md#next-and-back: goes to payment with
 * a time query parameter); the value is the moment of the move in epoch milliseconds, passed in by
 * the caller.
 */
export function paymentTimeSuffix(nowEpochMs: number): string {
  return `?time=${nowEpochMs}`;
}

/**
 * Which wizard step a URL path shows, for the page-load guard
 * (product/wizard.md#page-loads-and-the-current-step); undefined when the path is no step's page. A
 * query, a fragment and trailing slashes are ignored.
 */
export function stepForPath(path: string): WizardStep | undefined {
  const bare = path.replace(/[?#].*$/s, '').replace(/(.)\/+$/, '$1');
  return WIZARD_STEPS.find((step) => GLOBAL_PAGE_DRIVERS[STEP_PAGE_DRIVERS[step]] === bare);
}

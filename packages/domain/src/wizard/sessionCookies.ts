/**
 * The session cookies of the sale flow (product/wizard.md#stores-and-session-cookies): one
 * compressed cookie per store plus the current-step cookie, all sharing one prefix, on path /,
 * living 3600 seconds from the last write (SESSION_COOKIE_EXPIRY_SECONDS).
 */
import { CURRENT_STEP_COOKIE } from './pageLoadGuard';

/**
 * The fixed prefix the sales app's cookie names share
 * (product/wizard.md#stores-and-session-cookies), as in lt-oms-current-step.
 */
export const SALES_COOKIE_PREFIX = 'lt-oms-';

/**
 * The cookie of each store (product/wizard.md#stores-and-session-cookies: club, coupon, membership,
 * product, interests, pool pass).
 */
export const STORE_COOKIE_NAMES = {
  club: `${SALES_COOKIE_PREFIX}club`,
  coupon: `${SALES_COOKIE_PREFIX}coupon`,
  membership: `${SALES_COOKIE_PREFIX}membership`,
  product: `${SALES_COOKIE_PREFIX}product`,
  interests: `${SALES_COOKIE_PREFIX}interests`,
  poolPass: `${SALES_COOKIE_PREFIX}pool-pass`,
} as const;
export type WizardStoreName = keyof typeof STORE_COOKIE_NAMES;

/**
 * Every session cookie, which a session reset expires
 * (product/accounts-and-sign-in.md#session-timeout).
 */
export const SESSION_COOKIE_NAMES: readonly string[] = [
  ...Object.values(STORE_COOKIE_NAMES),
  CURRENT_STEP_COOKIE,
];

/** The path of every session cookie (product/wizard.md#stores-and-session-cookies). */
export const SESSION_COOKIE_PATH = '/';

/**
 * A persisted cookie longer than this is logged as an error
 * (product/wizard.md#stores-and-session-cookies).
 */
export const COOKIE_SIZE_WARNING_CHARACTERS = 4096;

/**
 * Whether a persisted cookie is logged as an error for its size
 * (product/wizard.md#stores-and-session-cookies): its `name=value` text is longer than 4096
 * characters, the size browsers promise to keep for one cookie.
 */
export function isOversizedCookie(name: string, value: string): boolean {
  return name.length + 1 + value.length > COOKIE_SIZE_WARNING_CHARACTERS;
}

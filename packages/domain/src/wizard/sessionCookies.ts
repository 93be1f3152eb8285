/**
 * The session cookies of the sale flow (01 §3 "Other", §4 "Persistence", §9): one compressed
 * cookie per store plus the current-step cookie, all sharing one prefix, on path /, living
 * 3600 seconds from the last write (SESSION_COOKIE_EXPIRY_SECONDS).
 */
import { CURRENT_STEP_COOKIE } from './pageLoadGuard';

/** The fixed prefix the sales app's cookie names share (01 §9), as in lt-oms-current-step. */
export const SALES_COOKIE_PREFIX = 'lt-oms-';

/** The cookie of each store (01 §3: club, coupon, membership, product, interests, pool pass). */
export const STORE_COOKIE_NAMES = {
  club: `${SALES_COOKIE_PREFIX}club`,
  coupon: `${SALES_COOKIE_PREFIX}coupon`,
  membership: `${SALES_COOKIE_PREFIX}membership`,
  product: `${SALES_COOKIE_PREFIX}product`,
  interests: `${SALES_COOKIE_PREFIX}interests`,
  poolPass: `${SALES_COOKIE_PREFIX}pool-pass`,
} as const;
export type WizardStoreName = keyof typeof STORE_COOKIE_NAMES;

/** Every session cookie, which a session reset expires (02 §4). */
export const SESSION_COOKIE_NAMES: readonly string[] = [
  ...Object.values(STORE_COOKIE_NAMES),
  CURRENT_STEP_COOKIE,
];

/** The path of every session cookie (01 §9). */
export const SESSION_COOKIE_PATH = '/';

/** A persisted cookie longer than this is logged as an error (01 §4, §9). */
export const COOKIE_SIZE_WARNING_CHARACTERS = 4096;

/**
 * Whether a persisted cookie is logged as an error for its size (01 §4): its `name=value` text is
 * longer than 4096 characters, the size browsers promise to keep for one cookie.
 */
export function isOversizedCookie(name: string, value: string): boolean {
  return name.length + 1 + value.length > COOKIE_SIZE_WARNING_CHARACTERS;
}

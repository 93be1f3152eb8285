/**
 * Activation of a new account (product/accounts-and-sign-in.md#login-problems: account not
 * activated (link to resend activation)). The confirmation email of the first purchase carries a
 * one-time link; a new one may be asked for.
 */

/** How long an activation link works: a week, so a confirmation read days later still works. */
export const ACTIVATION_LINK_LIFETIME_MS = 7 * 24 * 60 * 60_000;

/** The browser page an activation link opens; the token travels in the fragment (never logged). */
export const ACTIVATION_PAGE_PATH = '/account/activate';

/**
 * Requests for a new activation email, per fixed window of an hour: three per email address (a
 * person who lost the first two), twenty per client address (a club's shared connection).
 */
export const ACTIVATION_EMAIL_WINDOW_MS = 60 * 60_000;
export const ACTIVATION_EMAILS_PER_EMAIL = 3;
export const ACTIVATION_EMAILS_PER_ADDRESS = 20;

export const ACTIVATION_MESSAGES = {
  /** The same answer whether or not an account waits: it never tells who has one. */
  emailRequested:
    'If an account for this email address is waiting to be activated, we have sent it a new activation link. Please check your inbox.',
  invalidLink:
    'This activation link is not valid or has expired. Please ask for a new activation email.',
  activated: 'Your account is active. You can now log in with your email address and password.',
  tooManyRequests: (retryAfterSeconds: number) =>
    `Too many activation emails were asked for. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`,
} as const;

/** The link an activation email carries: the page, with the token in the fragment. */
export function activationLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${ACTIVATION_PAGE_PATH}#token=${encodeURIComponent(token)}`;
}

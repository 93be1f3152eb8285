/**
 * Tells the page, which cannot read the httpOnly SSO cookie, that one exists: set and expired with
 * it, value `1`, never a credential (product/accounts-and-sign-in.md#rejoin: a rejoin needs an SSO
 * cookie). In a module of its own, without schemas, so the page can look for it before it loads
 * any (docs/decisions/0040).
 */
export const SIGNED_IN_COOKIE = 'lt-oms-signed-in';

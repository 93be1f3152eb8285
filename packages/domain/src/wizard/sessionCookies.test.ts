import { describe, expect, it } from 'vitest';
import {
  SALES_COOKIE_PREFIX,
  SESSION_COOKIE_NAMES,
  SESSION_COOKIE_PATH,
  STORE_COOKIE_NAMES,
  isOversizedCookie,
} from './sessionCookies';

describe('the session cookies (product/wizard.md#stores-and-session-cookies)', () => {
  it('name one cookie per store and the current step, all with the sales prefix', () => {
    expect(STORE_COOKIE_NAMES).toEqual({
      club: 'lt-oms-club',
      coupon: 'lt-oms-coupon',
      membership: 'lt-oms-membership',
      product: 'lt-oms-product',
      interests: 'lt-oms-interests',
      poolPass: 'lt-oms-pool-pass',
    });
    expect(SESSION_COOKIE_NAMES).toEqual([
      'lt-oms-club',
      'lt-oms-coupon',
      'lt-oms-membership',
      'lt-oms-product',
      'lt-oms-interests',
      'lt-oms-pool-pass',
      'lt-oms-current-step',
    ]);
    expect(SESSION_COOKIE_NAMES.every((name) => name.startsWith(SALES_COOKIE_PREFIX))).toBe(true);
  });

  it('live on path /', () => {
    expect(SESSION_COOKIE_PATH).toBe('/');
  });

  // 'lt-oms-club' and '=' take 12 characters.
  it.each<[string, number, boolean]>([
    ['a cookie of 4096 characters is kept quietly', 4096 - 12, false],
    ['a cookie of 4097 characters is logged as an error', 4097 - 12, true],
    ['a small cookie is kept quietly', 40, false],
  ])('%s', (_rule, valueLength, oversized) => {
    expect(isOversizedCookie('lt-oms-club', 'x'.repeat(valueLength))).toBe(oversized);
  });
});

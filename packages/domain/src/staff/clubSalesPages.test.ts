import { describe, expect, it } from 'vitest';
import { kioskShows } from './clubSalesPages';

describe('what a kiosk shows while it sells (docs/decisions/0028)', () => {
  it.each([
    '/join',
    '/join/members',
    '/join/payment',
    '/club-sales/review-payment',
    '/join/confirmation',
  ])('shows %s', (path) => {
    expect(kioskShows(path)).toBe(true);
  });

  it.each(['/member', '/member/nmo', '/login', '/club-sales', '/club-sales/settings', '/account'])(
    'asks for a team member’s password before %s',
    (path) => {
      expect(kioskShows(path)).toBe(false);
    },
  );
});

import { describe, expect, it } from 'vitest';
import { APP_PAGE_PATHS, isAppPage } from './pages';

describe('the web app’s pages', () => {
  it('are /, every wizard step’s page, the confirmation, the terms, activation and the ways in', () => {
    expect(APP_PAGE_PATHS).toEqual(
      expect.arrayContaining([
        '/',
        '/join',
        '/join/club',
        '/join/junior-member/6',
        '/join/payment',
        '/join/confirmation',
        '/text-program-terms',
        '/account/activate',
        '/one-day-membership',
        '/medicare-memberships',
        '/join/transition',
        '/login',
        '/member',
        '/member/nmo/department-dashboard',
        '/member/test-spa/library/workouts',
        '/member/staff-admin',
      ]),
    );
    expect(new Set(APP_PAGE_PATHS).size).toBe(APP_PAGE_PATHS.length);
  });

  it('match as the router matches: letter case, trailing slashes and escapes aside', () => {
    for (const path of [
      '/',
      '/join',
      '/JOIN/Club',
      '/join/summary/',
      '/join/%63lub',
      '/club-sales',
      '/club-sales/settings',
    ]) {
      expect(isAppPage(path), path).toBe(true);
    }
    for (const path of [
      '/nope',
      '/join/anything',
      '/join/junior-member/7',
      '/club-sales/anything',
      '%E0',
    ]) {
      expect(isAppPage(path), path).toBe(false);
    }
  });

  it("include a trainer's public page at their bio's address, and nothing deeper", () => {
    expect(isAppPage('/trainers')).toBe(true);
    expect(isAppPage('/trainers/pat-trainer')).toBe(true);
    expect(isAppPage('/trainers/pat-trainer/')).toBe(true);
    expect(isAppPage('/trainers/pat trainer')).toBe(false);
    expect(isAppPage('/trainers/pat-trainer/photos')).toBe(false);
  });
});

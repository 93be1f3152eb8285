import { describe, expect, it } from 'vitest';
import type { CheckableCoupon, CouponUse } from './couponCheck';
import { checkCoupon } from './couponCheck';

const now = new Date('2026-11-21T12:00:00Z');
const coupon = (overrides: Partial<CheckableCoupon> = {}): CheckableCoupon => ({
  clubIds: ['5', '17'],
  clientAppAccess: 'All',
  startDateTime: null,
  endDateTime: null,
  ...overrides,
});

describe('a coupon is valid only at its clubs, inside its window, through a channel its access allows', () => {
  it.each<{
    rule: string;
    coupon: CheckableCoupon | undefined;
    use: CouponUse;
    isValid: boolean;
    message: string;
  }>([
    {
      rule: 'at one of its clubs, no window, online: valid',
      coupon: coupon(),
      use: { now, clubId: '17', channel: 'Online' },
      isValid: true,
      message: 'The coupon code SAVE-10 is valid.',
    },
    {
      rule: 'a code the catalog does not hold: unknown',
      coupon: undefined,
      use: { now, clubId: '17', channel: 'Online' },
      isValid: false,
      message: 'We do not recognize the coupon code SAVE-10. Please check it and try again.',
    },
    {
      rule: 'at a club it is not valid at',
      coupon: coupon(),
      use: { now, clubId: '22', channel: 'Online' },
      isValid: false,
      message: 'The coupon code SAVE-10 is not valid at this club.',
    },
    {
      rule: 'before its window starts',
      coupon: coupon({ startDateTime: '2026-11-21T12:00:00.001Z' }),
      use: { now, clubId: '5' },
      isValid: false,
      message: 'The coupon code SAVE-10 cannot be used yet.',
    },
    {
      rule: 'from the first instant of its window',
      coupon: coupon({ startDateTime: '2026-11-21T12:00:00Z' }),
      use: { now, clubId: '5' },
      isValid: true,
      message: 'The coupon code SAVE-10 is valid.',
    },
    {
      rule: 'at the end of its window: expired',
      coupon: coupon({ endDateTime: '2026-11-21T12:00:00Z' }),
      use: { now, clubId: '5' },
      isValid: false,
      message: 'The coupon code SAVE-10 has expired.',
    },
    {
      rule: 'in-club only, used online',
      coupon: coupon({ clientAppAccess: 'InClubOnly' }),
      use: { now, clubId: '5', channel: 'Online' },
      isValid: false,
      message: 'The coupon code SAVE-10 can only be used at the club.',
    },
    {
      rule: 'in-club only, used in the club',
      coupon: coupon({ clientAppAccess: 'InClubOnly' }),
      use: { now, clubId: '5', channel: 'InClub' },
      isValid: true,
      message: 'The coupon code SAVE-10 is valid.',
    },
    {
      rule: 'online only, used online',
      coupon: coupon({ clientAppAccess: 'OnlineOnly' }),
      use: { now, clubId: '5', channel: 'Online' },
      isValid: true,
      message: 'The coupon code SAVE-10 is valid.',
    },
    {
      rule: 'online only, used in the club',
      coupon: coupon({ clientAppAccess: 'OnlineOnly' }),
      use: { now, clubId: '5', channel: 'InClub' },
      isValid: false,
      message: 'The coupon code SAVE-10 can only be used online.',
    },
    {
      rule: 'no channel given: access is not judged (a price lookup)',
      coupon: coupon({ clientAppAccess: 'InClubOnly' }),
      use: { now, clubId: '5' },
      isValid: true,
      message: 'The coupon code SAVE-10 is valid.',
    },
    {
      rule: 'no club given: clubs are not judged (a listing)',
      coupon: coupon({ clubIds: ['99'] }),
      use: { now, channel: 'Online' },
      isValid: true,
      message: 'The coupon code SAVE-10 is valid.',
    },
    {
      rule: 'the club is judged before the window',
      coupon: coupon({ endDateTime: '2020-01-01T00:00:00Z' }),
      use: { now, clubId: '22' },
      isValid: false,
      message: 'The coupon code SAVE-10 is not valid at this club.',
    },
    {
      rule: 'the window is judged before the channel',
      coupon: coupon({ clientAppAccess: 'InClubOnly', endDateTime: '2020-01-01T00:00:00Z' }),
      use: { now, clubId: '5', channel: 'Online' },
      isValid: false,
      message: 'The coupon code SAVE-10 has expired.',
    },
  ])('$rule', ({ coupon: checked, use, isValid, message }) => {
    const check = checkCoupon('SAVE-10', checked, use);
    expect({ isValid: check.isValid, message: check.message }).toEqual({ isValid, message });
  });

  it('names the verdict with the answer', () => {
    expect(checkCoupon('SAVE-10', coupon(), { now, clubId: '22' }).verdict).toBe('notAtClub');
    expect(checkCoupon('SAVE-10', coupon(), { now, clubId: '5' }).verdict).toBe('valid');
  });
});

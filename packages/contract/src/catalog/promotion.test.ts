import { describe, expect, it } from 'vitest';
import { promotionRecord, verdict } from './catalogRecords.fixture';
import { ClubPromotions, Promotion } from './promotion';

const dated = {
  default: false,
  startDateTime: '2026-06-01T05:00:00Z',
  endDateTime: '2026-09-01T05:00:00Z',
};

describe('a promotion (product/membership-and-promotions.md#promotions)', () => {
  it.each([
    ['a default promotion', {}, 'valid'],
    ['a dated promotion', dated, 'valid'],
    ['a window open at one end', { ...dated, endDateTime: null }, 'valid'],
    [
      'a presale promotion deferring the joining fees',
      { promotionType: 'Presale', defersJoiningFees: true },
      'valid',
    ],
    [
      'a coupon-only promotion',
      { default: false, couponPromotionName: 'Employee Referral' },
      'valid',
    ],
    [
      'a window ending before it starts',
      { ...dated, endDateTime: '2026-05-31T05:00:00Z' },
      'endDateTime: endDateTime must be after startDateTime',
    ],
    [
      'a window of no time',
      { ...dated, endDateTime: dated.startDateTime },
      'endDateTime: endDateTime must be after startDateTime',
    ],
    [
      'a window end that is not an instant',
      { ...dated, endDateTime: '2026-09-01' },
      'endDateTime: Invalid ISO datetime',
    ],
    [
      'a standard promotion deferring the joining fees',
      { defersJoiningFees: true },
      'defersJoiningFees: Only a Presale promotion defers the joining fees',
    ],
    [
      'a default that needs a coupon',
      { couponPromotionName: 'Employee Referral' },
      'couponPromotionName: A default promotion needs no coupon',
    ],
    [
      'a default with a window',
      { startDateTime: '2026-06-01T05:00:00Z' },
      'startDateTime: A default promotion is never out of date: it has no window',
    ],
    [
      'a code in lower case',
      { mmsPromotionCode: 'std-mo' },
      'mmsPromotionCode: A promotion code is capitals, digits and dashes',
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(verdict(Promotion, promotionRecord(overrides))).toBe(expected);
  });
});

describe("a club's promotions (product/membership-and-promotions.md#promotions: one default per product type)", () => {
  const other = promotionRecord({ mmsPromotionCode: 'JOIN27-MO', ...dated });
  it.each([
    ['one default and another', [promotionRecord(), other], 'valid'],
    ['no default', [other], 'promotions: Monthly has 0 default promotions: it needs one'],
    [
      'two defaults',
      [promotionRecord(), promotionRecord({ mmsPromotionCode: 'STD2-MO' })],
      'promotions: Monthly has 2 default promotions: it needs one',
    ],
    [
      'one code twice',
      [promotionRecord(), { ...other, mmsPromotionCode: 'STD-MO' }],
      'promotions.1.mmsPromotionCode: Two promotions Monthly STD-MO',
    ],
  ])('%s', (_name, promotions, expected) => {
    expect(verdict(ClubPromotions, { mmsClubId: '17', promotions })).toBe(expected);
  });
});

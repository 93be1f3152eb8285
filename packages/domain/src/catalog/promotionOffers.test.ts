import { describe, expect, it } from 'vitest';
import type { OfferablePromotion, PromotionContext } from './promotionOffers';
import {
  isSamePromotionName,
  offerPromotions,
  offerPromotionsByName,
  promotionAvailability,
} from './promotionOffers';

const now = new Date('2026-11-21T12:00:00Z');
const openClub: PromotionContext = { now, presaleClub: false, couponPromotionName: undefined };

const promotion = (
  promotionName: string,
  overrides: Partial<OfferablePromotion> = {},
): OfferablePromotion => ({
  promotionName,
  promotionType: 'Seasonal',
  default: false,
  couponPromotionName: null,
  startDateTime: null,
  endDateTime: null,
  ...overrides,
});

describe('which promotions are offered (product/membership-and-promotions.md#promotions)', () => {
  it.each<{
    rule: string;
    promotion: OfferablePromotion;
    context: PromotionContext;
    availability: string;
  }>([
    {
      rule: 'a standard promotion: offered',
      promotion: promotion('Standard', { promotionType: 'Standard', default: true }),
      context: openClub,
      availability: 'offered',
    },
    {
      rule: 'a dated promotion before its window: not started',
      promotion: promotion('New Year', { startDateTime: '2028-01-01T06:00:00Z' }),
      context: openClub,
      availability: 'notStarted',
    },
    {
      rule: 'a dated promotion inside its window: offered',
      promotion: promotion('Join in 2027', {
        startDateTime: '2026-10-01T05:00:00Z',
        endDateTime: '2027-12-31T23:59:59Z',
      }),
      context: openClub,
      availability: 'offered',
    },
    {
      rule: 'a dated promotion after its window: ended',
      promotion: promotion('Summer', { endDateTime: '2026-09-01T05:00:00Z' }),
      context: openClub,
      availability: 'ended',
    },
    {
      rule: 'a coupon-only promotion without a coupon: needs its coupon',
      promotion: promotion('Referral', { couponPromotionName: 'Employee Referral' }),
      context: openClub,
      availability: 'needsCoupon',
    },
    {
      rule: 'a coupon-only promotion with another promotion’s coupon: needs its coupon',
      promotion: promotion('Referral', { couponPromotionName: 'Employee Referral' }),
      context: { ...openClub, couponPromotionName: 'Free Day Pass' },
      availability: 'needsCoupon',
    },
    {
      rule: 'a coupon-only promotion with its coupon: offered',
      promotion: promotion('Referral', { couponPromotionName: 'Employee Referral' }),
      context: { ...openClub, couponPromotionName: 'Employee Referral' },
      availability: 'offered',
    },
    {
      rule: 'a presale promotion at an open club: presale clubs only',
      promotion: promotion('Founding', { promotionType: 'Presale', default: true }),
      context: openClub,
      availability: 'presaleOnly',
    },
    {
      rule: 'a presale promotion at a presale club: offered',
      promotion: promotion('Founding', { promotionType: 'Presale', default: true }),
      context: { ...openClub, presaleClub: true },
      availability: 'offered',
    },
    {
      rule: 'a dated presale promotion at a presale club after its window: ended',
      promotion: promotion('Fees waived', {
        promotionType: 'Presale',
        endDateTime: '2026-11-21T12:00:00Z',
      }),
      context: { ...openClub, presaleClub: true },
      availability: 'ended',
    },
  ])('$rule', ({ promotion: judged, context, availability }) => {
    expect(promotionAvailability(judged, context)).toBe(availability);
  });
});

describe('the promotions offered for a product type, one selected (product/membership-and-promotions.md#promotions default, selected)', () => {
  const standard = promotion('Monthly Standard', { promotionType: 'Standard', default: true });
  const current = promotion('Join in 2027', { startDateTime: '2026-10-01T05:00:00Z' });
  const past = promotion('Summer 2026', { endDateTime: '2026-09-01T05:00:00Z' });
  const future = promotion('New Year 2028', { startDateTime: '2028-01-01T06:00:00Z' });
  const referral = promotion('Employee Referral', { couponPromotionName: 'Employee Referral' });
  const all = [standard, current, past, future, referral];
  const names = (offer: ReturnType<typeof offerPromotionsByName<OfferablePromotion>>) =>
    offer.kind === 'offered'
      ? offer.promotions.map((p) => `${p.promotionName}${p.selected ? ' (selected)' : ''}`)
      : offer.reason;

  it.each<{
    rule: string;
    context: PromotionContext & { promotionName?: string };
    offered: string[] | string;
  }>([
    {
      rule: 'no coupon, no name: the ones in force, the default selected',
      context: openClub,
      offered: ['Monthly Standard (selected)', 'Join in 2027'],
    },
    {
      rule: 'with the coupon of a coupon-only promotion: it is offered and selected',
      context: { ...openClub, couponPromotionName: 'Employee Referral' },
      offered: ['Monthly Standard', 'Join in 2027', 'Employee Referral (selected)'],
    },
    {
      rule: 'a coupon that unlocks nothing of this type: the default selected',
      context: { ...openClub, couponPromotionName: 'Free Day Pass' },
      offered: ['Monthly Standard (selected)', 'Join in 2027'],
    },
    {
      rule: 'a promotion named: it is selected, whatever the letter case',
      context: { ...openClub, promotionName: ' join IN 2027 ' },
      offered: ['Monthly Standard', 'Join in 2027 (selected)'],
    },
    {
      rule: 'the name wins over the coupon',
      context: {
        ...openClub,
        couponPromotionName: 'Employee Referral',
        promotionName: 'Monthly Standard',
      },
      offered: ['Monthly Standard (selected)', 'Join in 2027', 'Employee Referral'],
    },
    {
      rule: 'a name no promotion of the type has: unknown',
      context: { ...openClub, promotionName: 'Black Friday' },
      offered: 'unknown',
    },
    {
      rule: 'a promotion named after its window: ended',
      context: { ...openClub, promotionName: 'Summer 2026' },
      offered: 'ended',
    },
    {
      rule: 'a promotion named before its window: not started',
      context: { ...openClub, promotionName: 'New Year 2028' },
      offered: 'notStarted',
    },
    {
      rule: 'a coupon-only promotion named without its coupon: needs its coupon',
      context: { ...openClub, promotionName: 'Employee Referral' },
      offered: 'needsCoupon',
    },
  ])('$rule', ({ context: { promotionName, ...context }, offered }) => {
    expect(names(offerPromotionsByName(all, context, promotionName))).toEqual(offered);
  });

  it('names the promotion asked for when it is not offered', () => {
    expect(offerPromotionsByName(all, openClub, 'Summer 2026')).toEqual({
      kind: 'notOffered',
      promotionName: 'Summer 2026',
      reason: 'ended',
    });
  });

  it('of two promotions with one name, the one offered is selected', () => {
    const ended = promotion('Welcome', { endDateTime: '2026-01-01T00:00:00Z' });
    const running = promotion('Welcome', { startDateTime: '2026-01-01T00:00:00Z' });
    const offer = offerPromotionsByName([standard, ended, running], openClub, 'Welcome');
    expect(offer).toEqual({
      kind: 'offered',
      promotions: [
        { ...standard, selected: false },
        { ...running, selected: true },
      ],
      selected: running,
    });
  });

  it('selects nothing when no default is offered (a presale default at an open club)', () => {
    const presale = promotion('Founding', { promotionType: 'Presale', default: true });
    expect(offerPromotions([presale, current], openClub)).toEqual({
      promotions: [{ ...current, selected: false }],
      selected: undefined,
    });
  });
});

describe('a promotion name is matched as a person reads it (product/membership-and-promotions.md#promotions promotionName)', () => {
  it.each([
    { a: 'Join in 2027', b: 'Join in 2027', same: true },
    { a: 'Join in 2027', b: 'JOIN IN 2027', same: true },
    { a: 'Join in 2027', b: '  join in 2027 ', same: true },
    { a: 'Join in 2027', b: 'Join in 2028', same: false },
    { a: 'Join in 2027', b: 'Joinin 2027', same: false },
  ])('"$a" and "$b": $same', ({ a, b, same }) => {
    expect(isSamePromotionName(a, b)).toBe(same);
  });
});

import { describe, expect, it } from 'vitest';
import {
  confirmEligibilityLink,
  listQualifiedPrograms,
  qualifiedEnroll,
  qualifiedSaleUrl,
} from './qualifiedPrograms';

const warning =
  'The selected Medicare Program is not available at this club. Please switch clubs or select a different program.';

describe('the Medicare program list (product/pages.md#medicare-memberships-page)', () => {
  it.each([
    { clientAppAccess: 'All', listed: true },
    { clientAppAccess: 'OnlineOnly', listed: true },
    { clientAppAccess: 'InClubOnly', listed: false },
    { clientAppAccess: 'None', listed: false },
    { clientAppAccess: '', listed: false },
  ])('client access $clientAppAccess: listed $listed', ({ clientAppAccess, listed }) => {
    const coupon = { code: 'SILVER', clientAppAccess };
    expect(listQualifiedPrograms([coupon])).toEqual(listed ? [coupon] : []);
  });

  it('keeps the listed programs in their order', () => {
    const coupons = [
      { code: 'A', clientAppAccess: 'OnlineOnly' },
      { code: 'B', clientAppAccess: 'InClubOnly' },
      { code: 'C', clientAppAccess: 'All' },
    ];
    expect(listQualifiedPrograms(coupons).map((c) => c.code)).toEqual(['A', 'C']);
  });
});

describe('Enroll on the Medicare page (product/pages.md#medicare-memberships-page)', () => {
  it.each([
    {
      rule: 'program and club chosen, coupon valid for the club: enabled',
      programChosen: true,
      clubChosen: true,
      couponValidForClub: true,
      enroll: { kind: 'enabled' },
    },
    {
      rule: 'program and club chosen, coupon not valid for the club: the warning',
      programChosen: true,
      clubChosen: true,
      couponValidForClub: false,
      enroll: { kind: 'notAvailable', message: warning },
    },
    {
      rule: 'program and club chosen, validity not known yet: disabled',
      programChosen: true,
      clubChosen: true,
      couponValidForClub: undefined,
      enroll: { kind: 'disabled' },
    },
    {
      rule: 'no program: disabled',
      programChosen: false,
      clubChosen: true,
      couponValidForClub: true,
      enroll: { kind: 'disabled' },
    },
    {
      rule: 'no club: disabled',
      programChosen: true,
      clubChosen: false,
      couponValidForClub: true,
      enroll: { kind: 'disabled' },
    },
  ])('$rule', ({ programChosen, clubChosen, couponValidForClub, enroll }) => {
    expect(qualifiedEnroll({ programChosen, clubChosen, couponValidForClub })).toEqual(enroll);
  });
});

describe("the Medicare page's 'Confirm Eligibility' (product/pages.md#medicare-memberships-page)", () => {
  const link = 'https://www.example.com/silverstep/eligibility';

  it.each([
    {
      rule: 'a program with a link, valid at the club',
      eligibility: link,
      valid: true,
      shown: link,
    },
    { rule: 'not valid at the club', eligibility: link, valid: false, shown: undefined },
    { rule: 'the club not checked yet', eligibility: link, valid: undefined, shown: undefined },
    { rule: 'a program without a link', eligibility: null, valid: true, shown: undefined },
  ])('$rule: $shown', ({ eligibility, valid, shown }) => {
    expect(confirmEligibilityLink({ promotionEligibilityLink: eligibility }, valid)).toBe(shown);
  });
});

describe("the Medicare page's Enroll link (product/pages.md#medicare-memberships-page)", () => {
  it('opens the Qualified sale for one member at the club, handing the coupon over', () => {
    expect(qualifiedSaleUrl('22', 'N4Ig')).toBe(
      '/join/transition?clubId=22&category=medicare&adultQuantity=1&juniorQuantity=0&couponModule=N4Ig',
    );
  });
});

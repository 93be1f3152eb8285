import { describe, expect, it } from 'vitest';
import {
  corporateDigitalSaleUrl,
  corporateSaleUrl,
  offersDigitalMembership,
} from './corporateLanding';

describe('the corporate landing page’s links (product/pages.md#corporate-landing-page)', () => {
  it('enters the sale at a club with the promotion and the company’s coupon', () => {
    expect(corporateSaleUrl('5', 'Northwind Health Corporate', 'N4Ig+x')).toBe(
      '/join?clubId=5&promotionName=Northwind%20Health%20Corporate&couponModule=N4Ig%2Bx',
    );
  });

  it('leads the digital link to the digital club, 815, with the promotion', () => {
    expect(corporateDigitalSaleUrl('Northwind Health Corporate', 'N4Ig')).toBe(
      '/join?clubId=815&promotionName=Northwind%20Health%20Corporate&couponModule=N4Ig',
    );
  });

  it.each([
    { rule: 'a coupon valid at the digital club offers it', clubIds: ['5', '815'], offers: true },
    { rule: 'a coupon of clubs alone does not', clubIds: ['5', '17'], offers: false },
  ])('$rule', ({ clubIds, offers }) => {
    expect(offersDigitalMembership(clubIds)).toBe(offers);
  });
});

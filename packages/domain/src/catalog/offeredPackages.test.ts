import { describe, expect, it } from 'vitest';
import { offeredPackages } from './offeredPackages';

const packages = [
  { productType: 'Monthly', mmsPromotionCode: 'PKG-PT' },
  { productType: 'Monthly', mmsPromotionCode: 'PKG-EXPIRED' },
  { productType: 'MonthlySGT', mmsPromotionCode: 'PKG-PT' },
] as const;

describe('the experience packages a sale offers (product/membership-and-promotions.md#experience-packages)', () => {
  it('keeps the packages of the product type whose promotion is offered', () => {
    expect(offeredPackages(packages, 'Monthly', [{ mmsPromotionCode: 'PKG-PT' }])).toEqual([
      { productType: 'Monthly', mmsPromotionCode: 'PKG-PT' },
    ]);
  });

  it('offers none when no package promotion is offered', () => {
    expect(offeredPackages(packages, 'Monthly', [{ mmsPromotionCode: 'DEFAULT' }])).toEqual([]);
  });
});

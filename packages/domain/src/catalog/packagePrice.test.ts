import { describe, expect, it } from 'vitest';
import { packagePrice } from './packagePrice';

describe('package price is adminFee plus enrollmentFee (product/membership-and-promotions.md#experience-packages)', () => {
  it.each([
    { adminFee: 4_900, enrollmentFee: 10_000, price: 14_900 },
    { adminFee: 0, enrollmentFee: 9_900, price: 9_900 },
    { adminFee: 4_900, enrollmentFee: 0, price: 4_900 },
  ])('$adminFee + $enrollmentFee = $price', ({ adminFee, enrollmentFee, price }) => {
    expect(packagePrice({ adminFee, enrollmentFee })).toBe(price);
  });
});

import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPES } from '../vocabulary';
import { hasPremierModal } from './premierMembership';

describe('which membership card has the premier modal (product/membership-and-promotions.md#card-details)', () => {
  it('the Monthly plus SGT Premier card has it', () => {
    expect(hasPremierModal('MonthlySGTPremier')).toBe(true);
  });

  it.each(PRODUCT_TYPES.filter((type) => type !== 'MonthlySGTPremier'))(
    'the %s card has not',
    (productType) => {
      expect(hasPremierModal(productType)).toBe(false);
    },
  );
});

import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPES } from '../vocabulary';
import { hasPremierModal } from './premierMembership';

describe('which membership card has the premier modal (01 §2)', () => {
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

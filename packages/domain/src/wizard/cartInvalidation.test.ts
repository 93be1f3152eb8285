import { describe, expect, it } from 'vitest';
import { withCartReset } from './cartInvalidation';

describe('changing what the cart priced (product/cart.md#cart-lifecycle)', () => {
  const state = {
    quantities: { adults: 2, juniors: 1 },
    cartSummary: { total: 12_900 },
    addOnBundle: { name: 'Kids Club', products: [] },
    transaction: { cartId: 'c-1', magentoCartId: 'm-1', partyId: 'p-1' },
  };

  it('resets the cart summary, the add-ons and the transaction with its magentoCartId', () => {
    expect(withCartReset(state)).toEqual({
      quantities: { adults: 2, juniors: 1 },
      cartSummary: undefined,
      addOnBundle: undefined,
      transaction: undefined,
    });
  });

  it('leaves the state it was given untouched', () => {
    withCartReset(state);
    expect(state.transaction.magentoCartId).toBe('m-1');
  });
});

import { US_DOLLARS, type Currency } from '@clubjoin/domain/money/currency';
import { buildCart } from '@clubjoin/domain/pricing/buildCart';
import type { CartInput } from '@clubjoin/domain/pricing/cartInput';
import { cartInput, noonInChicago } from '@clubjoin/domain/pricing/cartScenario.fixture';

/**
 * A cart the domain priced, as the cart service answers a save: the transaction's ids, the
 * version, the priced cart with its case, join date and summary, and the club's currency. Joined
 * on 15 June 2026 unless the input says otherwise.
 */
export function savedCartAnswer(
  input: Partial<CartInput> = {},
  { version = 1, currency = US_DOLLARS }: { version?: number; currency?: Currency } = {},
) {
  const priced = buildCart(cartInput({ joinedAt: noonInChicago('2026-06-15'), ...input }));
  return {
    cartId: 'c1',
    magentoCartId: 'm1',
    orderId: 'o1',
    partyId: 'p1',
    version,
    ...priced.response,
    pricingCase: priced.pricingCase,
    joinDate: priced.joinDate,
    currency,
    summary: priced.summary,
  };
}

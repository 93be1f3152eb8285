import type { ProductType } from '../vocabulary';
import type { MembershipCard } from './productCard';

/** A card's position when none is authored (product/membership-and-promotions.md#card-order). */
export const FALLBACK_CARD_ORDER = 999;

/**
 * What card order depends on (product/membership-and-promotions.md#card-order): the user's
 * interests and the SignatureOnly flow.
 */
export interface CardOrderContext {
  /** hasSignatureInterest of the interests the user chose. */
  hasSignatureInterest: boolean;
  /** isSignatureOnlyFlow of the product's descriptor flows. */
  signatureOnly: boolean;
}

type OrderedCard = Pick<MembershipCard, 'productType' | 'displayOrder'>;

/**
 * Orders membership cards (product/membership-and-promotions.md#card-order): the monthly card first
 * when the user has no signature interest, the monthly-plus-small-group-training card first when
 * they have one, the rest by authored order (FALLBACK_CARD_ORDER when not authored, ties keeping
 * their given order). In a SignatureOnly flow the plain monthly card is hidden.
 */
export function orderMembershipCards<C extends OrderedCard>(
  cards: readonly C[],
  context: CardOrderContext,
): C[] {
  const leading: ProductType = context.hasSignatureInterest ? 'MonthlySGT' : 'Monthly';
  const isLeading = (card: OrderedCard): number => (card.productType === leading ? 0 : 1);
  const authoredOrder = (card: OrderedCard): number => card.displayOrder ?? FALLBACK_CARD_ORDER;
  return cards
    .filter((card) => !(context.signatureOnly && card.productType === 'Monthly'))
    .sort((a, b) => isLeading(a) - isLeading(b) || authoredOrder(a) - authoredOrder(b));
}

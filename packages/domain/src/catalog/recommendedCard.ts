import type { ProductType } from '../vocabulary';

/**
 * The membership card the step recommends (issue 21: "a recommended one", decision 0032): the
 * first card a visitor can buy in the step's order, which is the chain's authored order with the
 * visitor's interests applied (product/membership-and-promotions.md#card-order). None when fewer
 * than two cards can be bought: a single choice needs no recommendation.
 */
export function recommendedCardType(
  orderedCards: readonly { productType: ProductType; isAvailable: boolean }[],
): ProductType | undefined {
  const buyable = orderedCards.filter((card) => card.isAvailable);
  return buyable.length >= 2 ? buyable[0]?.productType : undefined;
}

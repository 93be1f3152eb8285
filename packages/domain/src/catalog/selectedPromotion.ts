/**
 * The promotion a membership card carries (product/membership-and-promotions.md#promotions): of the
 * promotions offered for the card's type, the one the entry link's promotionName names when it is
 * offered (product/club-and-entry.md#entry-links), else the one selected (the coupon's, else the
 * default); undefined when none is, as for a type whose promotions are all out of date.
 */
export function selectedPromotion<P extends { selected: boolean; promotionName: string }>(
  promotions: readonly P[],
  linkPromotionName?: string,
): P | undefined {
  const named = promotions.find(({ promotionName }) => promotionName === linkPromotionName);
  return named ?? promotions.find((promotion) => promotion.selected);
}

/**
 * The promotion a membership card carries (product/membership-and-promotions.md#promotions): of the
 * promotions offered for the card's type, the one selected (the coupon's, else the default);
 * undefined when none is, as for a type whose promotions are all out of date.
 */
export function selectedPromotion<P extends { selected: boolean }>(
  promotions: readonly P[],
): P | undefined {
  return promotions.find((promotion) => promotion.selected);
}

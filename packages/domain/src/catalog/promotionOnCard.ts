/** What of a promotion decides whether its card spells it out. */
export interface PromotionGifts {
  promotionType: string;
  monthlyDuesDiscount: number;
  joiningFeeDiscount: number;
  defersJoiningFees: boolean;
  joinOffers: readonly unknown[];
  awards: readonly unknown[];
}

/**
 * Whether a membership card spells out its promotion (issue 21, decision 0032): every promotion
 * but the chain's standard one that gives nothing. The standard promotion with no discount, no
 * deferred fees, no join offer and no award is the product at its everyday price, which the card
 * already states in its price and joining-fee lines; its authored copy ("The everyday Monthly
 * offer.") would only repeat them. A standard promotion that does give something keeps its copy.
 */
export function cardSpellsOutPromotion(promotion: PromotionGifts): boolean {
  return (
    promotion.promotionType !== 'Standard' ||
    promotion.monthlyDuesDiscount > 0 ||
    promotion.joiningFeeDiscount > 0 ||
    promotion.defersJoiningFees ||
    promotion.joinOffers.length > 0 ||
    promotion.awards.length > 0
  );
}

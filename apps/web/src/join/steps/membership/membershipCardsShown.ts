import type { ClubMembershipCard } from '@clubjoin/contract/product';
import type { CardProduct } from '@clubjoin/contract/catalog/productCard';
import { findCardProduct } from '@clubjoin/domain/catalog/findCardProduct';
import { recommendedCardType } from '@clubjoin/domain/catalog/recommendedCard';
import { selectedPromotion } from '@clubjoin/domain/catalog/selectedPromotion';
import { listVisibleMembershipCards } from '@clubjoin/domain/catalog/membershipCardVisibility';
import { orderMembershipCards } from '@clubjoin/domain/catalog/orderMembershipCards';
import { hasSignatureInterest } from '@clubjoin/domain/catalog/signatureInterests';
import { isSignatureOnlyFlow } from '@clubjoin/domain/catalog/signatureOnlyFlow';
import type { Currency } from '@clubjoin/domain/money/currency';
import { formatMoney } from '@clubjoin/domain/money/formatMoney';
import { cardJoiningFee } from '@clubjoin/domain/pricing/cardJoiningFee';
import { cardPrice } from '@clubjoin/domain/pricing/cardPrice';

/** A membership card as the step shows it: the card, its product for the adults, its price. */
export interface ShownMembershipCard {
  card: ClubMembershipCard;
  product: CardProduct;
  /**
   * The card price (product/pricing-and-dues.md#card-price-and-monthly-total), formatted in the
   * club's currency.
   */
  price: string;
  /** The joining fees before tax, formatted; null when there are none to pay. */
  joiningFee: string | null;
  /** Whether this is the card the step recommends (the domain's recommendedCardType). */
  recommended: boolean;
}

/**
 * What the cards shown depend on (product/membership-and-promotions.md#membership-cards): the
 * member counts, the interests and the flows.
 */
export interface CardAudience {
  adults: number;
  juniors: number;
  interests: readonly { displayName: string }[];
  flows: readonly string[];
  /** The promotion the visitor's link named, which a card selects when it offers it. */
  promotionName?: string | undefined;
}

/**
 * The membership cards of the step (product/membership-and-promotions.md#membership-cards,
 * #adults-and-juniors): the cards visible for the adult count, in the domain's order for the
 * interests and flows, each with its product for that many adults, its card price for the
 * juniors and its joining fees with the selected promotion, formatted with the club's currency
 * symbol, and which one the step recommends.
 */
export function membershipCardsShown(
  cards: readonly ClubMembershipCard[],
  currency: Currency,
  audience: CardAudience,
): ShownMembershipCard[] {
  const visible = listVisibleMembershipCards(cards, audience.adults);
  const ordered = orderMembershipCards(visible, {
    hasSignatureInterest: hasSignatureInterest(audience.interests),
    signatureOnly: isSignatureOnlyFlow(audience.flows),
  });
  const recommended = recommendedCardType(ordered);
  return ordered.map((card) => {
    const product = findCardProduct(ordered, card.productType, audience.adults);
    const promotion = selectedPromotion(card.promotions, audience.promotionName);
    const joiningFee = cardJoiningFee(product.price, promotion?.joiningFeeDiscount ?? 0);
    return {
      card,
      product,
      price: formatMoney(cardPrice(product.price, audience.juniors), currency),
      joiningFee: joiningFee > 0 ? formatMoney(joiningFee, currency) : null,
      recommended: card.productType === recommended,
    };
  });
}

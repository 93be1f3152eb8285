import type { ProductCard } from '@clubjoin/contract/catalog/productCard';
import type { Promotion } from '@clubjoin/contract/catalog/promotion';
import type { OfferedPromotions } from '@clubjoin/domain/catalog/promotionOffers';
import { offerPromotionsByName } from '@clubjoin/domain/catalog/promotionOffers';
import type { ProductType } from '@clubjoin/domain/vocabulary';
import type { ModuleContext } from '../moduleContext';
import { openSale, type Sale } from './openSale';
import { fail, type Outcome, succeed } from '@clubjoin/domain/outcome';
import type { ProductFailure } from './productFailure';

export interface TypePromotionsRequest {
  clubId: string;
  productType: ProductType;
  couponCode: string | undefined;
  promotionName: string | undefined;
}

/** A club's card of one product type with the promotions offered for it now. */
export interface TypePromotions {
  sale: Sale;
  card: ProductCard;
  offer: OfferedPromotions<Promotion>;
}

/**
 * The promotions of a club's product type offered at the clock's instant
 * (product/membership-and-promotions.md#promotions .../promotion and .../promotions), one selected:
 * the one named, else the one a usable coupon unlocks, else the default. A type the club does not
 * sell, or a name no offered promotion has, fails.
 */
export async function selectTypePromotions(
  context: ModuleContext,
  request: TypePromotionsRequest,
): Promise<Outcome<TypePromotions, ProductFailure>> {
  const { clubId, productType } = request;
  const sale = await openSale(context, clubId, request.couponCode);
  if (!sale.ok) return sale;
  const { lists, promotionContext } = sale.value;
  const [cards, promotions] = await Promise.all([lists.cards(), lists.promotions()]);
  const card = cards.find((candidate) => candidate.productType === productType);
  if (!card) return fail({ kind: 'typeNotSold', clubId, productType });
  const offer = offerPromotionsByName(
    promotions.filter((promotion) => promotion.productType === productType),
    promotionContext,
    request.promotionName,
  );
  if (offer.kind === 'notOffered') {
    return fail({
      kind: 'promotionNotOffered',
      clubId,
      productType,
      promotionName: offer.promotionName,
      reason: offer.reason,
    });
  }
  return succeed({ sale: sale.value, card, offer });
}

import type { CardProduct } from '@clubjoin/contract/catalog/productCard';
import type { OfferedPromotion } from '@clubjoin/contract/product';
import { selectedPromotion } from '@clubjoin/domain/catalog/selectedPromotion';
import type { Currency } from '@clubjoin/domain/money/currency';
import type { ProductType } from '@clubjoin/domain/vocabulary';
import type { ModuleContext } from '../moduleContext';
import { fail, type Outcome, succeed } from '@clubjoin/domain/outcome';
import type { ProductFailure } from './productFailure';
import { selectTypePromotions, type TypePromotionsRequest } from './selectTypePromotions';

export interface ProductPromotion {
  mmsClubId: string;
  productType: ProductType;
  currency: Currency;
  promotion: OfferedPromotion;
  products: CardProduct[];
}

/**
 * The one promotion selected for a club's product type
 * (product/membership-and-promotions.md#promotions .../promotion;
 * product/membership-and-promotions.md#promotions: reads products with quantity and
 * price.productPrice, which the one-day page prices its day pass from) and the type's products with
 * their prices.
 */
export async function findProductPromotion(
  context: ModuleContext,
  request: TypePromotionsRequest,
): Promise<Outcome<ProductPromotion, ProductFailure>> {
  const selection = await selectTypePromotions(context, request);
  if (!selection.ok) return selection;
  const { sale, card, offer } = selection.value;
  const promotion = selectedPromotion(offer.promotions);
  if (!promotion) {
    return fail({ kind: 'noPromotion', clubId: request.clubId, productType: request.productType });
  }
  return succeed({
    mmsClubId: sale.club.mmsClubId,
    productType: card.productType,
    currency: sale.currency,
    promotion,
    products: card.products,
  });
}

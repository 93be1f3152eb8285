import type { ExperiencePackage } from '@clubjoin/contract/catalog/experiencePackage';
import type { OfferedPromotion } from '@clubjoin/contract/product';
import { offeredPackages } from '@clubjoin/domain/catalog/offeredPackages';
import { orderPackages } from '@clubjoin/domain/catalog/orderPackages';
import { packagePrice } from '@clubjoin/domain/catalog/packagePrice';
import type { Currency } from '@clubjoin/domain/money/currency';
import type { ProductType } from '@clubjoin/domain/vocabulary';
import type { ModuleContext } from '../moduleContext';
import { type Outcome, succeed } from '@clubjoin/domain/outcome';
import type { ProductFailure } from './productFailure';
import { selectTypePromotions, type TypePromotionsRequest } from './selectTypePromotions';

export interface ProductPromotions {
  mmsClubId: string;
  productType: ProductType;
  currency: Currency;
  promotions: OfferedPromotion[];
  packages: (ExperiencePackage & { price: number })[];
}

/**
 * The promotions offered now for a club's product type
 * (product/membership-and-promotions.md#promotions .../promotions), the default marked and one
 * selected, with their awards and join offers; and the experience packages of the offered
 * promotions (product/membership-and-promotions.md#experience-packages) in the recommended order
 * (product/membership-and-promotions.md#experience-packages), each priced at its admin fee plus its
 * enrollment fee (product/membership-and-promotions.md#experience-packages).
 */
export async function listProductPromotions(
  context: ModuleContext,
  request: TypePromotionsRequest,
): Promise<Outcome<ProductPromotions, ProductFailure>> {
  const selection = await selectTypePromotions(context, request);
  if (!selection.ok) return selection;
  const { sale, offer } = selection.value;
  const packages = offeredPackages(
    await sale.lists.packages(),
    request.productType,
    offer.promotions,
  );
  return succeed({
    mmsClubId: sale.club.mmsClubId,
    productType: request.productType,
    currency: sale.currency,
    promotions: offer.promotions,
    packages: orderPackages(packages).map((pkg) => ({ ...pkg, price: packagePrice(pkg) })),
  });
}

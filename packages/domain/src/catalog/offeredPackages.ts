import type { ProductType } from '../vocabulary';

/** The fields of an experience package that say which sale offers it. */
export interface PackageOffer {
  productType: ProductType;
  mmsPromotionCode: string;
}

/**
 * The experience packages a sale of a product type offers
 * (product/membership-and-promotions.md#experience-packages: a package offers a promotion as an
 * experience): the club's packages of that type whose promotion is offered now.
 */
export function offeredPackages<P extends PackageOffer>(
  packages: readonly P[],
  productType: ProductType,
  offeredPromotions: readonly { mmsPromotionCode: string }[],
): P[] {
  const offeredCodes = new Set(offeredPromotions.map((promotion) => promotion.mmsPromotionCode));
  return packages.filter(
    (pkg) => pkg.productType === productType && offeredCodes.has(pkg.mmsPromotionCode),
  );
}

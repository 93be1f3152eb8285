import type { PackageType } from './orderPackages';

/**
 * The fields of an add-on bundle (product/add-ons-and-pool-pass.md#add-on-bundles) that decide
 * where it is offered.
 */
export interface OfferableBundle {
  /** The product type it is offered with; null for a bundle offered with every type. */
  productType: string | null;
  /** Whom it is for: a bundle 'For Kids' needs a junior on the membership. */
  packageType: PackageType;
}

/**
 * Whether a bundle applies to a membership of `juniors` juniors (issue 21: add-ons are offered only
 * when they apply): one for kids needs at least one junior.
 */
export function bundleAppliesTo(bundle: Pick<OfferableBundle, 'packageType'>, juniors: number) {
  return bundle.packageType !== 'For Kids' || juniors > 0;
}

/**
 * The fields of a membership card that decide its add-ons
 * (product/add-ons-and-pool-pass.md#add-on-bundles, #choosing-an-add-on).
 */
export interface AddOnCard {
  productType: string;
  hasAddOns: boolean;
}

/**
 * The add-on bundles offered (product/add-ons-and-pool-pass.md#add-on-bundles GET .../addonbundle).
 * For the club as a whole: the bundles offered with every product type. For a card: none when its
 * product has no add-ons (product/add-ons-and-pool-pass.md#choosing-an-add-on: the add-ons step is
 * dropped), else the bundles of its type and those of every type. Given the juniors, only the
 * bundles that apply to them (`bundleAppliesTo`). Order is kept.
 */
export function offeredAddOnBundles<B extends OfferableBundle>(
  bundles: readonly B[],
  card: AddOnCard | undefined,
  juniors?: number,
): B[] {
  const applies = (bundle: B) => juniors === undefined || bundleAppliesTo(bundle, juniors);
  if (!card) return bundles.filter((bundle) => bundle.productType === null && applies(bundle));
  if (!card.hasAddOns) return [];
  return bundles.filter(
    (bundle) =>
      (bundle.productType === null || bundle.productType === card.productType) && applies(bundle),
  );
}

/**
 * An add-on product's total price (product/add-ons-and-pool-pass.md#add-on-bundles): its monthly
 * price for one times how many the bundle holds, in integer cents.
 */
export function addOnTotalPrice(product: { price: number; quantity: number }): number {
  return product.price * product.quantity;
}

/**
 * The fields of an add-on bundle (product/add-ons-and-pool-pass.md#add-on-bundles) that decide
 * where it is offered.
 */
export interface OfferableBundle {
  /** The product type it is offered with; null for a bundle offered with every type. */
  productType: string | null;
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
 * dropped), else the bundles of its type and those of every type. Order is kept.
 */
export function offeredAddOnBundles<B extends OfferableBundle>(
  bundles: readonly B[],
  card: AddOnCard | undefined,
): B[] {
  if (!card) return bundles.filter((bundle) => bundle.productType === null);
  if (!card.hasAddOns) return [];
  return bundles.filter(
    (bundle) => bundle.productType === null || bundle.productType === card.productType,
  );
}

/**
 * An add-on product's total price (product/add-ons-and-pool-pass.md#add-on-bundles): its monthly
 * price for one times how many the bundle holds, in integer cents.
 */
export function addOnTotalPrice(product: { price: number; quantity: number }): number {
  return product.price * product.quantity;
}

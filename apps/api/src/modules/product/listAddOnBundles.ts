import type { AddOnBundle, AddOnProduct } from '@clubjoin/contract/catalog/addOnBundle';
import { addOnTotalPrice, offeredAddOnBundles } from '@clubjoin/domain/catalog/addOnOffers';
import type { Currency } from '@clubjoin/domain/money/currency';
import type { ProductType } from '@clubjoin/domain/vocabulary';
import type { ModuleContext } from '../moduleContext';
import { openSale } from './openSale';
import { fail, type Outcome, succeed } from '@clubjoin/domain/outcome';
import type { ProductFailure } from './productFailure';

export interface AddOnBundleOffer {
  mmsClubId: string;
  productType: ProductType | null;
  currency: Currency;
  bundles: (AddOnBundle & { products: (AddOnProduct & { totalPrice: number })[] })[];
}

/**
 * The add-on bundles offered (product/add-ons-and-pool-pass.md#add-on-bundles .../addonbundle;
 * product/add-ons-and-pool-pass.md#add-on-bundles and totalPrice;
 * product/add-ons-and-pool-pass.md#add-on-bundles): for the club, the bundles of every product
 * type; for a product type, its own and those of every type, none when its product has no add-ons;
 * given the juniors, only the bundles that apply to them (issue 21).
 * The coupon is checked like every product call's; no coupon changes add-ons.
 */
export async function listAddOnBundles(
  context: ModuleContext,
  request: {
    clubId: string;
    productType: ProductType | null;
    couponCode: string | undefined;
    /** The membership's juniors, when known: then a bundle for kids needs one. */
    juniors?: number;
  },
): Promise<Outcome<AddOnBundleOffer, ProductFailure>> {
  const { clubId, productType } = request;
  const sale = await openSale(context, clubId, request.couponCode);
  if (!sale.ok) return sale;
  const { lists, currency } = sale.value;
  let card: { productType: ProductType; hasAddOns: boolean } | undefined;
  if (productType !== null) {
    card = (await lists.cards()).find((candidate) => candidate.productType === productType);
    if (!card) return fail({ kind: 'typeNotSold', clubId, productType });
  }
  const bundles = offeredAddOnBundles(await lists.addOnBundles(), card, request.juniors);
  return succeed({
    mmsClubId: clubId,
    productType,
    currency,
    bundles: bundles.map((bundle) => ({
      ...bundle,
      products: bundle.products.map((product) => ({
        ...product,
        totalPrice: addOnTotalPrice(product),
      })),
    })),
  });
}

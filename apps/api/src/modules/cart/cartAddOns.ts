import type { AddOnBundle, AddOnProduct } from '@clubjoin/contract/catalog/addOnBundle';
import { bundleAppliesTo } from '@clubjoin/domain/catalog/addOnOffers';
import type { CartAddOn } from '@clubjoin/domain/pricing/cartInput';
import type { CartChoice } from './cartChoice';
import { fail, type Outcome, succeed } from '@clubjoin/domain/outcome';
import type { CartFailure } from './cartFailure';

/**
 * The add-ons of a cart (product/cart.md#saving-a-cart: productId, quantity): each must be offered
 * with the product (product/add-ons-and-pool-pass.md#choosing-an-add-on: none when it has no
 * add-ons), apply to its members (a bundle for kids needs a junior, issue 21), be chosen once, and
 * at most as many times as its bundle holds. Each is priced from the catalog, never from the
 * request.
 */
export function cartAddOns(
  offered: readonly (Pick<AddOnBundle, 'name' | 'packageType'> & {
    products: readonly AddOnProduct[];
  })[],
  choice: CartChoice,
): Outcome<CartAddOn[], CartFailure> {
  const addOns: CartAddOn[] = [];
  for (const selected of choice.addOns) {
    const { productId, quantity } = selected;
    if (addOns.some((addOn) => addOn.productCode === productId)) {
      return fail({ kind: 'duplicateAddOn', productId });
    }
    const bundle = offered.find((candidate) =>
      candidate.products.some((product) => product.productId === productId),
    );
    const product = bundle?.products.find((candidate) => candidate.productId === productId);
    if (!bundle || !product) {
      return fail({
        kind: 'unknownAddOn',
        clubId: choice.clubId,
        productType: choice.productType,
        productId,
      });
    }
    if (!bundleAppliesTo(bundle, choice.juniorQuantity)) {
      return fail({ kind: 'addOnNeedsJunior', productId, bundleName: bundle.name });
    }
    if (quantity > product.quantity) {
      return fail({ kind: 'addOnQuantity', productId, quantity, most: product.quantity });
    }
    addOns.push({
      productCode: productId,
      name: product.name,
      price: product.price,
      adminFee: product.adminFee,
      quantity,
    });
  }
  return succeed(addOns);
}

import type { AddOnProduct } from '@clubjoin/contract/catalog/addOnBundle';
import type { CartAddOn } from '@clubjoin/domain/pricing/cartInput';
import type { CartChoice } from './cartChoice';
import { fail, type Outcome, succeed } from '@clubjoin/domain/outcome';
import type { CartFailure } from './cartFailure';

/**
 * The add-ons of a cart (product/cart.md#saving-a-cart: productId, quantity): each must be offered
 * with the product (product/add-ons-and-pool-pass.md#choosing-an-add-on: none when it has no
 * add-ons), chosen once, and at most as many times as its bundle holds. Each is priced from the
 * catalog, never from the request.
 */
export function cartAddOns(
  offered: readonly AddOnProduct[],
  choice: CartChoice,
): Outcome<CartAddOn[], CartFailure> {
  const addOns: CartAddOn[] = [];
  for (const selected of choice.addOns) {
    const { productId, quantity } = selected;
    if (addOns.some((addOn) => addOn.productCode === productId)) {
      return fail({ kind: 'duplicateAddOn', productId });
    }
    const product = offered.find((candidate) => candidate.productId === productId);
    if (!product) {
      return fail({
        kind: 'unknownAddOn',
        clubId: choice.clubId,
        productType: choice.productType,
        productId,
      });
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

import type { Club } from '@clubjoin/contract/catalog/club';
import type { CardProduct, ProductCard } from '@clubjoin/contract/catalog/productCard';
import type { CartChoice } from './cartChoice';
import { fail, type Outcome, succeed } from '@clubjoin/domain/outcome';
import type { CartFailure } from './cartFailure';

/**
 * The product a cart sells (product/membership-and-promotions.md#membership-cards): the card's
 * product for the adult quantity, which must be on sale; a day pass for one adult and no juniors
 * (product/club-and-entry.md#initialize, product/pricing-and-dues.md#day-pass: priced from the
 * quantity-1 product); juniors only at a club that takes them (product/club-and-entry.md#clubs: No
 * means none). A productId or productSku sent must name that product.
 */
export function cartProduct(
  club: Club,
  card: ProductCard,
  choice: CartChoice,
): Outcome<CardProduct, CartFailure> {
  const { clubId, productType, adultQuantity, juniorQuantity } = choice;
  if (!card.isAvailable) return fail({ kind: 'notAvailable', clubId, productType });
  if (productType === 'DayPass' && (adultQuantity !== 1 || juniorQuantity !== 0)) {
    return fail({ kind: 'dayPassQuantities' });
  }
  if (juniorQuantity > 0 && club.juniorAccess === 'No') {
    return fail({ kind: 'noJuniorAccess', clubId });
  }
  const product = card.products.find((candidate) => candidate.quantity === adultQuantity);
  if (!product) {
    return fail({ kind: 'noProductForQuantity', productType, adults: adultQuantity });
  }
  if (choice.productId !== undefined && choice.productId !== product.productId) {
    const named = card.products.find((candidate) => candidate.productId === choice.productId);
    return fail(
      named
        ? {
            kind: 'productForOtherQuantity',
            productId: named.productId,
            quantity: named.quantity,
            adults: adultQuantity,
          }
        : { kind: 'unknownProduct', clubId, productType, productId: choice.productId },
    );
  }
  if (choice.productSku !== undefined && choice.productSku !== product.sku) {
    return fail({
      kind: 'skuMismatch',
      field: 'productSku',
      sku: choice.productSku,
      of: `product ${product.productId}`,
    });
  }
  return succeed(product);
}

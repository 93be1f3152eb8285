import type { ProductType } from '../vocabulary';
import type { MembershipCard } from './productCard';

/**
 * The product of a membership type for an adult count
 * (product/membership-and-promotions.md#membership-cards,
 * product/errors-and-messages.md#thrown-messages). Throws the spec's messages: 'Can not locate
 * product for type {type}' when the club has no card of the type, and 'Can not locate product for
 * type {type} and adults quantity {n}.' when the card has no product for that many adults.
 */
export function findCardProduct<C extends MembershipCard>(
  cards: readonly C[],
  productType: ProductType,
  adults: number,
): C['products'][number] {
  const card = cards.find((candidate) => candidate.productType === productType);
  if (!card) throw new Error(`Can not locate product for type ${productType}`);
  const product = card.products.find((candidate) => candidate.quantity === adults);
  if (!product) {
    throw new Error(
      `Can not locate product for type ${productType} and adults quantity ${adults}.`,
    );
  }
  return product;
}

/**
 * The selected product where one is required (product/errors-and-messages.md#thrown-messages):
 * throws 'Selected product is undefined'.
 */
export function requireSelectedProduct<P>(product: P | null | undefined): P {
  if (product === undefined || product === null) throw new Error('Selected product is undefined');
  return product;
}

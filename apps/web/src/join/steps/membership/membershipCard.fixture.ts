import type { ClubMembershipCard } from '@clubjoin/contract/product';
import type { ProductType } from '@clubjoin/domain/vocabulary';

/** A product price in cents: $59.99 a month, $20 per junior, a $10 adult discount. */
export const PRICE = {
  productPrice: 5999,
  juniorMemberDues: 2000,
  adminFee: 0,
  enrollmentFee: 0,
  normallyPricedJoiningFee: 0,
  adultSalesRuleDiscountAmount: 1000,
  juniorSalesRuleDiscountAmounts: [500],
  adminFeeSalesRuleDiscountAmount: 0,
};

/** A membership card of a type, selling 1 and 2 adults unless told otherwise. */
export function membershipCard(
  productType: ProductType,
  overrides: Partial<ClubMembershipCard> = {},
): ClubMembershipCard {
  return {
    productType,
    name: `${productType} name`,
    productName: `${productType} product`,
    cardTitle: `${productType} card`,
    membershipCardTitle: `${productType} title`,
    membershipCardDescription: `${productType} description`,
    isAvailable: true,
    hasAddOns: true,
    displayContent: {
      disclaimers: { priceDisclaimer: 'Plus tax.', pifDisclaimer: 'Paid in full terms.' },
    },
    products: [1, 2].map((quantity) => ({
      quantity,
      productId: `${productType}-${quantity}`,
      sku: `SKU-${productType}-${quantity}`,
      price: { ...PRICE, productPrice: PRICE.productPrice * quantity },
    })),
    promotions: [],
    ...overrides,
  };
}

/** A card's product for a number of adults; the fixture's cards sell 1 and 2. */
export function productFor(card: ClubMembershipCard, adults: number) {
  const product = card.products.find((candidate) => candidate.quantity === adults);
  if (!product) throw new Error(`The card sells no product for ${adults} adults`);
  return product;
}

import type { ClubMembershipCard, OfferedPromotion } from '@clubjoin/contract/product';
import type { ProductType } from '@clubjoin/domain/vocabulary';

/** A product price in cents: $59.99 a month, $20 per junior, a $10 adult discount. */
const PRICE = {
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
    door: null,
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
    hasPackages: false,
    ...overrides,
  };
}

/** A card's product for a number of adults; the fixture's cards sell 1 and 2. */
export function productFor(card: ClubMembershipCard, adults: number) {
  const product = card.products.find((candidate) => candidate.quantity === adults);
  if (!product) throw new Error(`The card sells no product for ${adults} adults`);
  return product;
}

/** A promotion offered for a card's type, not selected, with no join offer or award unless told. */
export function offeredPromotion(
  productType: ProductType,
  overrides: Partial<OfferedPromotion> = {},
): OfferedPromotion {
  return {
    productType,
    mmsPromotionCode: `STD-${productType.toUpperCase()}`,
    promotionName: `${productType} Standard`,
    promotionType: 'Standard',
    promotionDescription: `The everyday ${productType} offer.`,
    default: true,
    sku: `STD-${productType}`,
    price: 4900,
    monthlyDuesDiscount: 0,
    joiningFeeDiscount: 0,
    defersJoiningFees: false,
    adminFee: 4900,
    awards: [],
    joinOffers: [],
    startDateTime: null,
    endDateTime: null,
    couponPromotionName: null,
    selected: false,
    ...overrides,
  };
}

/** A club of the accessible-clubs answer (the club-access modal's call), priced $1.00. */
export const accessClub = (
  clubId: string,
  name: string,
  open: 'OPEN' | 'PRESALE',
  clubTypeId = 1,
) => ({
  clubId,
  marketingClubName: name,
  city: name,
  open,
  openDate: open === 'PRESALE' ? '2027-03-01' : null,
  clubTypeId,
  productPrice: 100,
});

/** An area (state or province) of the accessible-clubs answer with its clubs. */
export const accessArea = (stateAbbr: string, name: string, accessClubs: unknown[]) => ({
  country: 'US',
  stateAbbr,
  name,
  accessClubs,
  upgradeClubs: [],
});

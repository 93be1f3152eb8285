import type { Cents } from '../money/cents';
import { sumCents } from '../money/cents';
import { DISCOUNT_DESCRIPTIONS } from './displayTexts';
import type { ProductPrice } from './productPrice';
import { salesRuleDiscount } from './productPrice';

/**
 * What the browser knows before a cart exists (product/pricing-and-dues.md#pricing-summary,
 * product/membership-and-promotions.md#selecting-a-membership).
 */
export interface PricingSummaryInput {
  /** The price for the chosen adult quantity. */
  readonly price: ProductPrice;
  /** `productPrice` of the same product for one adult: the primary member's share. */
  readonly oneAdultProductPrice: Cents;
  readonly adultQuantity: number;
  readonly juniorQuantity: number;
  /**
   * The chosen promotion's monthly dues discount (product/membership-and-promotions.md#promotions:
   * it comes from the default promotion).
   */
  readonly monthlyDuesDiscount: Cents;
  /** A presale promotion's monthly discount; 0 for an open club. */
  readonly presaleDiscountAmount: Cents;
  /**
   * The chosen add-on products' monthly prices summed
   * (product/add-ons-and-pool-pass.md#choosing-an-add-on).
   */
  readonly addOnProductsDues: Cents;
}

/** One kind of member in the summary: how many, their monthly dues, and the words for it. */
export interface MemberDuesSummary {
  readonly quantity: number;
  readonly dues: Cents;
  /** '1 Adult', '2 Adults', '0 Juniors', '1 Junior'. */
  readonly label: string;
}

export type PricingDiscountType = keyof typeof DISCOUNT_DESCRIPTIONS;

/**
 * A discount as the price details list it (product/pricing-and-dues.md#discounts: type, amount,
 * description).
 */
export interface PricingDiscount {
  readonly type: PricingDiscountType;
  readonly amount: Cents;
  readonly description: string;
}

/**
 * The pricing summary of product/pricing-and-dues.md#pricing-summary, all amounts monthly and in
 * cents.
 */
export interface PricingSummary {
  readonly primaryMemberDues: Cents;
  readonly adultMemberDues: Cents;
  readonly juniorMemberDues: Cents;
  readonly adultSummary: MemberDuesSummary;
  readonly juniorSummary: MemberDuesSummary;
  readonly monthlyDuesDiscount: Cents;
  readonly salesRuleDiscountAmount: Cents;
  readonly discounts: readonly PricingDiscount[];
  readonly presaleDiscountAmount: Cents;
  readonly addOnProductsDues: Cents;
}

function countLabel(quantity: number, singular: string): string {
  return `${quantity} ${quantity === 1 ? singular : `${singular}s`}`;
}

/**
 * Builds the pricing summary stored when a card is selected
 * (product/pricing-and-dues.md#pricing-summary). The adults' price is split into the primary
 * member's share (the one-adult price) and the additional adults' share (the rest); juniors pay
 * their dues each. Discounts are listed only when they take something off.
 */
export function buildPricingSummary(input: PricingSummaryInput): PricingSummary {
  const { price, adultQuantity, juniorQuantity } = input;
  const primaryMemberDues =
    adultQuantity === 1
      ? price.productPrice
      : Math.min(input.oneAdultProductPrice, price.productPrice);
  const adultMemberDues = price.productPrice - primaryMemberDues;
  const juniorMemberDues = price.juniorMemberDues * juniorQuantity;
  const amounts: Record<PricingDiscountType, Cents> = {
    monthlyDuesDiscount: input.monthlyDuesDiscount,
    salesRule: salesRuleDiscount(price, juniorQuantity),
    presale: input.presaleDiscountAmount,
  };
  const discounts = (Object.keys(amounts) as PricingDiscountType[])
    .filter((type) => amounts[type] > 0)
    .map((type) => ({ type, amount: amounts[type], description: DISCOUNT_DESCRIPTIONS[type] }));
  return {
    primaryMemberDues,
    adultMemberDues,
    juniorMemberDues,
    adultSummary: {
      quantity: adultQuantity,
      dues: price.productPrice,
      label: countLabel(adultQuantity, 'Adult'),
    },
    juniorSummary: {
      quantity: juniorQuantity,
      dues: juniorMemberDues,
      label: countLabel(juniorQuantity, 'Junior'),
    },
    monthlyDuesDiscount: amounts.monthlyDuesDiscount,
    salesRuleDiscountAmount: amounts.salesRule,
    discounts,
    presaleDiscountAmount: amounts.presale,
    addOnProductsDues: input.addOnProductsDues,
  };
}

/** What a membership card prices a pricing summary from: its products by adult count. */
export interface PricedCard {
  readonly products: readonly { readonly quantity: number; readonly price: ProductPrice }[];
}

/**
 * The promotion chosen with a card, as far as the monthly figures go
 * (product/membership-and-promotions.md#promotions).
 */
export interface MonthlyPromotion {
  readonly promotionType: string;
  readonly monthlyDuesDiscount: Cents;
}

/**
 * The pricing summary stored when a card is selected
 * (product/membership-and-promotions.md#selecting-a-membership): the card's product for the adults,
 * the one-adult product as the primary member's share (the product itself when the card sells none
 * for one adult), the chosen promotion's monthly discount (a Presale promotion's listed as the
 * presale discount), no add-on yet. Undefined when the card sells nothing for that many adults.
 */
export function cardPricingSummary(
  card: PricedCard,
  promotion: MonthlyPromotion | undefined,
  adultQuantity: number,
  juniorQuantity: number,
): PricingSummary | undefined {
  const forAdults = card.products.find((product) => product.quantity === adultQuantity);
  if (!forAdults) return undefined;
  const oneAdult = card.products.find((product) => product.quantity === 1) ?? forAdults;
  const discount = promotion?.monthlyDuesDiscount ?? 0;
  const presale = promotion?.promotionType === 'Presale';
  return buildPricingSummary({
    price: forAdults.price,
    oneAdultProductPrice: oneAdult.price.productPrice,
    adultQuantity,
    juniorQuantity,
    monthlyDuesDiscount: presale ? 0 : discount,
    presaleDiscountAmount: presale ? discount : 0,
    addOnProductsDues: 0,
  });
}

/**
 * The pricing summary after the member counts changed
 * (product/membership-and-promotions.md#adults-and-juniors: pricing is recomputed). The same adults
 * keep their product, so the juniors' dues and discounts are recomputed from its price; the add-ons
 * went with the cart (product/cart.md#cart-lifecycle). Other adults need the product for them,
 * which only a new card selection gives: undefined until then.
 */
export function pricingForQuantities(
  summary: PricingSummary | undefined,
  price: ProductPrice | undefined,
  adultQuantity: number,
  juniorQuantity: number,
): PricingSummary | undefined {
  if (!summary || !price || summary.adultSummary.quantity !== adultQuantity) return undefined;
  return buildPricingSummary({
    price,
    oneAdultProductPrice: summary.primaryMemberDues,
    adultQuantity,
    juniorQuantity,
    monthlyDuesDiscount: summary.monthlyDuesDiscount,
    presaleDiscountAmount: summary.presaleDiscountAmount,
    addOnProductsDues: 0,
  });
}

/**
 * The add-on dues of a chosen add-on package (product/add-ons-and-pool-pass.md#choosing-an-add-on:
 * the sum of its products' prices), each product's monthly price times its quantity, as the cart
 * bills them.
 */
export function addOnProductsDues(
  products: readonly { readonly price: Cents; readonly quantity: number }[],
): Cents {
  return sumCents(products.map((product) => product.price * product.quantity));
}

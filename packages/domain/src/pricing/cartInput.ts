import type { Cents } from '../money/cents';
import type { Rate } from '../money/rate';
import type { Flow, ProductType } from '../vocabulary';
import type { PaymentKind } from './cardSurcharge';
import type { ProductPrice } from './productPrice';
import type { PublicImprovementFeeRule } from './publicImprovementFee';
import type { TaxRow } from './taxTable';

/** The club facts a cart depends on (product/club-and-entry.md#clubs). */
export interface CartClub {
  /** The club's `stateAbbr`: the tax region when the member's address is not yet known. */
  readonly state: string;
  /**
   * IANA time zone: the join date is the club's calendar date
   * (product/decisions-and-platform.md#time-and-clocks).
   */
  readonly timeZone: string;
  /** 'OPEN' or 'PRESALE' (product/club-and-entry.md#clubs). */
  readonly open: string;
}

/** The membership product bought. */
export interface CartProduct {
  /** The product's code (sku): membership entries carry it. */
  readonly productCode: string;
  readonly productName: string;
  readonly productType: ProductType;
}

/**
 * The chosen promotion's effect on price (product/membership-and-promotions.md#promotions;
 * product/pricing-and-dues.md#presale-and-deferred-joining-fees).
 */
export interface CartPromotion {
  /** Off each month's dues. */
  readonly monthlyDuesDiscount: Cents;
  /** Off the joining fees (admin fee first, then enrollment fee). */
  readonly joiningFeeDiscount: Cents;
  /**
   * A presale promotion that moves the joining fees to the club's opening
   * (product/pricing-and-dues.md#presale-and-deferred-joining-fees).
   */
  readonly defersJoiningFees: boolean;
}

/**
 * One chosen add-on product (product/add-ons-and-pool-pass.md#add-on-bundles): monthly dues and,
 * maybe, an admin fee.
 */
export interface CartAddOn {
  readonly productCode: string;
  readonly name: string;
  /** Monthly price of one. */
  readonly price: Cents;
  /** One-time admin fee of one; 0 when the add-on carries none. */
  readonly adminFee: Cents;
  readonly quantity: number;
}

/** The dynamic package chosen on the add-ons step: a one-time price. */
export interface CartDynamicPackage {
  readonly productCode: string;
  readonly name: string;
  readonly price: Cents;
}

/**
 * The summer pool pass (product/add-ons-and-pool-pass.md#pool-pass-offer: a one-time fee per adult
 * and per junior; product/add-ons-and-pool-pass.md#pool-pass-season).
 */
export interface CartPoolPass {
  readonly adultPrice: Cents;
  readonly juniorPrice: Cents;
}

/**
 * The employee team VIP discount (product/pricing-and-dues.md#discounts). The spec gives no amount,
 * so the rule is an input: a rate off each month's membership dues, after the other dues discounts.
 */
export interface TeamVipRule {
  readonly duesDiscountRate: Rate;
}

/**
 * Everything a cart is priced from: plain data the cart service loads
 * (product/cart.md#who-prices-a-cart).
 */
export interface CartInput {
  readonly club: CartClub;
  readonly flow?: Flow;
  readonly product: CartProduct;
  /** The product's price for the adult quantity (for a day pass, for quantity 1). */
  readonly price: ProductPrice;
  readonly adultQuantity: number;
  readonly juniorQuantity: number;
  readonly promotion?: CartPromotion;
  /** One item per add-on product; `quantity` counts copies (two items of one code bill its month twice). */
  readonly addOns?: readonly CartAddOn[];
  readonly dynamicPackage?: CartDynamicPackage;
  readonly poolPass?: CartPoolPass;
  readonly teamVip?: TeamVipRule;
  /** The instant of joining; its date in the club's zone decides proration. */
  readonly joinedAt: Date;
  /** The member's address state once entered (product/cart.md#fetching-a-cart). */
  readonly memberAddressState?: string;
  readonly taxTable: readonly TaxRow[];
  readonly publicImprovementFee?: PublicImprovementFeeRule;
  /** Unknown until the payment step. */
  readonly paymentKind?: PaymentKind;
}

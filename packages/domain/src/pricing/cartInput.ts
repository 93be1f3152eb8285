import type { Cents } from '../money/cents';
import type { Rate } from '../money/rate';
import type { Flow, ProductType } from '../vocabulary';
import type { PaymentKind } from './cardSurcharge';
import type { ProductPrice } from './productPrice';
import type { PublicImprovementFeeRule } from './publicImprovementFee';
import type { TaxRow } from './taxTable';

/** The club facts a cart depends on (01 §3 club). */
export interface CartClub {
  /** The club's `stateAbbr`: the tax region when the member's address is not yet known. */
  readonly state: string;
  /** IANA time zone: the join date is the club's calendar date (03 §7). */
  readonly timeZone: string;
  /** 'OPEN' or 'PRESALE' (01 §9). */
  readonly open: string;
}

/** The membership product bought. */
export interface CartProduct {
  /** The product's code (sku): membership entries carry it. */
  readonly productCode: string;
  readonly productName: string;
  readonly productType: ProductType;
}

/** The chosen promotion's effect on price (01 §3 promotion; 03 §3 presale deferral). */
export interface CartPromotion {
  /** Off each month's dues. */
  readonly monthlyDuesDiscount: Cents;
  /** Off the joining fees (admin fee first, then enrollment fee). */
  readonly joiningFeeDiscount: Cents;
  /** A presale promotion that moves the joining fees to the club's opening (03 §3). */
  readonly defersJoiningFees: boolean;
}

/** One chosen add-on product (01 §3 add-on product): monthly dues and, maybe, an admin fee. */
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

/** The summer pool pass (01 §9: a one-time fee per adult and per junior; 01 §3 pool pass skus). */
export interface CartPoolPass {
  readonly adultPrice: Cents;
  readonly juniorPrice: Cents;
}

/**
 * The employee team VIP discount (01 §3 TEAMVIP). The spec gives no amount, so the rule is an
 * input: a rate off each month's membership dues, after the other dues discounts.
 */
export interface TeamVipRule {
  readonly duesDiscountRate: Rate;
}

/** Everything a cart is priced from: plain data the cart service loads (03 §3). */
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
  /** The member's address state once entered (01 §7 membershipAddressState). */
  readonly memberAddressState?: string;
  readonly taxTable: readonly TaxRow[];
  readonly publicImprovementFee?: PublicImprovementFeeRule;
  /** Unknown until the payment step. */
  readonly paymentKind?: PaymentKind;
}

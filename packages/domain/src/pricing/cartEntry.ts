import type { Cents } from '../money/cents';
import type { TaxableLine } from './taxTable';

/** Which month a dues entry pays for (product/cart.md#cart-entries). */
export const REASON_CODES = ['Current Month', 'Next Month'] as const;
export type ReasonCode = (typeof REASON_CODES)[number];

/**
 * Entry categories: the six of product/cart.md#cart-entries, plus 'Membership' for the membership's
 * dues and 'PoolPass' for the summer pool access of
 * product/add-ons-and-pool-pass.md#pool-pass-offer, which the spec leaves unnamed.
 */
export const CART_CATEGORIES = [
  'Membership',
  'AdminFee',
  'EnrollmentFee',
  'MembershipAddOn',
  'Add-On-New-AdminFee',
  'Dynamic Package',
  'DayPass',
  'PoolPass',
] as const;
export type CartCategory = (typeof CART_CATEGORIES)[number];

/** Which tax line each category is taxed as (product/pricing-and-dues.md#taxes). */
export const TAXABLE_LINE_OF_CATEGORY: Readonly<Record<CartCategory, TaxableLine>> = {
  Membership: 'dues',
  AdminFee: 'adminFee',
  EnrollmentFee: 'enrollmentFee',
  MembershipAddOn: 'addOns',
  'Add-On-New-AdminFee': 'adminFee',
  'Dynamic Package': 'addOns',
  DayPass: 'dayPass',
  PoolPass: 'poolPass',
};

/**
 * Discount names (product/pricing-and-dues.md#discounts): ACTION for sales-rule, coupon and
 * promotion discounts on dues, JOININGFEE on joining fees, TEAMVIP for the employee discount,
 * PRORATE for the days of the month before the join date.
 */
export const DISCOUNT_NAMES = ['ACTION', 'JOININGFEE', 'TEAMVIP', 'PRORATE'] as const;
export type DiscountName = (typeof DISCOUNT_NAMES)[number];

/**
 * One discount on an entry: what it took off and what is left after it
 * (product/cart.md#cart-entries).
 */
export interface CartDiscount {
  readonly name: DiscountName;
  readonly value: Cents;
  readonly balance: Cents;
}

/** One line of the cart (product/cart.md#cart-entries), priced and taxed. */
export interface CartEntry {
  readonly productCode: string;
  readonly name: string;
  /** Present on dues entries only: which month they pay for. */
  readonly reasonCode?: ReasonCode;
  readonly category: CartCategory;
  readonly quantity: number;
  /** The price before any discount (for a prorated month, the full month's price). */
  readonly basePrice: Cents;
  readonly discounts: readonly CartDiscount[];
  /** basePrice minus every discount; never below zero. */
  readonly totalPrice: Cents;
  readonly tax: Cents;
}

/** An entry before tax: what the entry builders produce. */
export type UntaxedEntry = Omit<CartEntry, 'tax'>;

/** A discount to apply: a fixed amount, or an amount worked out from the balance left. */
export interface DiscountRequest {
  readonly name: DiscountName;
  readonly value: Cents | ((balance: Cents) => Cents);
}

/**
 * Applies discounts to a price in order, each taking at most what is left, so that no entry goes
 * below zero and each discount's balance is what remains after it. Discounts that take nothing are
 * left out.
 */
export function applyDiscounts(
  basePrice: Cents,
  requests: readonly DiscountRequest[],
): Pick<UntaxedEntry, 'discounts' | 'totalPrice'> {
  const discounts: CartDiscount[] = [];
  let balance = basePrice;
  for (const request of requests) {
    const wanted = typeof request.value === 'function' ? request.value(balance) : request.value;
    const value = Math.min(Math.max(wanted, 0), balance);
    if (value === 0) continue;
    balance -= value;
    discounts.push({ name: request.name, value, balance });
  }
  return { discounts, totalPrice: balance };
}

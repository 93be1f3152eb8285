import type { Cents } from '../money/cents';
import type { IsoDate } from '../time/isoDate';
import type { UntaxedEntry } from './cartEntry';
import type { CartInput } from './cartInput';
import type { DuesLine } from './duesEntries';
import { duesEntries } from './duesEntries';
import { joiningFeeEntries } from './joiningFeeEntries';
import {
  addOnAdminFeeEntries,
  dayPassEntries,
  dynamicPackageEntries,
  poolPassEntries,
} from './oneTimeEntries';
import type { PricingCase } from './pricingCase';
import { membershipDues, salesRuleDiscount } from './productPrice';

/**
 * What a cart bills monthly (product/pricing-and-dues.md#card-price-and-monthly-total): the
 * membership's dues less its sales-rule, coupon and promotion discounts and team VIP, and each
 * add-on's dues. A day pass bills nothing monthly.
 */
export function duesLinesFor(input: CartInput, pricingCase: PricingCase): DuesLine[] {
  if (pricingCase === 'dayPass') return [];
  const membership: DuesLine = {
    productCode: input.product.productCode,
    name: input.product.productName,
    category: 'Membership',
    quantity: 1,
    monthlyPrice: membershipDues(input.price, input.juniorQuantity),
    monthlyDiscount:
      salesRuleDiscount(input.price, input.juniorQuantity) +
      (input.promotion?.monthlyDuesDiscount ?? 0),
    teamVipRate: input.teamVip?.duesDiscountRate ?? 0,
  };
  const addOns = (input.addOns ?? []).map((addOn): DuesLine => ({
    productCode: addOn.productCode,
    name: addOn.name,
    category: 'MembershipAddOn',
    quantity: addOn.quantity,
    monthlyPrice: addOn.price * addOn.quantity,
    monthlyDiscount: 0,
    teamVipRate: 0,
  }));
  return [membership, ...addOns];
}

/** A cart's entries before tax, and the joining fees deferred to the opening. */
export interface CartEntries {
  readonly entries: UntaxedEntry[];
  readonly deferredJoiningFees: Cents;
}

/**
 * The entries of a cart for its case (product/pricing-and-dues.md#pricing-cases). A waitlist join
 * charges nothing until activation; a day pass is its one entry; otherwise the dues entries of the
 * case (none for a presale club), the joining fees (deferred to the opening when a presale
 * promotion says so), add-on admin fees, the dynamic package and the pool pass.
 */
export function cartEntriesFor(
  input: CartInput,
  pricingCase: PricingCase,
  joinDate: IsoDate,
): CartEntries {
  if (pricingCase === 'waitlist') return { entries: [], deferredJoiningFees: 0 };
  if (pricingCase === 'dayPass') {
    return { entries: dayPassEntries(input.product, input.price), deferredJoiningFees: 0 };
  }
  const joiningFees = joiningFeeEntries({
    productCode: input.product.productCode,
    adminFee: input.price.adminFee,
    enrollmentFee: input.price.enrollmentFee,
    adminFeeSalesRuleDiscount: input.price.adminFeeSalesRuleDiscountAmount,
    promotionDiscount: input.promotion?.joiningFeeDiscount ?? 0,
    defer: pricingCase === 'presale' && input.promotion?.defersJoiningFees === true,
  });
  const entries = [
    ...duesLinesFor(input, pricingCase).flatMap((line) => duesEntries(line, pricingCase, joinDate)),
    ...joiningFees.entries,
    ...addOnAdminFeeEntries(input.addOns ?? []),
    ...dynamicPackageEntries(input.dynamicPackage),
    ...poolPassEntries(input.poolPass, input.adultQuantity, input.juniorQuantity),
  ];
  return { entries, deferredJoiningFees: joiningFees.deferred };
}

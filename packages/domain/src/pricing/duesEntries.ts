import type { Cents } from '../money/cents';
import type { Rate } from '../money/rate';
import { applyRate } from '../money/rate';
import { prorate } from '../money/round';
import type { IsoDate } from '../time/isoDate';
import { daysInMonth, daysLeftInMonth } from '../time/monthDays';
import type { DiscountRequest, ReasonCode, UntaxedEntry } from './cartEntry';
import { applyDiscounts } from './cartEntry';
import type { PricingCase } from './pricingCase';

/** Something billed monthly: the membership's dues or one add-on's. */
export interface DuesLine {
  readonly productCode: string;
  readonly name: string;
  readonly category: 'Membership' | 'MembershipAddOn';
  readonly quantity: number;
  /** A full month's price of the whole line, before discounts. */
  readonly monthlyPrice: Cents;
  /** ACTION: the sales-rule, coupon and promotion discounts of a full month. */
  readonly monthlyDiscount: Cents;
  /** TEAMVIP: the rate off what is left after ACTION; 0 without the team VIP rule. */
  readonly teamVipRate: Rate;
}

const teamVip = (rate: Rate): DiscountRequest => ({
  name: 'TEAMVIP',
  value: (balance) => applyRate(balance, rate),
});

function entryOf(
  line: DuesLine,
  reasonCode: ReasonCode,
  requests: DiscountRequest[],
): UntaxedEntry {
  return {
    productCode: line.productCode,
    name: line.name,
    reasonCode,
    category: line.category,
    quantity: line.quantity,
    basePrice: line.monthlyPrice,
    ...applyDiscounts(line.monthlyPrice, requests),
  };
}

/**
 * A full month of a dues line (product/pricing-and-dues.md#pricing-cases: the Current Month on the
 * 1st, the Next Month otherwise): the month's price less ACTION, then less the team VIP rate of
 * what is left.
 */
export function fullMonthEntry(line: DuesLine, reasonCode: ReasonCode): UntaxedEntry {
  return entryOf(line, reasonCode, [
    { name: 'ACTION', value: line.monthlyDiscount },
    teamVip(line.teamVipRate),
  ]);
}

/**
 * The Current Month of a member joining after the 1st (product/pricing-and-dues.md#proration):
 * PRORATE takes off the days before the join date, leaving the month's price × days left including
 * today ÷ days in the month, rounded once. The month's ACTION discount is prorated the same way,
 * then team VIP applies.
 */
function proratedMonthEntry(line: DuesLine, joinDate: IsoDate): UntaxedEntry {
  const daysLeft = daysLeftInMonth(joinDate);
  const days = daysInMonth(joinDate);
  return entryOf(line, 'Current Month', [
    { name: 'PRORATE', value: line.monthlyPrice - prorate(line.monthlyPrice, daysLeft, days) },
    { name: 'ACTION', value: prorate(line.monthlyDiscount, daysLeft, days) },
    teamVip(line.teamVipRate),
  ]);
}

/**
 * The dues entries of a line for a pricing case (product/pricing-and-dues.md#pricing-cases): the
 * full Current Month on the 1st, and for a short term's whole term on any day; a prorated Current Month and a full Next Month on any other day;
 * none for a presale club (dues start at the opening), a waitlist join or a day pass.
 */
export function duesEntries(
  line: DuesLine,
  pricingCase: PricingCase,
  joinDate: IsoDate,
): UntaxedEntry[] {
  switch (pricingCase) {
    case 'firstOfMonth':
    case 'paidInFull':
      return [fullMonthEntry(line, 'Current Month')];
    case 'prorated':
      return [proratedMonthEntry(line, joinDate), fullMonthEntry(line, 'Next Month')];
    default:
      return [];
  }
}

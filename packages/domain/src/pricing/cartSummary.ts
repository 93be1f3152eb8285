import type { Cents } from '../money/cents';
import { sumCents } from '../money/cents';
import type { Rate } from '../money/rate';
import type { IsoDate } from '../time/isoDate';
import type { CardSurcharge, PaymentKind } from './cardSurcharge';
import type { CartCategory, CartEntry, DiscountName } from './cartEntry';
import type { CartResponse } from './cartResponse';
import { chargeToday } from './chargeToday';
import { duesCalendar } from './paymentPlan';
import type { PricingCase } from './pricingCase';
import type { PublicImprovementFee } from './publicImprovementFee';

/**
 * The cart summary of product/cart.md#cart-summary, every amount in cents and charged now unless it
 * says monthly. Beyond the spec's fields it names the charges the spec lists elsewhere (deferred
 * joining fees, add-on admin fees, the dynamic package, the pool pass), so that the integrity
 * equations and the fee lines account for every cent (docs/decisions/0002).
 */
export interface CartSummary {
  /** What is charged now without the card surcharge: the cart's total with tax. */
  readonly total: Cents;
  readonly totalWithSurcharge: Cents;
  readonly subtotal: Cents;
  readonly taxes: Cents;
  readonly taxesWithSurcharge: Cents;
  /** Monthly: the membership's full month of dues before discounts. */
  readonly monthlyDues: Cents;
  /** Monthly: what each full month bills, membership and add-ons, after their discounts. */
  readonly monthlyTotalDues: Cents;
  /**
   * Monthly: what the card is charged each full month after today's charge: the month's dues and
   * add-ons after their discounts, with their tax and any public improvement fee, before a card
   * surcharge (issue 21: the one figure a person compares).
   */
  readonly monthlyCharge: Cents;
  /** The day of the first monthly charge after today's, when the sale has one (`duesCalendar`). */
  readonly monthlyChargeFrom: IsoDate | null;
  readonly dayPassDues: Cents;
  /** The prorated Current Month of the membership before its other discounts. */
  readonly monthProrate: Cents;
  /** ACTION discounts on the dues charged now. */
  readonly monthDiscount: Cents;
  /** The membership's Next Month before discounts. */
  readonly nextMonthDues: Cents;
  readonly adminFees: Cents;
  readonly enrollmentFees: Cents;
  /** JOININGFEE discounts, the deferral apart. */
  readonly adminFeesDiscount: Cents;
  /** Joining fees moved to the club's opening by a presale promotion. */
  readonly deferredJoiningFees: Cents;
  /** Monthly: the add-ons' dues. */
  readonly addOnProductsDues: Cents;
  /** The MembershipAddOn entries charged now. */
  readonly membershipAddOnFees: Cents;
  /** The Add-On-New-AdminFee entries charged now. */
  readonly addOnAdminFees: Cents;
  readonly dynamicPackageFees: Cents;
  readonly poolPassFees: Cents;
  readonly pifAmount: Cents;
  readonly pifDescription: string;
  readonly publicImprovementFee: PublicImprovementFee;
  readonly surchargeAmount: Cents;
  readonly surchargeDescription: string;
  readonly surchargeRate: Rate;
  readonly cardSurcharge: CardSurcharge;
  readonly teamVipDiscount: Cents;
  /** What the chosen payment kind will be charged (with the surcharge only for a credit card). */
  readonly revisedOrderTotal: Cents;
}

/** The monthly figures a cart's entries cannot show (a presale cart bills no month yet). */
export interface MonthlyFigures {
  readonly monthlyDues: Cents;
  readonly monthlyTotalDues: Cents;
  readonly addOnProductsDues: Cents;
  readonly monthlyCharge: Cents;
}

const totalOf = (entries: readonly CartEntry[], category: CartCategory) =>
  sumCents(entries.filter((entry) => entry.category === category).map((entry) => entry.totalPrice));

const baseOf = (entries: readonly CartEntry[], category: CartCategory) =>
  sumCents(entries.filter((entry) => entry.category === category).map((entry) => entry.basePrice));

const discountOf = (entries: readonly CartEntry[], name: DiscountName) =>
  sumCents(
    entries.flatMap((entry) =>
      entry.discounts.filter((discount) => discount.name === name).map((d) => d.value),
    ),
  );

/** The membership dues entries of one month. */
const membershipMonth = (entries: readonly CartEntry[], reasonCode: CartEntry['reasonCode']) =>
  entries.filter((entry) => entry.category === 'Membership' && entry.reasonCode === reasonCode);

/** What the summary needs beyond the cart response. */
export interface SummaryContext {
  readonly pricingCase: PricingCase;
  /** The club's calendar date of the join. */
  readonly joinDate: IsoDate;
  readonly monthly: MonthlyFigures;
  readonly deferredJoiningFees: Cents;
  readonly paymentKind: PaymentKind | undefined;
}

/**
 * Summarises a priced cart (product/cart.md#cart-summary) from its entries and totals. Joining-fee
 * discounts are split into the member's discount and the deferral; the revised order total is the
 * total with the surcharge when paying by credit card, else without.
 */
export function summarizeCart(response: CartResponse, context: SummaryContext): CartSummary {
  const { entries, publicImprovementFee: pif, cardSurchargeFee: surcharge } = response;
  const currentMonth = membershipMonth(entries, 'Current Month');
  const monthProrate =
    context.pricingCase === 'prorated'
      ? sumCents(currentMonth.map((entry) => entry.basePrice)) - discountOf(currentMonth, 'PRORATE')
      : 0;
  return {
    total: response.totalPriceWithTax,
    totalWithSurcharge: response.totalPriceWithTaxAndSurcharge,
    subtotal: response.subTotal,
    taxes: response.totalTax,
    taxesWithSurcharge: response.totalTaxWithSurcharge,
    monthlyDues: context.monthly.monthlyDues,
    monthlyTotalDues: context.monthly.monthlyTotalDues,
    monthlyCharge: context.monthly.monthlyCharge,
    monthlyChargeFrom: duesCalendar(context.pricingCase, context.joinDate)?.monthlyFrom ?? null,
    dayPassDues: baseOf(entries, 'DayPass'),
    monthProrate,
    monthDiscount: discountOf(entries, 'ACTION'),
    nextMonthDues: sumCents(membershipMonth(entries, 'Next Month').map((entry) => entry.basePrice)),
    adminFees: baseOf(entries, 'AdminFee'),
    enrollmentFees: baseOf(entries, 'EnrollmentFee'),
    adminFeesDiscount: discountOf(entries, 'JOININGFEE') - context.deferredJoiningFees,
    deferredJoiningFees: context.deferredJoiningFees,
    addOnProductsDues: context.monthly.addOnProductsDues,
    membershipAddOnFees: totalOf(entries, 'MembershipAddOn'),
    addOnAdminFees: totalOf(entries, 'Add-On-New-AdminFee'),
    dynamicPackageFees: totalOf(entries, 'Dynamic Package'),
    poolPassFees: totalOf(entries, 'PoolPass'),
    pifAmount: pif.amount,
    pifDescription: pif.description,
    publicImprovementFee: pif,
    surchargeAmount: surcharge.amount,
    surchargeDescription: surcharge.description,
    surchargeRate: surcharge.rate,
    cardSurcharge: surcharge,
    teamVipDiscount: discountOf(entries, 'TEAMVIP'),
    revisedOrderTotal: chargeToday(
      {
        total: response.totalPriceWithTax,
        totalWithSurcharge: response.totalPriceWithTaxAndSurcharge,
        surchargeDescription: surcharge.description,
      },
      context.paymentKind,
    ).amount,
  };
}

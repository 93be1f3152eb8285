import { sumCents } from '../money/cents';
import type { IsoDate } from '../time/isoDate';
import { calendarDateInZone } from '../time/dateInZone';
import { cartEntriesFor, duesLinesFor } from './cartEntries';
import type { CartInput } from './cartInput';
import type { CartResponse } from './cartResponse';
import { priceCartResponse } from './cartResponse';
import type { CartSummary } from './cartSummary';
import { summarizeCart } from './cartSummary';
import { fullMonthEntry } from './duesEntries';
import type { PricingCase } from './pricingCase';
import { pricingCaseFor } from './pricingCase';
import { taxRowFor } from './taxTable';

/** A priced cart: its case, the club's date it was priced for, the response and the summary. */
export interface PricedCart {
  readonly pricingCase: PricingCase;
  readonly joinDate: IsoDate;
  readonly response: CartResponse;
  readonly summary: CartSummary;
}

/**
 * Prices a cart from plain inputs (product/pricing-and-dues.md#pricing-cases): the authority on
 * what a member pays. The join date is the club's calendar date of the join instant; it and the
 * club, flow and product decide the case; the case decides the entries; the member's address state
 * (else the club's) decides taxes and the surcharge rule. Every cart it returns satisfies its
 * case's integrity equation (product/pricing-and-dues.md#integrity-checks).
 */
export function buildCart(input: CartInput): PricedCart {
  const joinDate = calendarDateInZone(input.joinedAt, input.club.timeZone);
  const pricingCase = pricingCaseFor({
    flow: input.flow,
    productType: input.product.productType,
    clubOpen: input.club.open,
    joinDate,
  });
  const { entries, deferredJoiningFees } = cartEntriesFor(input, pricingCase, joinDate);
  const fees = {
    taxRow: taxRowFor(input.taxTable, input.memberAddressState, input.club.state),
    publicImprovementFee: input.publicImprovementFee,
    paymentKind: input.paymentKind,
  };
  const response = priceCartResponse(entries, fees);
  const lines = duesLinesFor(input, pricingCase);
  // A month after the first, priced as the cart prices a month: its dues and add-ons after their
  // discounts, their tax and the public improvement fee, before any card surcharge.
  const fullMonth = priceCartResponse(
    lines.map((line) => fullMonthEntry(line, 'Next Month')),
    fees,
  );
  const monthlyPriceOf = (category: 'Membership' | 'MembershipAddOn') =>
    sumCents(lines.filter((line) => line.category === category).map((line) => line.monthlyPrice));
  const summary = summarizeCart(response, {
    pricingCase,
    joinDate,
    monthly: {
      monthlyDues: monthlyPriceOf('Membership'),
      monthlyTotalDues: sumCents(
        lines.map((line) => fullMonthEntry(line, 'Next Month').totalPrice),
      ),
      addOnProductsDues: monthlyPriceOf('MembershipAddOn'),
      monthlyCharge: fullMonth.totalPriceWithTax,
    },
    deferredJoiningFees,
    paymentKind: input.paymentKind,
  });
  return { pricingCase, joinDate, response, summary };
}

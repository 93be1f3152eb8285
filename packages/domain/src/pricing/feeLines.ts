import type { Cents } from '../money/cents';
import { formatRate } from '../money/rate';
import type { IsoDate } from '../time/isoDate';
import type { CartSummary } from './cartSummary';
import { FEE_LINE_LABELS, MONTHLY_SECTION_TITLES, deferredJoiningFeesNote } from './displayTexts';
import type { PricingCase } from './pricingCase';

export type FeeLineKey = keyof typeof FEE_LINE_LABELS;

/** One line of what is due today: its label, signed amount (discounts negative), maybe a note. */
export interface FeeLine {
  readonly key: FeeLineKey;
  readonly label: string;
  readonly amount: Cents;
  readonly note?: string;
}

/** What the fee lines depend on beyond the summary. */
export interface FeeLineContext {
  readonly pricingCase: PricingCase;
  /** The club's opening date, named in the deferred joining fees note. */
  readonly openDate?: IsoDate | null;
}

/**
 * The cases that charge a whole period of dues today, shown as one dues line: a month joined on the
 * 1st, a short term's whole term (labelled as its section is, 'Membership Dues').
 */
const FULL_DUES_CASES: readonly PricingCase[] = ['firstOfMonth', 'paidInFull'];

/** Lines shown even when zero: the member should always see the subtotal and the tax. */
const ALWAYS_SHOWN: readonly FeeLineKey[] = ['subtotal', 'tax'];

/**
 * The ordered fee lines of what is due today (product/pricing-and-dues.md#price-details): monthly
 * dues, prorated dues, discount, next month dues, joining fees (admin plus enrollment), joining fee
 * discount, the deferred joining fees with their note, add-on products, additional member admin
 * fee, public improvement fee, subtotal, tax, surcharge; a day pass leads with its price and the
 * pool pass comes before the public improvement fee. Lines of zero are left out, except subtotal
 * and tax. The lines above the subtotal add up to it, and subtotal, tax and surcharge to the total
 * with surcharge. A waitlist join has no lines: nothing is due today.
 */
export function feeLines(summary: CartSummary, context: FeeLineContext): FeeLine[] {
  if (context.pricingCase === 'waitlist') return [];
  const s = summary;
  const amounts: Record<FeeLineKey, Cents> = {
    dayPass: s.dayPassDues,
    monthlyDues: FULL_DUES_CASES.includes(context.pricingCase) ? s.monthlyDues : 0,
    proratedDues: s.monthProrate,
    discount: -(s.monthDiscount + s.teamVipDiscount),
    nextMonthDues: s.nextMonthDues,
    joiningFees: s.adminFees + s.enrollmentFees,
    joiningFeeDiscount: -s.adminFeesDiscount,
    deferredJoiningFees: -s.deferredJoiningFees,
    addOnProducts: s.membershipAddOnFees + s.dynamicPackageFees,
    additionalMemberAdminFee: s.addOnAdminFees,
    poolPass: s.poolPassFees,
    publicImprovementFee: s.pifAmount,
    subtotal: s.subtotal,
    tax: s.taxes,
    surcharge: s.surchargeAmount + s.cardSurcharge.tax,
  };
  const labels: Record<FeeLineKey, string> = {
    ...FEE_LINE_LABELS,
    monthlyDues:
      context.pricingCase === 'paidInFull'
        ? MONTHLY_SECTION_TITLES.shortTerm
        : FEE_LINE_LABELS.monthlyDues,
    publicImprovementFee: s.pifDescription || FEE_LINE_LABELS.publicImprovementFee,
    surcharge: `${s.surchargeDescription} (${formatRate(s.surchargeRate)})`,
  };
  return (Object.keys(FEE_LINE_LABELS) as FeeLineKey[])
    .filter((key) => amounts[key] !== 0 || ALWAYS_SHOWN.includes(key))
    .map((key) =>
      key === 'deferredJoiningFees'
        ? {
            key,
            label: labels[key],
            amount: amounts[key],
            note: deferredJoiningFeesNote(context.openDate),
          }
        : { key, label: labels[key], amount: amounts[key] },
    );
}

import type { Cents } from '../money/cents';
import type { CartResponse } from './cartResponse';
import type { CartSummary } from './cartSummary';
import type { PricingCase } from './pricingCase';

/**
 * The findings' messages, for the log (product/pricing-and-dues.md#integrity-checks: never shown to
 * the member). Each names the equation of its case as the spec words it.
 */
export const INTEGRITY_MESSAGES = {
  missingCartResponse: 'Cart response is missing.',
  missingCartSummary: 'Cart summary is missing.',
  totalMismatch: {
    presale:
      'Presale total does not equal admin fees plus enrollment fees minus joining-fee discount minus month discount.',
    prorated:
      'Prorated total does not equal next month dues plus proration plus admin fees plus enrollment fees minus discounts plus taxes.',
    firstOfMonth:
      'First-day-of-month total does not equal monthly dues plus admin fees plus enrollment fees minus discounts minus team VIP discount plus taxes.',
    waitlist: 'Waitlist total is not zero: nothing is charged until activation.',
    dayPass: 'Day pass total does not equal the day pass price plus taxes.',
    paidInFull:
      'Short term total does not equal the term dues plus admin fees plus enrollment fees minus discounts minus team VIP discount plus taxes.',
  } satisfies Record<PricingCase, string>,
} as const;

/** The message of a duplicated Current Month entry. */
export function duplicateCurrentMonthMessage(productCode: string, count: number): string {
  return `Duplicate Current Month entries: ${count} for product code ${productCode}.`;
}

/**
 * A price integrity finding (product/pricing-and-dues.md#integrity-checks): logged by the caller,
 * never shown to the member and never thrown. Amounts are integer cents, so the equations compare
 * exactly.
 */
export type IntegrityFinding =
  | { readonly code: 'missingCartResponse'; readonly message: string }
  | { readonly code: 'missingCartSummary'; readonly message: string }
  | {
      readonly code: 'totalMismatch';
      readonly pricingCase: PricingCase;
      readonly message: string;
      readonly expected: Cents;
      readonly actual: Cents;
    }
  | {
      readonly code: 'duplicateCurrentMonthEntry';
      readonly productCode: string;
      readonly count: number;
      readonly message: string;
    };

/**
 * The total each case's equation expects (product/pricing-and-dues.md#integrity-checks). The spec's
 * equations name the membership's charges; each also counts the charges the spec lists elsewhere
 * (add-on dues and admin fees, dynamic package, pool pass, public improvement fee), which are zero
 * in a cart that has none, and the presale equation adds taxes as the other two do
 * (docs/decisions/0002).
 */
function expectedTotal(summary: CartSummary, pricingCase: PricingCase): Cents {
  const s = summary;
  const joiningFees = s.adminFees + s.enrollmentFees + s.addOnAdminFees;
  const otherCharges = s.membershipAddOnFees + s.dynamicPackageFees + s.poolPassFees + s.pifAmount;
  switch (pricingCase) {
    case 'presale':
      return (
        joiningFees -
        (s.adminFeesDiscount + s.deferredJoiningFees) -
        s.monthDiscount +
        otherCharges +
        s.taxes
      );
    case 'prorated':
      return (
        s.nextMonthDues +
        s.monthProrate +
        joiningFees -
        (s.monthDiscount + s.adminFeesDiscount + s.teamVipDiscount) +
        otherCharges +
        s.taxes
      );
    case 'firstOfMonth':
    case 'paidInFull':
      return (
        s.monthlyDues +
        joiningFees -
        (s.monthDiscount + s.adminFeesDiscount) -
        s.teamVipDiscount +
        otherCharges +
        s.taxes
      );
    case 'waitlist':
      return 0;
    case 'dayPass':
      return s.dayPassDues + s.taxes;
  }
}

function duplicateCurrentMonthFindings(response: CartResponse): IntegrityFinding[] {
  const counts = new Map<string, number>();
  for (const entry of response.entries) {
    if (entry.reasonCode !== 'Current Month') continue;
    counts.set(entry.productCode, (counts.get(entry.productCode) ?? 0) + 1);
  }
  return [...counts]
    .filter(([, count]) => count > 1)
    .map(([productCode, count]) => ({
      code: 'duplicateCurrentMonthEntry',
      productCode,
      count,
      message: duplicateCurrentMonthMessage(productCode, count),
    }));
}

/**
 * The price integrity checks of product/pricing-and-dues.md#integrity-checks: the cart response and
 * the cart summary must exist; the summary's total must equal its case's equation; no two Current
 * Month entries may share a product code. Answers the findings, empty when the cart is sound.
 */
export function checkCartIntegrity(
  response: CartResponse | undefined,
  summary: CartSummary | undefined,
  pricingCase: PricingCase,
): IntegrityFinding[] {
  const findings: IntegrityFinding[] = [];
  if (!response) {
    findings.push({ code: 'missingCartResponse', message: INTEGRITY_MESSAGES.missingCartResponse });
  }
  if (!summary) {
    findings.push({ code: 'missingCartSummary', message: INTEGRITY_MESSAGES.missingCartSummary });
  }
  if (summary) {
    const expected = expectedTotal(summary, pricingCase);
    if (expected !== summary.total) {
      findings.push({
        code: 'totalMismatch',
        pricingCase,
        message: INTEGRITY_MESSAGES.totalMismatch[pricingCase],
        expected,
        actual: summary.total,
      });
    }
  }
  return response ? [...findings, ...duplicateCurrentMonthFindings(response)] : findings;
}

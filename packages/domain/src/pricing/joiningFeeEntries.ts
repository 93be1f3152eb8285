import type { Cents } from '../money/cents';
import { sumCents } from '../money/cents';
import type { UntaxedEntry } from './cartEntry';
import { applyDiscounts } from './cartEntry';
import { ADMIN_FEE_ENTRY_NAME, ENROLLMENT_FEE_ENTRY_NAME } from './displayTexts';

/** What the joining fees are priced from. */
export interface JoiningFeeInput {
  readonly productCode: string;
  readonly adminFee: Cents;
  readonly enrollmentFee: Cents;
  /** The price record's sales-rule discount on the admin fee. */
  readonly adminFeeSalesRuleDiscount: Cents;
  /** The promotion's joining-fee discount: off the admin fee first, the rest off enrollment. */
  readonly promotionDiscount: Cents;
  /**
   * Whether what is left of the joining fees moves to the club's opening
   * (product/pricing-and-dues.md#presale-and-deferred-joining-fees).
   */
  readonly defer: boolean;
}

/** The joining fee entries and how much of them is deferred to the opening. */
export interface JoiningFees {
  readonly entries: UntaxedEntry[];
  readonly deferred: Cents;
}

interface Fee {
  readonly name: string;
  readonly category: 'AdminFee' | 'EnrollmentFee';
  readonly basePrice: Cents;
  readonly discount: Cents;
}

/**
 * The admin fee and enrollment fee entries (product/pricing-and-dues.md#joining-fees) with their
 * JOININGFEE discounts: the sales-rule amount off the admin fee, the promotion's joining-fee
 * discount off the admin fee then the enrollment fee. A deferring presale promotion takes what is
 * left off as a second JOININGFEE discount, shown as the negative deferred joining fees line
 * (product/pricing-and-dues.md#price-details). A fee of zero is no entry.
 */
export function joiningFeeEntries(input: JoiningFeeInput): JoiningFees {
  const adminDiscount = Math.min(
    input.adminFee,
    input.adminFeeSalesRuleDiscount + input.promotionDiscount,
  );
  const promotionOnAdmin = Math.max(0, adminDiscount - input.adminFeeSalesRuleDiscount);
  const fees: Fee[] = [
    {
      name: ADMIN_FEE_ENTRY_NAME,
      category: 'AdminFee',
      basePrice: input.adminFee,
      discount: adminDiscount,
    },
    {
      name: ENROLLMENT_FEE_ENTRY_NAME,
      category: 'EnrollmentFee',
      basePrice: input.enrollmentFee,
      discount: input.promotionDiscount - promotionOnAdmin,
    },
  ];
  const charged = fees.filter((fee) => fee.basePrice > 0);
  const entries = charged.map((fee) => ({
    productCode: input.productCode,
    name: fee.name,
    category: fee.category,
    quantity: 1,
    basePrice: fee.basePrice,
    ...applyDiscounts(fee.basePrice, [
      { name: 'JOININGFEE', value: fee.discount },
      { name: 'JOININGFEE', value: (balance) => (input.defer ? balance : 0) },
    ]),
  }));
  const leftAfterDiscount = (fee: Fee) => fee.basePrice - Math.min(fee.discount, fee.basePrice);
  const deferred = input.defer ? sumCents(charged.map(leftAfterDiscount)) : 0;
  return { entries, deferred };
}

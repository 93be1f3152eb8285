import type { Cents } from '../money/cents';
import type { PaymentKind } from './cardSurcharge';

/**
 * What a payment method is charged today, the surcharge shown apart (product/cart.md#cart-summary,
 * product/pricing-and-dues.md#card-surcharge).
 */
export interface ChargeToday {
  readonly amount: Cents;
  readonly amountBeforeSurcharge: Cents;
  /** The card surcharge with its tax: 0 for debit cards and bank payments. */
  readonly surcharge: Cents;
  readonly surchargeDescription: string;
}

/**
 * A cart's totals charged now, without and with the card surcharge (product/cart.md#cart-summary).
 */
export interface TotalsToday {
  readonly total: Cents;
  readonly totalWithSurcharge: Cents;
  readonly surchargeDescription: string;
}

/**
 * What a payment kind is charged today (product/pricing-and-dues.md#card-surcharge): the cart's
 * total with tax, and for a credit card the surcharge with its tax on top; debit cards and bank
 * payments carry none, nor does a payment kind not chosen yet.
 */
export function chargeToday(
  totals: TotalsToday,
  paymentKind: PaymentKind | undefined,
): ChargeToday {
  const amount = paymentKind === 'credit' ? totals.totalWithSurcharge : totals.total;
  return {
    amount,
    amountBeforeSurcharge: totals.total,
    surcharge: amount - totals.total,
    surchargeDescription: totals.surchargeDescription,
  };
}

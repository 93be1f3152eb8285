import type { Cents } from '../money/cents';
import type { Rate } from '../money/rate';
import { applyRate } from '../money/rate';
import { CARD_SURCHARGE_DESCRIPTION } from './displayTexts';
import type { TaxRow } from './taxTable';
import { taxOn } from './taxTable';

/**
 * How the member pays (product/pricing-and-dues.md#card-surcharge: only credit cards carry the
 * surcharge).
 */
export const PAYMENT_KINDS = ['credit', 'debit', 'bank'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/**
 * The credit card surcharge rate where a region sets none
 * (product/pricing-and-dues.md#card-surcharge: 2.5 percent).
 */
export const DEFAULT_CARD_SURCHARGE_RATE: Rate = 25_000;

/**
 * The card surcharge of a cart (product/pricing-and-dues.md#card-surcharge: description, rate,
 * amount, tax).
 */
export interface CardSurcharge {
  readonly description: string;
  /** The rate applied; 0 where no surcharge applies. */
  readonly rate: Rate;
  readonly amount: Cents;
  readonly tax: Cents;
}

/**
 * The card surcharge on a cart's taxed total (product/pricing-and-dues.md#card-surcharge): where
 * the region allows it, its rate (2.5 % by default) of the total with tax, rounded once, and the
 * tax on it where the region taxes surcharges. Debit cards and bank payments never carry it. While
 * the payment kind is not yet chosen it is priced as for a credit card, so the cart can show both
 * totals.
 */
export function cardSurchargeFor(
  totalPriceWithTax: Cents,
  row: TaxRow | undefined,
  paymentKind: PaymentKind | undefined,
): CardSurcharge {
  const applies = row?.cardSurcharge.allowed === true && (paymentKind ?? 'credit') === 'credit';
  const rate = applies ? (row.cardSurcharge.rate ?? DEFAULT_CARD_SURCHARGE_RATE) : 0;
  const amount = applyRate(totalPriceWithTax, rate);
  return {
    description: CARD_SURCHARGE_DESCRIPTION,
    rate,
    amount,
    tax: taxOn(amount, row, 'surcharge'),
  };
}

import type { Cents } from '../money/cents';
import type { Rate } from '../money/rate';
import { applyRate } from '../money/rate';
import type { TaxRow } from './taxTable';
import { taxOn } from './taxTable';

/**
 * A club's public improvement fee (product/pricing-and-dues.md#public-improvement-fee): a rate on
 * dues, with the club's own description.
 */
export interface PublicImprovementFeeRule {
  readonly description: string;
  readonly rate: Rate;
}

/**
 * The public improvement fee of a cart (product/pricing-and-dues.md#public-improvement-fee:
 * description, amount, rate, tax).
 */
export interface PublicImprovementFee {
  readonly description: string;
  readonly rate: Rate;
  readonly amount: Cents;
  readonly tax: Cents;
}

/**
 * The public improvement fee on the membership dues charged now
 * (product/pricing-and-dues.md#public-improvement-fee), rounded once, and the tax on it, since the
 * fee is itself taxable where the region taxes it. A club without the fee charges nothing and
 * describes nothing.
 */
export function publicImprovementFeeOn(
  duesCharged: Cents,
  rule: PublicImprovementFeeRule | undefined,
  row: TaxRow | undefined,
): PublicImprovementFee {
  const rate = rule?.rate ?? 0;
  const amount = applyRate(duesCharged, rate);
  return {
    description: rule?.description ?? '',
    rate,
    amount,
    tax: taxOn(amount, row, 'publicImprovementFee'),
  };
}

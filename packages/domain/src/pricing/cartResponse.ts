import type { Cents } from '../money/cents';
import { sumCents } from '../money/cents';
import type { CardSurcharge, PaymentKind } from './cardSurcharge';
import { cardSurchargeFor } from './cardSurcharge';
import type { CartEntry, UntaxedEntry } from './cartEntry';
import { TAXABLE_LINE_OF_CATEGORY } from './cartEntry';
import type { PublicImprovementFee, PublicImprovementFeeRule } from './publicImprovementFee';
import { publicImprovementFeeOn } from './publicImprovementFee';
import type { TaxRow } from './taxTable';
import { taxOn } from './taxTable';

/** The priced cart as the cart service answers it (product/cart.md#saving-a-cart, less the ids). */
export interface CartResponse {
  readonly entries: readonly CartEntry[];
  /** Entries' totals plus the public improvement fee. */
  readonly subTotal: Cents;
  /** Entries' taxes plus the public improvement fee's tax. */
  readonly totalTax: Cents;
  /** totalTax plus the surcharge's tax. */
  readonly totalTaxWithSurcharge: Cents;
  readonly publicImprovementFee: PublicImprovementFee;
  readonly cardSurchargeFee: CardSurcharge;
  /** subTotal plus totalTax. */
  readonly totalPriceWithTax: Cents;
  /** totalPriceWithTax plus the surcharge and its tax. */
  readonly totalPriceWithTaxAndSurcharge: Cents;
}

/** How a cart's entries are taxed and which fees follow them. */
export interface CartFees {
  readonly taxRow: TaxRow | undefined;
  readonly publicImprovementFee: PublicImprovementFeeRule | undefined;
  readonly paymentKind: PaymentKind | undefined;
}

/**
 * Prices a cart's entries into the cart response (product/pricing-and-dues.md#pricing-cases): each
 * entry taxed at the rate of its line, rounded once; the public improvement fee on the membership
 * dues charged and its tax; the card surcharge on the taxed total and its tax. Every total is a sum
 * of rounded lines, never rounded again.
 */
export function priceCartResponse(entries: readonly UntaxedEntry[], fees: CartFees): CartResponse {
  const taxed: CartEntry[] = entries.map((entry) => ({
    ...entry,
    tax: taxOn(entry.totalPrice, fees.taxRow, TAXABLE_LINE_OF_CATEGORY[entry.category]),
  }));
  const duesCharged = sumCents(
    taxed.filter((entry) => entry.category === 'Membership').map((entry) => entry.totalPrice),
  );
  const pif = publicImprovementFeeOn(duesCharged, fees.publicImprovementFee, fees.taxRow);
  const subTotal = sumCents(taxed.map((entry) => entry.totalPrice)) + pif.amount;
  const totalTax = sumCents(taxed.map((entry) => entry.tax)) + pif.tax;
  const totalPriceWithTax = subTotal + totalTax;
  const surcharge = cardSurchargeFor(totalPriceWithTax, fees.taxRow, fees.paymentKind);
  return {
    entries: taxed,
    subTotal,
    totalTax,
    totalTaxWithSurcharge: totalTax + surcharge.tax,
    publicImprovementFee: pif,
    cardSurchargeFee: surcharge,
    totalPriceWithTax,
    totalPriceWithTaxAndSurcharge: totalPriceWithTax + surcharge.amount + surcharge.tax,
  };
}

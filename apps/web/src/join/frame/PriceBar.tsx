import { Fragment, useState } from 'react';
import type { Currency } from '@clubjoin/domain/money/currency';
import { formatMoney } from '@clubjoin/domain/money/formatMoney';
import type { CartSummary } from '@clubjoin/domain/pricing/cartSummary';
import type { ChargeTerms } from '@clubjoin/domain/pricing/chargeTerms';
import { membershipPriceTitle } from '@clubjoin/domain/pricing/chargeTermsTexts';
import {
  FEE_LINE_LABELS,
  PLUS_TAXES_AND_FEES,
  WAITLIST_NOTE,
} from '@clubjoin/domain/pricing/displayTexts';
import type { PricingSummary } from '@clubjoin/domain/pricing/pricingSummary';
import { monthlyTotal, showsPlusTaxesAndFees } from '@clubjoin/domain/pricing/monthlyTotal';
import { cartPaymentPlan, paymentPlanSentence } from '@clubjoin/domain/pricing/paymentPlan';
import { Accordion } from '../../ui/Accordion';
import styles from './PriceBar.module.css';
import { isWideScreen } from './wideScreen';

export interface PriceBarProps {
  pricingSummary: PricingSummary | undefined;
  cartSummary: CartSummary | undefined;
  /** The sale's charge terms (product/pricing-and-dues.md#charge-terms): they word the price. */
  terms: ChargeTerms;
  currency: Currency;
}

/**
 * The summary panel's price bar (product/wizard.md#summary-panel): the membership's price titled by
 * the sale's charge terms (Monthly Dues; Membership Dues for a term paid in full; for a day pass its
 * one-visit price, titled Day Pass) and, while taxes are unknown or not zero, 'plus taxes and fees'
 * (product/pricing-and-dues.md#card-price-and-monthly-total); on the waitlist the note that the card
 * is not charged until activation (product/pricing-and-dues.md#price-details); below it the details of the pricing
 * summary in an accordion, collapsed at first on screens narrower than 768 px. The total is the
 * pricing summary's until a cart exists, then the cart's (product/cart.md#who-prices-a-cart: the
 * cart service is the authority). Once a cart exists, the sale's payments follow in one sentence,
 * as the summary and payment steps say them (issue 21). Until a membership is priced, the bar says
 * where the price will show (no grey placeholder that looks like something failed to load).
 */
export function PriceBar({ pricingSummary, cartSummary, terms, currency }: PriceBarProps) {
  const [expanded, setExpanded] = useState(isWideScreen);
  // A day pass's card pricing is its one-visit price; its cart keeps that apart from dues.
  const cartTotal =
    terms.schedule === 'oneVisit' ? cartSummary?.dayPassDues : cartSummary?.monthlyTotalDues;
  const total = cartTotal ?? (pricingSummary && monthlyTotal(pricingSummary));
  if (total === undefined) {
    return (
      <div className={styles.priceBar}>
        <p className={styles.waiting}>Your price shows here once you choose a membership.</p>
      </div>
    );
  }
  const money = (cents: number) => formatMoney(cents, currency);
  return (
    <div className={styles.priceBar}>
      <p className={styles.total}>
        <span>{membershipPriceTitle(terms.schedule)}</span>
        <span className={styles.amount}>{money(total)}</span>
        {showsPlusTaxesAndFees(cartSummary?.taxes) && (
          <span className={styles.note}>{PLUS_TAXES_AND_FEES}</span>
        )}
      </p>
      {cartSummary && (
        <p className={styles.plan}>
          {paymentPlanSentence(cartPaymentPlan(cartSummary, terms.schedule, currency))}
        </p>
      )}
      {terms.schedule === 'atActivation' && <p className={styles.note}>{WAITLIST_NOTE}</p>}
      {pricingSummary && (
        <Accordion title="Price details" expanded={expanded} onToggle={setExpanded}>
          <PriceLines pricingSummary={pricingSummary} money={money} />
        </Accordion>
      )}
    </div>
  );
}

/** The pricing summary's monthly lines: the adults, the juniors, the add-ons, each discount. */
function PriceLines({
  pricingSummary,
  money,
}: {
  pricingSummary: PricingSummary;
  money: (cents: number) => string;
}) {
  const { adultSummary, juniorSummary, addOnProductsDues, discounts } = pricingSummary;
  return (
    <dl className={styles.lines}>
      <dt>{adultSummary.label}</dt>
      <dd>{money(adultSummary.dues)}</dd>
      {juniorSummary.quantity > 0 && (
        <>
          <dt>{juniorSummary.label}</dt>
          <dd>{money(juniorSummary.dues)}</dd>
        </>
      )}
      {addOnProductsDues > 0 && (
        <>
          <dt>{FEE_LINE_LABELS.addOnProducts}</dt>
          <dd>{money(addOnProductsDues)}</dd>
        </>
      )}
      {discounts.map((discount) => (
        <Fragment key={discount.type}>
          <dt>{discount.description}</dt>
          <dd>{money(-discount.amount)}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

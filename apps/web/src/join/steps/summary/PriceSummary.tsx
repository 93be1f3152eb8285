import { useId } from 'react';
import type { Currency } from '@clubjoin/domain/money/currency';
import { formatMoney } from '@clubjoin/domain/money/formatMoney';
import {
  DUE_AT_ACTIVATION_TITLE,
  DUE_TODAY_TITLE,
  DUE_TODAY_TOTAL_LABEL,
} from '@clubjoin/domain/pricing/displayTexts';
import type { ChargeSchedule } from '@clubjoin/domain/pricing/chargeTerms';
import {
  cartPaymentPlan,
  duesCalendar,
  duesCoverSentence,
  paymentPlanSentence,
  type PlannedCart,
} from '@clubjoin/domain/pricing/paymentPlan';
import type { PriceDetails } from '@clubjoin/domain/pricing/priceDetails';
import type { PricingCase } from '@clubjoin/domain/pricing/pricingCase';
import type { IsoDate } from '@clubjoin/domain/time/isoDate';
import { Skeleton } from '../../../ui/Skeleton';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import styles from './SummaryStep.module.css';

/** A priced cart as the plan sentence reads it: its summary, case, join date and currency. */
interface PlannedSale {
  summary: PlannedCart;
  pricingCase: PricingCase;
  joinDate: IsoDate;
  currency: Currency;
}

/**
 * The sale's payments in one sentence (issue 21): no card is chosen yet, so today's figure is
 * before the surcharge with the credit card's beside it; and the days today's dues cover. The
 * summary step and the in-club review-payment page say the same.
 */
export function salePlan(cart: PlannedSale, schedule: ChargeSchedule) {
  const calendar = duesCalendar(cart.pricingCase, cart.joinDate);
  return {
    says: paymentPlanSentence(cartPaymentPlan(cart.summary, schedule, cart.currency)),
    covers: calendar && duesCoverSentence(calendar),
  };
}

/** The column headers of the charge tables, for screen readers (the layout shows them by place). */
const CHARGE_COLUMN = 'Charge';
const AMOUNT_COLUMN = 'Amount';

/** Said while the cart service prices the membership (our wording). */
const PRICING_IN_PROGRESS = 'Pricing your membership…';

export interface PriceSummaryProps {
  details: PriceDetails;
  currency: Currency;
  /** The sale's payments in one sentence (paymentPlanSentence), and what today's dues cover. */
  plan: { says: string; covers?: string };
}

/**
 * The summary's prices (product/pricing-and-dues.md#price-details), every figure from the cart
 * service's summary: first the sale's payments in one sentence with the days today's dues cover
 * (issue 21), then the monthly section (its title by flow, what each month bills, when it is
 * due), the fee lines due today with their notes and total, and on the waitlist the note and the
 * charges due at activation as TBD.
 */
export function PriceSummary({ details, currency, plan }: PriceSummaryProps) {
  const money = (cents: number) => formatMoney(cents, currency);
  const monthlyId = useId();
  const todayId = useId();
  const activationId = useId();
  return (
    <div className={styles.sections}>
      <div className={styles.plan}>
        <p className={styles.planSays}>{plan.says}</p>
        {plan.covers && <p className={styles.footer}>{plan.covers}</p>}
      </div>
      {details.monthly && (
        <section className={styles.section} aria-labelledby={monthlyId}>
          <h2 id={monthlyId} className={styles.sectionTitle}>
            {details.monthly.title}
          </h2>
          <p className={styles.monthlyAmount}>{money(details.monthly.amount)}</p>
          <p className={styles.footer}>{details.monthly.footer}</p>
          {details.waitlistNote && <p className={styles.footer}>{details.waitlistNote}</p>}
        </section>
      )}
      {details.dueToday.length > 0 && (
        <section className={styles.section} aria-labelledby={todayId}>
          <h2 id={todayId} className={styles.sectionTitle}>
            {DUE_TODAY_TITLE}
          </h2>
          <table className={styles.lines} aria-labelledby={todayId}>
            <ChargeColumns />
            <tbody>
              {details.dueToday.map((line) => (
                <tr
                  key={line.key}
                  className={line.key === 'subtotal' ? styles.subtotal : undefined}
                >
                  <th scope="row">
                    {line.label}
                    {line.note && <span className={styles.note}>{line.note}</span>}
                  </th>
                  <td>{money(line.amount)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{DUE_TODAY_TOTAL_LABEL}</th>
                <td>{money(details.dueTodayTotal)}</td>
              </tr>
            </tfoot>
          </table>
        </section>
      )}
      {details.dueAtActivation.length > 0 && (
        <section className={styles.section} aria-labelledby={activationId}>
          <h2 id={activationId} className={styles.sectionTitle}>
            {DUE_AT_ACTIVATION_TITLE}
          </h2>
          <table className={styles.lines} aria-labelledby={activationId}>
            <ChargeColumns />
            <tbody>
              {details.dueAtActivation.map((line) => (
                <tr key={line.label}>
                  <th scope="row">{line.label}</th>
                  <td>{line.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>
  );
}

function ChargeColumns() {
  return (
    <thead className={styles.columns}>
      <tr>
        <th scope="col">
          <VisuallyHidden>{CHARGE_COLUMN}</VisuallyHidden>
        </th>
        <th scope="col">
          <VisuallyHidden>{AMOUNT_COLUMN}</VisuallyHidden>
        </th>
      </tr>
    </thead>
  );
}

/** The lines a priced open club usually shows due today, held by the skeleton. */
const SKELETON_LINES = 6;

/**
 * What the summary shows while the cart is priced (product/cart.md#cart-lifecycle: a skeleton until
 * done): the sections' titles and blocks the size of their figures, so nothing moves when the
 * prices arrive; screen readers hear that pricing is under way.
 */
export function PriceSummarySkeleton({ monthlyTitle }: { monthlyTitle: string }) {
  return (
    <div className={styles.sections}>
      <VisuallyHidden>{PRICING_IN_PROGRESS}</VisuallyHidden>
      <div className={styles.section} aria-hidden="true">
        <p className={styles.sectionTitle}>{monthlyTitle}</p>
        <Skeleton width="8rem" height="2.25rem" />
        <Skeleton width="70%" height="1.5rem" />
      </div>
      <div className={styles.section} aria-hidden="true">
        <p className={styles.sectionTitle}>{DUE_TODAY_TITLE}</p>
        <div className={styles.skeletonLines}>
          {Array.from({ length: SKELETON_LINES + 1 }, (_, line) => (
            <Skeleton key={line} height="1.5rem" />
          ))}
        </div>
      </div>
    </div>
  );
}

/**
 * How a sale is paid and used (product/pricing-and-dues.md#charge-terms): one visit, a fixed term
 * paid in full, monthly dues (after the club opens at a presale club), or nothing until a waitlist
 * place is activated; and whether the member comes to a club at all. Every surface that words a
 * price or a charge (the card, the price bar, the summary, the payment step, the agreements, the
 * confirmation page and email) reads it here, so no two say different things.
 */
import type { Flow, ProductType } from '../vocabulary';

export const CHARGE_SCHEDULES = [
  'oneVisit',
  'paidInFull',
  'monthly',
  'monthlyAfterOpening',
  'atActivation',
] as const;
export type ChargeSchedule = (typeof CHARGE_SCHEDULES)[number];

export interface ChargeTerms {
  readonly schedule: ChargeSchedule;
  /** Monthly dues follow (from activation on the waitlist); none for a day pass or a term. */
  readonly billsMonthly: boolean;
  /** A Digital membership is used online: nobody needs to come to a club to start it. */
  readonly needsClubVisit: boolean;
}

/** What decides the terms: the sale's flows, its product type, and whether the club is presale. */
export interface ChargeTermsSale {
  readonly flows: readonly Flow[];
  /** Undefined before a product is chosen. */
  readonly productType: ProductType | undefined;
  readonly presaleClub: boolean;
}

/**
 * The schedule, first match wins (product/pricing-and-dues.md#charge-terms): a waitlist join pays
 * nothing until activation whatever it bought (product/pricing-and-dues.md#pricing-cases puts it
 * first too); a day pass, by its flow or its product, is one visit; a short-term membership, by
 * its flow or its product, is a fixed term paid in full; otherwise monthly dues, starting after
 * the opening at a presale club.
 */
function scheduleOf(sale: ChargeTermsSale): ChargeSchedule {
  const is = (flowAndType: Flow & ProductType) =>
    sale.flows.includes(flowAndType) || sale.productType === flowAndType;
  if (sale.flows.includes('Waitlist')) return 'atActivation';
  if (is('DayPass')) return 'oneVisit';
  if (is('ShortTerm')) return 'paidInFull';
  return sale.presaleClub ? 'monthlyAfterOpening' : 'monthly';
}

/** The charge terms of a sale (product/pricing-and-dues.md#charge-terms). */
export function chargeTerms(sale: ChargeTermsSale): ChargeTerms {
  const schedule = scheduleOf(sale);
  return {
    schedule,
    billsMonthly: schedule !== 'oneVisit' && schedule !== 'paidInFull',
    needsClubVisit: !(sale.flows.includes('Digital') || sale.productType === 'Digital'),
  };
}

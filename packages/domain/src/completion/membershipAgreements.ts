/**
 * The agreements a person accepts before paying
 * (product/payment-and-confirmation.md#completing-the-purchase: agreements). The spec names none;
 * these are the two every club membership sale needs: the membership agreement itself and the
 * authorisation to charge the payment method, worded by the sale's charge terms. A version changes
 * whenever the text does, so completion records which text was accepted.
 */
import type { ChargeTerms } from '../pricing/chargeTerms';

export interface MembershipAgreement {
  readonly id: string;
  readonly name: string;
  readonly version: string;
  /** What the person ticks, in their words. */
  readonly statement: string;
}

const MEMBERSHIP_AGREEMENT: MembershipAgreement = {
  id: 'membership-agreement',
  name: 'Membership Agreement',
  version: '2026-01',
  statement:
    'I have read and accept the Membership Agreement, including the club rules and how to cancel.',
};

/**
 * The authorisation to charge, by the sale's charge schedule
 * (product/pricing-and-dues.md#charge-terms): monthly dues until cancelled; on the waitlist from
 * activation on, nothing before; a day pass or a term paid in full only today, with nothing
 * monthly to authorise.
 */
const PAYMENT_AUTHORIZATIONS = {
  recurring: {
    id: 'recurring-payment-authorization',
    name: 'Recurring Payment Authorization',
    version: '2026-01',
    statement:
      'I authorize the club to charge this payment method today and for my dues at the beginning of each month until I cancel.',
  },
  fromActivation: {
    id: 'recurring-payment-authorization',
    name: 'Recurring Payment Authorization',
    version: '2026-11-waitlist',
    statement:
      'I authorize the club to charge this payment method once my membership is activated, and for my dues at the beginning of each month after that until I cancel. Nothing is charged before.',
  },
  once: {
    id: 'payment-authorization',
    name: 'Payment Authorization',
    version: '2026-11',
    statement:
      'I authorize the club to charge this payment method once, today, for this purchase. Nothing is charged monthly.',
  },
} as const satisfies Record<string, MembershipAgreement>;

/**
 * The agreements of a sale: the membership agreement and the authorisation to charge that fits
 * its charge terms.
 */
export function membershipAgreements(terms: ChargeTerms): readonly MembershipAgreement[] {
  const authorization = !terms.billsMonthly
    ? PAYMENT_AUTHORIZATIONS.once
    : terms.schedule === 'atActivation'
      ? PAYMENT_AUTHORIZATIONS.fromActivation
      : PAYMENT_AUTHORIZATIONS.recurring;
  return [MEMBERSHIP_AGREEMENT, authorization];
}

/** What the payment form says when an agreement is left unticked. */
export const AGREEMENT_REQUIRED_MESSAGE = 'Please accept this agreement to continue.';

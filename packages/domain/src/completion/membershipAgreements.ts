/**
 * The agreements a person accepts before paying
 * (product/payment-and-confirmation.md#completing-the-purchase: agreements). The spec names none;
 * these are the two every club membership sale needs: the membership agreement itself and the
 * authorisation to charge the payment method, worded by the sale's charge terms. Each carries its
 * full text, which the payment step shows to read and the confirmation email repeats; a version
 * changes whenever the text does, so completion records which text was accepted and the email
 * finds that text again by it.
 */
import type { ChargeTerms } from '../pricing/chargeTerms';
import { CANCEL_ONLINE } from './cancelOnline';

/** One part of an agreement's text: a short heading and the paragraph under it. */
export interface AgreementSection {
  readonly heading: string;
  readonly text: string;
}

export interface MembershipAgreement {
  readonly id: string;
  readonly name: string;
  readonly version: string;
  /** What the person ticks, in their words. */
  readonly statement: string;
  /** The full text of this version, to read before ticking. */
  readonly sections: readonly AgreementSection[];
}

const MEMBERSHIP_AGREEMENT: MembershipAgreement = {
  id: 'membership-agreement',
  name: 'Membership Agreement',
  version: '2026-01',
  statement:
    'I have read and accept the Membership Agreement, including the club rules and how to cancel.',
  sections: [
    {
      heading: 'Your membership',
      text: 'This agreement is between you and the club named on your order. Your membership, the people on it, what it includes and its start date are shown before you pay and in your confirmation email. A monthly membership continues from month to month until you cancel; a day pass or a term paid in full ends on its last day with nothing more to pay.',
    },
    {
      heading: 'Dues and when they are charged',
      text: 'What you pay today and, for a membership that bills each month, what you pay each month after are shown before you pay, with any joining fee, add-ons, taxes and fees. A membership that bills each month is charged at the beginning of each month to the payment method you give us. A credit card adds the surcharge shown at checkout; a debit card or bank account does not.',
    },
    {
      heading: 'Cancelling',
      text: `${CANCEL_ONLINE.text} Where your club does not offer cancelling online, call Member Services or visit your club. A membership that has started runs to the end of the month already paid for, and nothing is charged after it; one that has not started yet (a presale or the waitlist) ends the day you cancel.`,
    },
    {
      heading: 'Freezing',
      text: 'Freezing (pausing) a membership is not offered online. To ask about a freeze, speak to your club’s front desk.',
    },
    {
      heading: 'Guests',
      text: 'Guest privileges depend on your membership: a membership that includes guest passes says so when you choose it. A guest signs in at the front desk and follows the club rules, and you are responsible for your guests while they are with you.',
    },
    {
      heading: 'Club rules in short',
      text: 'Scan your own membership card or app at every visit; it is not to be shared. Wipe down equipment after use, re-rack weights and respect time limits posted at busy times. Wear clean athletic clothes and closed-toe shoes. No harassment, intimidation or filming of other members. Children under the age shown at the club must be supervised. The club may suspend or end a membership for serious or repeated breaches of these rules, and refunds any dues paid for time after that.',
    },
    {
      heading: 'Your health and safety',
      text: 'Exercise carries a risk of injury. You confirm you are fit to exercise or have asked a doctor, you use the club and its equipment at your own risk, and you stop and tell staff if you feel unwell or see something unsafe. The club is responsible for injury or loss caused by its own negligence, and not for injury or loss you cause yourself or for belongings left unattended.',
    },
    {
      heading: 'Changes to this agreement',
      text: 'If we change this agreement, the new text gets a new version and we tell you before it applies to you. The version you accepted is named in your confirmation email.',
    },
  ],
};

/** The card or account details the authorisations speak of, the same for each. */
const PAYMENT_METHOD_SECTION: AgreementSection = {
  heading: 'Your payment method',
  text: 'You confirm you may use this card or bank account. Our payment processor keeps its details; we keep only its brand and last four digits. If you dispute a charge you authorized here, please contact the club first so we can put it right.',
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
    sections: [
      {
        heading: 'What you authorize',
        text: 'You authorize the club and its payment processor to charge the payment method you give us today for the amount shown on the Pay button, and at the beginning of each month after for your monthly dues, add-ons, taxes and fees as shown at checkout, plus the credit card surcharge shown if you pay by credit card.',
      },
      {
        heading: 'How long it lasts',
        text: 'This authorization lasts until you cancel your membership: nothing is charged for the months after your membership ends.',
      },
      {
        heading: 'If the amount changes',
        text: 'If your monthly dues change, we tell you the new amount and when it starts at least 30 days before the first charge at that amount.',
      },
      PAYMENT_METHOD_SECTION,
    ],
  },
  fromActivation: {
    id: 'recurring-payment-authorization',
    name: 'Recurring Payment Authorization',
    version: '2026-11-waitlist',
    statement:
      'I authorize the club to charge this payment method once my membership is activated, and for my dues at the beginning of each month after that until I cancel. Nothing is charged before.',
    sections: [
      {
        heading: 'What you authorize',
        text: 'You are joining the waitlist: nothing is charged while you wait. You authorize the club and its payment processor to charge the payment method you give us once your membership is activated, for the amount due then, and at the beginning of each month after for your monthly dues, add-ons, taxes and fees as shown at checkout, plus the credit card surcharge shown if you pay by credit card.',
      },
      {
        heading: 'How long it lasts',
        text: 'This authorization lasts until you cancel your membership. Cancelling before activation ends it with nothing charged; after activation, nothing is charged for the months after your membership ends.',
      },
      {
        heading: 'If the amount changes',
        text: 'If your monthly dues change, we tell you the new amount and when it starts at least 30 days before the first charge at that amount.',
      },
      PAYMENT_METHOD_SECTION,
    ],
  },
  once: {
    id: 'payment-authorization',
    name: 'Payment Authorization',
    version: '2026-11',
    statement:
      'I authorize the club to charge this payment method once, today, for this purchase. Nothing is charged monthly.',
    sections: [
      {
        heading: 'What you authorize',
        text: 'You authorize the club and its payment processor to charge the payment method you give us once, today, for the amount shown on the Pay button, plus the credit card surcharge shown if you pay by credit card.',
      },
      {
        heading: 'Nothing more',
        text: 'This purchase bills nothing each month: nothing else is charged to this payment method under this authorization.',
      },
      PAYMENT_METHOD_SECTION,
    ],
  },
} as const satisfies Record<string, MembershipAgreement>;

/** Every agreement text a sale may ask to accept, each by its id and version. */
const KNOWN_AGREEMENTS: readonly MembershipAgreement[] = [
  MEMBERSHIP_AGREEMENT,
  ...Object.values(PAYMENT_AUTHORIZATIONS),
];

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

/**
 * The agreement of this id in this version, or undefined for an id or version no sale offers: how
 * the text accepted is found again from what completion recorded.
 */
export function agreementOfVersion(id: string, version: string): MembershipAgreement | undefined {
  return KNOWN_AGREEMENTS.find((agreement) => agreement.id === id && agreement.version === version);
}

/** What the payment form says when an agreement is left unticked. */
export const AGREEMENT_REQUIRED_MESSAGE = 'Please accept this agreement to continue.';

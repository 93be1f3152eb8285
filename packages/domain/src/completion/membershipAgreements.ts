/**
 * The agreements a person accepts before paying
 * (product/payment-and-confirmation.md#completing-the-purchase: agreements). The spec names none;
 * these are the two every club membership sale needs: the membership agreement itself and the
 * authorisation to charge the payment method each month. A version changes whenever the text does,
 * so completion records which text was accepted.
 */
export interface MembershipAgreement {
  readonly id: string;
  readonly name: string;
  readonly version: string;
  /** What the person ticks, in their words. */
  readonly statement: string;
}

export const MEMBERSHIP_AGREEMENTS: readonly MembershipAgreement[] = [
  {
    id: 'membership-agreement',
    name: 'Membership Agreement',
    version: '2026-01',
    statement:
      'I have read and accept the Membership Agreement, including the club rules and how to cancel.',
  },
  {
    id: 'recurring-payment-authorization',
    name: 'Recurring Payment Authorization',
    version: '2026-01',
    statement:
      'I authorize the club to charge this payment method today and for my dues at the beginning of each month until I cancel.',
  },
];

/** What the payment form says when an agreement is left unticked. */
export const AGREEMENT_REQUIRED_MESSAGE = 'Please accept this agreement to continue.';

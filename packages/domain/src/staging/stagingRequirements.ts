/**
 * The messages thrown when a membership cannot be staged
 * (product/payment-and-confirmation.md#staging, product/errors-and-messages.md#thrown-messages,
 * verbatim).
 */
export const STAGING_MESSAGES = {
  primaryMember: 'Membership primary member is required',
  transaction: 'Membership transaction is required',
  address: 'Membership address is required',
  mapPrimaryMember: 'Unable to map primary member',
} as const;

/** What staging needs to be present, as the stage request holds it. */
export interface StagingParts {
  readonly primaryMember: { readonly partyId?: string | undefined } | undefined;
  /** The cart's transaction ids; each of cartId, magentoCartId and orderId is required. */
  readonly transaction: {
    readonly cartId?: string | undefined;
    readonly magentoCartId?: string | undefined;
    readonly orderId?: string | undefined;
  };
  readonly membershipAddress: object | undefined;
  /**
   * Whether an adult purchaser pays for a child, who is then the primary member
   * (product/flows.md#who-joins).
   */
  readonly purchaserPaysForChild: boolean;
}

/**
 * Why a membership cannot be staged, or undefined when it can
 * (product/payment-and-confirmation.md#staging: staging requires a primary member, a transaction
 * and a membership address; mapping requires a primary member and a party id unless the purchaser
 * is a child). The first missing part in that order is named.
 */
export function stagingRefusal(parts: StagingParts): string | undefined {
  const { primaryMember, transaction } = parts;
  if (!primaryMember) return STAGING_MESSAGES.primaryMember;
  if (!transaction.cartId || !transaction.magentoCartId || !transaction.orderId) {
    return STAGING_MESSAGES.transaction;
  }
  if (!parts.membershipAddress) return STAGING_MESSAGES.address;
  if (!primaryMember.partyId && !parts.purchaserPaysForChild) {
    return STAGING_MESSAGES.mapPrimaryMember;
  }
  return undefined;
}

/**
 * Why a stage cannot bind its primary member to an account (ours: the spec words none). An
 * account is bound only by proof: the member's signed-in session, or the update token of the
 * reservation made in this enrolment.
 */
export const ACCOUNT_BINDING_MESSAGES = {
  /** The primary member's email is another account's: its owner must log in to use it. */
  emailHasAccount:
    'An account already uses this email address. Please log in to join with it, or enter a different email address.',
  /** The party id named is an account's, and nothing proves the caller is its owner. */
  notSignedIn: 'Please log in again to join with your account.',
  /** The update token does not prove the reservation (replaced, or used for a purchase). */
  reservationClosed:
    'The account you started with can no longer be used. Please go back to Get Started and enter your email address again.',
} as const;

/**
 * Why a stage's purchaser flow, address country or program information cannot stand (ours: the
 * spec words none, since its forms never send them wrong).
 */
export const STAGING_FORM_MESSAGES = {
  /** A purchaser is staged without naming the purchaser flow the entry link chose. */
  purchaserFlowMissing:
    'A purchaser pays in a purchaser flow: send purchaserFlow, Purchaser for a primary member of 13 or older, or PurchaserChild for one of 12.',
  /** A purchaser flow is named without the purchaser who pays. */
  purchaserMissing: 'A purchaser flow needs the purchaser who pays for the membership.',
  /**
   * The country sent is not the state's (product/member-forms.md#address: the country is derived
   * from the state).
   */
  countryOfState: (state: string, country: string) =>
    `The country is derived from the state: ${state} is in ${country}.`,
  /**
   * Program information sent for a membership whose coupon asks for none
   * (product/member-forms.md#program-information).
   */
  noProgram: 'This membership asks for no partner program information.',
  /** Program information of another program than the membership's coupon's. */
  otherProgram: (programId: string, formatId: string) =>
    `This membership’s partner program is ${programId}, identified in the format ${formatId}.`,
  /**
   * Values that do not name the program's identifier parts in order
   * (product/member-forms.md#program-information).
   */
  partsOutOfOrder: (formatPartIds: readonly string[]) =>
    `Send one value for each identifier part of the program, in this order: ${formatPartIds.join(', ')}.`,
} as const;

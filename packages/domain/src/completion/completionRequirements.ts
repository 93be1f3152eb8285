import { agreementOfVersion } from './membershipAgreements';

/** Why an order cannot be completed yet (our wording: the spec words none). */
export const COMPLETION_MESSAGES = {
  notStaged: 'This order has not been staged: stage the membership before completing it.',
  noPaymentInfo:
    'No payment method has been recorded for this order: send paymentInfo before completing it.',
  otherPaymentToken:
    'This payment method is not the one recorded for the order: send paymentInfo again with it.',
  cartChanged:
    'The cart changed after its payment method was recorded: send paymentInfo again before completing.',
  agreementNotAccepted: (name: string) =>
    `The agreement "${name}" must be accepted to complete the membership.`,
  dateOfBirthMissing: (name: string) =>
    `${name} has no date of birth: every member's date of birth is needed to complete the membership.`,
  emailMissing:
    'An email address is needed for the confirmation: give the primary member (or the purchaser) one.',
  paymentBegun:
    'Payment for this order has begun or is complete, so the order can no longer be changed.',
  unknownAgreement: (name: string, version: string) =>
    `The agreement "${name}" version "${version}" is not one we offer: reload the payment page to read the current text.`,
  agreementNotOfThisSale: (name: string) =>
    `The agreement "${name}" is not one this membership asks for: reload the payment page to read the agreements that apply.`,
  duplicateAgreement: (id: string) =>
    `The agreement "${id}" is listed more than once: list each agreement once.`,
  accountGone:
    'The account this membership was set up under no longer exists. Please go back to Get Started and create your account again.',
  poolPassMismatch: (cartHasPoolPass: boolean) =>
    cartHasPoolPass
      ? 'The cart includes the pool pass but isPoolPass is false.'
      : 'The cart has no pool pass but isPoolPass is true.',
} as const;

/** An agreement as complete receives it. */
export interface AgreementAnswer {
  readonly id: string;
  readonly name: string;
  readonly version: string;
  readonly accepted: boolean;
}

/** The first agreement id an answer lists more than once, if any. */
export function repeatedAgreementId(agreements: readonly { readonly id: string }[]) {
  const seen = new Set<string>();
  return agreements.find(({ id }) => seen.has(id) || !seen.add(id))?.id;
}

/** A person to enrol: their name and date of birth as staged. */
export interface PersonToEnrol {
  readonly firstName: string;
  readonly lastName: string;
  readonly dateOfBirth?: string | null | undefined;
}

/** A person as staged who may receive the confirmation email. */
export interface EmailHolder {
  readonly email?: string | null | undefined;
}

/**
 * Where the confirmation email goes (product/payment-and-confirmation.md#confirmation-email): to
 * the purchaser when an adult pays for a child, otherwise to the primary member; when that person
 * left their optional email empty, to the email of the account the order was set up under (its
 * owner proved it); undefined when there is neither.
 */
export function confirmationRecipient(order: {
  readonly primaryMember: EmailHolder;
  readonly purchaser?: EmailHolder | null | undefined;
  readonly accountEmail?: string | undefined;
}): string | undefined {
  const payer = order.purchaser ?? order.primaryMember;
  return payer.email ?? order.accountEmail;
}

/**
 * Why the people and agreements of an order cannot be completed, or undefined when they can: every
 * agreement answered must be one whose text we keep, in that version (membershipAgreements.ts), so
 * the text accepted can be read again; it must be one this sale asks for (`required`: the
 * membership agreement and the authorisation that fits the sale's charge terms), and each of those
 * must be answered and accepted, so no sale is paid under another sale's authorisation. Every
 * person enrolled needs a date of birth (the member record keeps one for each,
 * product/member-forms.md#member-fields), and the confirmation needs an address. The first problem
 * in that order is named.
 */
export function completionRefusal(order: {
  readonly agreements: readonly AgreementAnswer[];
  readonly required: readonly {
    readonly id: string;
    readonly name: string;
    readonly version: string;
  }[];
  readonly people: readonly PersonToEnrol[];
  readonly recipient: string | undefined;
}): string | undefined {
  const unknown = order.agreements.find(
    (agreement) => !agreementOfVersion(agreement.id, agreement.version),
  );
  if (unknown) return COMPLETION_MESSAGES.unknownAgreement(unknown.name, unknown.version);
  const isRequired = (agreement: { id: string; version: string }) =>
    order.required.some(({ id, version }) => id === agreement.id && version === agreement.version);
  const foreign = order.agreements.find((agreement) => !isRequired(agreement));
  if (foreign) return COMPLETION_MESSAGES.agreementNotOfThisSale(foreign.name);
  const unaccepted = order.required.find(
    (required) =>
      !order.agreements.some(
        (agreement) =>
          agreement.id === required.id &&
          agreement.version === required.version &&
          agreement.accepted,
      ),
  );
  if (unaccepted) return COMPLETION_MESSAGES.agreementNotAccepted(unaccepted.name);
  const undated = order.people.find((person) => !person.dateOfBirth);
  if (undated) {
    return COMPLETION_MESSAGES.dateOfBirthMissing(`${undated.firstName} ${undated.lastName}`);
  }
  return order.recipient ? undefined : COMPLETION_MESSAGES.emailMissing;
}

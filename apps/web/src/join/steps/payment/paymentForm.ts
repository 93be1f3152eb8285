import type { TokeniseRequest } from '@clubjoin/contract/payments';
import type { MembershipAgreement } from '@clubjoin/domain/completion/membershipAgreements';
import { AGREEMENT_REQUIRED_MESSAGE } from '@clubjoin/domain/completion/membershipAgreements';
import { isCardExpired, parseCardExpiry } from '@clubjoin/domain/payments/cardExpiry';
import {
  checkBankAccount,
  checkCard,
  PAYMENT_MESSAGES,
} from '@clubjoin/domain/payments/paymentChecks';
import type { IsoDate } from '@clubjoin/domain/time/isoDate';

/** The payment form's values: card or bank fields, the agreements and the club-tab choice. */
export interface PaymentFormValues {
  method: 'card' | 'bank';
  cardNumber: string;
  cardholderName: string;
  expiry: string;
  cvc: string;
  routingNumber: string;
  accountNumber: string;
  accountType: 'checking' | 'savings';
  accountHolderName: string;
  /** The agreements ticked, by id; one not listed is not ticked. */
  agreements: Record<string, boolean>;
  usePaymentForClubTab: boolean;
}

export const EMPTY_PAYMENT_FORM: PaymentFormValues = {
  method: 'card',
  cardNumber: '',
  cardholderName: '',
  expiry: '',
  cvc: '',
  routingNumber: '',
  accountNumber: '',
  accountType: 'checking',
  accountHolderName: '',
  agreements: {},
  usePaymentForClubTab: false,
};

/** A field's path in the form and why it was refused, in the order the fields appear. */
export type PaymentFormErrors = Partial<Record<string, string>>;

/** Today as the card gateway dates it (UTC): the tokenisation endpoint checks expiry on it too. */
export const cardGatewayToday = (): IsoDate => new Date().toISOString().slice(0, 10);

/** The card entry's fields as typed (the join's payment step and the desk's package sale). */
export type CardEntryValues = Pick<
  PaymentFormValues,
  'cardNumber' | 'cardholderName' | 'expiry' | 'cvc'
>;

export const EMPTY_CARD_ENTRY: CardEntryValues = {
  cardNumber: '',
  cardholderName: '',
  expiry: '',
  cvc: '',
};

/**
 * Checks a card as typed with the domain's rules before anything leaves the browser: required
 * fields, the expiry's MM/YY, Luhn, brand, expiry on `today` and CVC length. Answers what the
 * tokenisation endpoint is sent when nothing is refused, and every refused field with its message.
 */
export function checkCardEntry(
  values: CardEntryValues,
  today: IsoDate,
): { method: Extract<TokeniseRequest, { kind: 'card' }> | undefined; errors: PaymentFormErrors } {
  const errors: PaymentFormErrors = {};
  const required = PAYMENT_MESSAGES.required;
  const expiry = parseCardExpiry(values.expiry);
  if (values.cardNumber.trim() === '') errors.cardNumber = required.cardNumber;
  if (values.cardholderName.trim() === '') errors.cardholderName = required.cardholderName;
  if (expiry === undefined) errors.expiry = PAYMENT_MESSAGES.expiryFormat;
  else if (isCardExpired(expiry.month, expiry.year, today))
    errors.expiry = PAYMENT_MESSAGES.expired;
  if (values.cvc.trim() === '') errors.cvc = required.cvc;
  if (errors.cardNumber !== undefined || expiry === undefined) return { method: undefined, errors };
  const card = checkCard(
    {
      cardNumber: values.cardNumber,
      expiryMonth: expiry.month,
      expiryYear: expiry.year,
      cvc: values.cvc.trim(),
    },
    today,
  );
  if (!card.ok) {
    for (const { field, message } of card.errors) errors[field] ??= message;
    return { method: undefined, errors };
  }
  const method = {
    kind: 'card' as const,
    cardNumber: values.cardNumber,
    expiryMonth: expiry.month,
    expiryYear: expiry.year,
    cvc: values.cvc.trim(),
    cardholderName: values.cardholderName.trim(),
  };
  return { method: Object.keys(errors).length === 0 ? method : undefined, errors };
}

export type CheckedPaymentForm =
  { ok: true; method: TokeniseRequest } | { ok: false; errors: PaymentFormErrors };

/**
 * Checks the payment form with the domain's rules before anything leaves the browser: required
 * fields, the expiry's MM/YY, the card (Luhn, brand, expiry on `today`, CVC length) or the bank
 * account (ABA checksum, account digits), and every agreement shown ticked. Answers what the
 * tokenisation endpoint is sent, or every refused field with its message.
 */
export function checkPaymentForm(
  values: PaymentFormValues,
  today: IsoDate,
  agreements: readonly MembershipAgreement[],
): CheckedPaymentForm {
  const errors: PaymentFormErrors = {};
  const required = PAYMENT_MESSAGES.required;
  let method: TokeniseRequest | undefined;
  if (values.method === 'card') {
    const card = checkCardEntry(values, today);
    Object.assign(errors, card.errors);
    method = card.method;
  } else {
    if (values.routingNumber.trim() === '') errors.routingNumber = required.routingNumber;
    if (values.accountNumber.trim() === '') errors.accountNumber = required.accountNumber;
    if (values.accountHolderName.trim() === '')
      errors.accountHolderName = required.accountHolderName;
    const account = checkBankAccount({
      routingNumber: values.routingNumber.trim(),
      accountNumber: values.accountNumber.trim(),
    });
    if (account.ok) {
      method = {
        kind: 'bank',
        routingNumber: values.routingNumber.trim(),
        accountNumber: values.accountNumber.trim(),
        accountType: values.accountType,
        accountHolderName: values.accountHolderName.trim(),
      };
    } else {
      for (const { field, message } of account.errors) errors[field] ??= message;
    }
  }
  for (const { id } of agreements) {
    if (!values.agreements[id]) errors[`agreements.${id}`] = AGREEMENT_REQUIRED_MESSAGE;
  }
  if (Object.keys(errors).length > 0 || method === undefined) return { ok: false, errors };
  return { ok: true, method };
}

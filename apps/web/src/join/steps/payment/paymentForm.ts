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
    const expiry = parseCardExpiry(values.expiry);
    if (values.cardNumber.trim() === '') errors.cardNumber = required.cardNumber;
    if (values.cardholderName.trim() === '') errors.cardholderName = required.cardholderName;
    if (expiry === undefined) errors.expiry = PAYMENT_MESSAGES.expiryFormat;
    else if (isCardExpired(expiry.month, expiry.year, today))
      errors.expiry = PAYMENT_MESSAGES.expired;
    if (values.cvc.trim() === '') errors.cvc = required.cvc;
    if (errors.cardNumber === undefined && expiry !== undefined) {
      const card = checkCard(
        {
          cardNumber: values.cardNumber,
          expiryMonth: expiry.month,
          expiryYear: expiry.year,
          cvc: values.cvc.trim(),
        },
        today,
      );
      if (card.ok) {
        method = {
          kind: 'card',
          cardNumber: values.cardNumber,
          expiryMonth: expiry.month,
          expiryYear: expiry.year,
          cvc: values.cvc.trim(),
          cardholderName: values.cardholderName.trim(),
        };
      } else {
        for (const { field, message } of card.errors) errors[field] ??= message;
      }
    }
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

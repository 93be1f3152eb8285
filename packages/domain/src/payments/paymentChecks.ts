import type { IsoDate } from '../time/isoDate';
import { isValidRoutingNumber } from './abaRouting';
import { cardBrandOf, CVC_LENGTHS, type CardBrand } from './cardBrand';
import { isCardExpired } from './cardExpiry';
import { passesLuhn } from './luhn';

/**
 * The messages of a refused card or bank account
 * (product/decisions-and-platform.md#payment-gateway; the spec words none, these are ours).
 */
export const PAYMENT_MESSAGES = {
  cardNumber: 'The card number is not valid.',
  cardBrand: 'We accept Visa, Mastercard, American Express and Discover cards.',
  expired: 'The card has expired.',
  cvc: (length: number) => `The security code of this card is ${length} digits.`,
  routingNumber: 'The routing number is not valid.',
  accountNumber: 'The account number is 4 to 17 digits.',
  expiryFormat: 'Please enter the expiry date as MM/YY.',
  required: {
    cardNumber: 'Please enter the card number.',
    cardholderName: 'Please enter the name on the card.',
    cvc: 'Please enter the security code.',
    routingNumber: 'Please enter the routing number.',
    accountNumber: 'Please enter the account number.',
    accountHolderName: 'Please enter the account holder’s name.',
  },
} as const;

/** A field of the payment form and why it was refused. */
export interface PaymentFieldError {
  readonly field: 'cardNumber' | 'expiry' | 'cvc' | 'routingNumber' | 'accountNumber';
  readonly message: string;
}

/** A card as typed in the payment form: the number may hold spaces or dashes. */
export interface CardInput {
  readonly cardNumber: string;
  readonly expiryMonth: number;
  readonly expiryYear: number;
  readonly cvc: string;
}

/**
 * What may be kept of a card once checked: never the number or the CVC
 * (product/decisions-and-platform.md#payment-gateway).
 */
export interface CheckedCard {
  readonly brand: CardBrand;
  readonly lastFour: string;
  readonly expiryMonth: number;
  readonly expiryYear: number;
}

export type PaymentCheck<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly errors: readonly PaymentFieldError[] };

/** A card number's digits, without the spaces or dashes people type between groups. */
export function cardDigits(cardNumber: string): string {
  return cardNumber.replace(/[\s-]/g, '');
}

const isCvcOf = (brand: CardBrand, cvc: string) =>
  /^\d+$/.test(cvc) && cvc.length === CVC_LENGTHS[brand];

/**
 * Checks a card before it is tokenised (product/decisions-and-platform.md#payment-gateway): the
 * number passes Luhn and belongs to a brand the gateway takes, the card has not expired on `today`,
 * and the CVC has the brand's length. Every refused field is listed.
 */
export function checkCard(card: CardInput, today: IsoDate): PaymentCheck<CheckedCard> {
  const digits = cardDigits(card.cardNumber);
  const errors: PaymentFieldError[] = [];
  const brand = passesLuhn(digits) ? cardBrandOf(digits) : undefined;
  if (!passesLuhn(digits)) {
    errors.push({ field: 'cardNumber', message: PAYMENT_MESSAGES.cardNumber });
  } else if (!brand) {
    errors.push({ field: 'cardNumber', message: PAYMENT_MESSAGES.cardBrand });
  }
  if (isCardExpired(card.expiryMonth, card.expiryYear, today)) {
    errors.push({ field: 'expiry', message: PAYMENT_MESSAGES.expired });
  }
  if (brand && !isCvcOf(brand, card.cvc)) {
    errors.push({ field: 'cvc', message: PAYMENT_MESSAGES.cvc(CVC_LENGTHS[brand]) });
  }
  if (!brand || errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      brand,
      lastFour: digits.slice(-4),
      expiryMonth: card.expiryMonth,
      expiryYear: card.expiryYear,
    },
  };
}

/** A US bank account as typed for an ACH payment. */
export interface BankAccountInput {
  readonly routingNumber: string;
  readonly accountNumber: string;
}

/**
 * Checks a bank account before it is tokenised (product/decisions-and-platform.md#payment-gateway:
 * bank payments check the routing number's checksum): a valid ABA routing number and an account
 * number of 4 to 17 digits. Answers the last four digits of the account, the only part kept.
 */
export function checkBankAccount(account: BankAccountInput): PaymentCheck<{ lastFour: string }> {
  const errors: PaymentFieldError[] = [];
  if (!isValidRoutingNumber(account.routingNumber)) {
    errors.push({ field: 'routingNumber', message: PAYMENT_MESSAGES.routingNumber });
  }
  if (!/^\d{4,17}$/.test(account.accountNumber)) {
    errors.push({ field: 'accountNumber', message: PAYMENT_MESSAGES.accountNumber });
  }
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, value: { lastFour: account.accountNumber.slice(-4) } };
}

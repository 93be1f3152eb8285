import type { CardBrand } from '@clubjoin/domain/payments/cardBrand';
import type { CardFunding } from '@clubjoin/domain/payments/cardEntry';
import type { CheckedCard } from '@clubjoin/domain/payments/paymentChecks';
import type { DeclineReason } from '@clubjoin/domain/payments/declineMessages';
import type { PaymentKind } from '@clubjoin/domain/pricing/cardSurcharge';

/**
 * What the system knows of a payment method once tokenised
 * (product/decisions-and-platform.md#payment-gateway): never a number or a CVC.
 */
export interface PaymentToken {
  token: string;
  paymentKind: PaymentKind;
  brand: CardBrand | 'bank';
  lastFour: string;
  expiryMonth: number | undefined;
  expiryYear: number | undefined;
}

/** A card the gateway is asked to tokenise: checked, with the full number it alone may see. */
export interface CardToTokenise extends CheckedCard {
  kind: 'card';
  digits: string;
}

/** A bank account (ACH) the gateway is asked to tokenise; its routing number is checked. */
export interface BankAccountToTokenise {
  kind: 'bank';
  routingNumber: string;
  accountNumber: string;
  lastFour: string;
}

/**
 * A charge asked of the gateway: the token, whole cents, the reference of the order it pays, and
 * an idempotency key: a repeat with the same key answers the same charge, charging nothing more.
 */
export interface ChargeRequest {
  token: string;
  amount: number;
  reference: string;
  idempotencyKey: string;
}

/** A charge the gateway made: captured (perhaps partly refunded) or voided. */
export interface Charge {
  chargeId: string;
  token: string;
  amount: number;
  status: 'captured' | 'voided';
  refundedAmount: number;
}

/** What a refund answers: refused when the charge is voided or the amount exceeds what is left. */
export type RefundResult = { ok: true; refundedAmount: number } | { ok: false; message: string };

/**
 * What a charge answers: an expected decline is a value, not an exception, with its reason and
 * what to tell the payer.
 */
export type ChargeResult =
  | { ok: true; chargeId: string; amount: number }
  | { ok: false; reason: DeclineReason; message: string };

/**
 * The payment gateway (product/decisions-and-platform.md#payment-gateway): it tokenises a card or
 * bank account the browser sent and charges a token. The sandbox gateway is the embedded default; a
 * real processor implements the same.
 */
export interface PaymentGateway {
  readonly name: string;
  tokenise(method: CardToTokenise | BankAccountToTokenise, now: Date): Promise<PaymentToken>;
  /**
   * Whether cards of a BIN (a number's first eight digits) pay as credit or debit, as processors
   * answer a BIN lookup: the payment form shows the surcharge only for credit, as the card is typed.
   */
  cardFunding(bin: string): Promise<CardFunding>;
  /** A token this gateway handed out, by its value; undefined for one it does not know. */
  findToken(token: string): Promise<PaymentToken | undefined>;
  charge(request: ChargeRequest, now: Date): Promise<ChargeResult>;
  /** The charges made for a reference (an order), oldest first. */
  chargesOf(reference: string): Promise<Charge[]>;
  /** Cancels a captured charge before it settles; nothing is taken from the payer. */
  voidCharge(chargeId: string, now: Date): Promise<void>;
  /** Gives back part or all of a captured charge. */
  refund(chargeId: string, amount: number, now: Date): Promise<RefundResult>;
}

import type { DeclineReason } from '@clubjoin/domain/payments/declineMessages';
import type { CartFailure } from '../cart/cartFailure';
import type { FormsFailure, OtherCartsStaging } from '../staging/stagingFailure';

/** Why a paymentInfo or complete is refused: each an expected failure with its own answer. */
export type CompletionFailure =
  /**
   * Members sent again, or a text-message opt-in, that break their forms
   * (product/member-forms.md#text-message-opt-in).
   */
  | FormsFailure
  | OtherCartsStaging
  /** The cart refuses: unknown, in payment, changed since paymentInfo, its door shut. */
  | { kind: 'cart'; failure: CartFailure }
  | { kind: 'unknownStaging'; stagingId: string }
  /** A field the body names differently from its cart's or staging's. */
  | {
      kind: 'paymentMismatch';
      cartId: string;
      field: string;
      sent: unknown;
      kept: unknown;
      owner: 'cart' | 'staging';
    }
  | { kind: 'unknownPaymentToken' }
  /** A fact paymentInfo states about the payment method that its token contradicts. */
  | { kind: 'tokenContradiction'; field: string; stated: unknown; known: unknown }
  /** The cart moved on while the payment method was recorded. */
  | { kind: 'cartRaced' }
  | { kind: 'noPaymentInfo' }
  | { kind: 'otherPaymentToken' }
  | { kind: 'poolPassMismatch'; poolPass: boolean }
  /**
   * The spec's message for an order that cannot be completed as sent
   * (product/payment-and-confirmation.md#staging, product/membership-and-promotions.md#card-order).
   */
  | { kind: 'notCompletable'; message: string }
  /** An in-club sale held for a manager's approval and not approved as it stands (0035). */
  | { kind: 'held'; message: string }
  /** A desk rejoin whose former member rejoined in another sale since (docs/decisions/0039). */
  | { kind: 'rejoinedSince'; message: string }
  /** The account the order was staged for no longer exists. */
  | { kind: 'accountGone' }
  | { kind: 'declined'; reason: DeclineReason; message: string };

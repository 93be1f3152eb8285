import type { FieldError } from '@clubjoin/contract/errors';
import type { DeskRejoinRefusal } from '@clubjoin/domain/staff/deskRejoin';
import type { CartFailure } from '../cart/cartFailure';

/**
 * Members or an address that break their forms (product/member-forms.md#member-info-form): each bad
 * field with its message.
 */
export interface FormsFailure {
  kind: 'invalidFields';
  fields: readonly FieldError[];
}

/**
 * A field of a stage that is not its cart's (product/cart.md#who-prices-a-cart: the cart is the
 * authority on what is sold).
 */
interface StageMismatch {
  kind: 'notTheCartsStage';
  cartId: string;
  field: string;
  sent: unknown;
  kept: unknown;
}

/** A staging id sent with a cart it is not the staging of. */
export interface OtherCartsStaging {
  kind: 'otherCartsStaging';
  stagingId: string;
  cartId: string;
}

/** Why a stage is refused: each an expected failure with its own answer. */
export type StagingFailure =
  | FormsFailure
  | StageMismatch
  /**
   * The spec's message for a stage without its primary member, transaction or address
   * (product/payment-and-confirmation.md#staging).
   */
  | { kind: 'incomplete'; message: string }
  | {
      kind: 'memberCount';
      cartId: string;
      members: 'additional adults' | 'juniors';
      expected: number;
      sent: number;
    }
  | OtherCartsStaging
  /** The cart refuses: unknown, or its payment has begun. */
  | { kind: 'cart'; failure: CartFailure }
  /** An update token that proves no reservation that may still be bought with. */
  | { kind: 'reservationClosed' }
  /** An account's party id sent without its session. */
  | { kind: 'notSignedIn' }
  /** A primary member's email that is another account's. */
  | { kind: 'emailHasAccount' }
  /** A desk rejoin's token that does not prove the former member here (docs/decisions/0039). */
  | { kind: 'deskRejoin'; refusal: DeskRejoinRefusal };

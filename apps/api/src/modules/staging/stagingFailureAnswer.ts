import type { DeskRejoinRefusal } from '@clubjoin/domain/staff/deskRejoin';
import { ACCOUNT_BINDING_MESSAGES } from '@clubjoin/domain/staging/stagingRequirements';
import { type FailureAnswer, invalidField, invalidFields } from '../../http/httpError';
import { cartFailureAnswer } from '../cart/cartFailureAnswer';
import type { StagingFailure } from './stagingFailure';

/** A desk rejoin refused (docs/decisions/0039): 403 for who or where, 409 for when. */
export function deskRejoinRefusalAnswer(refusal: DeskRejoinRefusal): FailureAnswer {
  return { status: refusal.kind === 'forbidden' ? 403 : 409, message: refusal.message };
}

/**
 * How a refused stage is answered (product/payment-and-confirmation.md#staging,
 * product/decisions-and-platform.md#schemas-and-bad-input,
 * product/accounts-and-sign-in.md#passwords-lockout-and-sessions), and the failures completion
 * shares with staging (forms sent again, a staging id of another cart).
 */
export function stagingFailureAnswer(failure: StagingFailure): FailureAnswer {
  switch (failure.kind) {
    case 'invalidFields':
      return invalidFields(failure.fields);
    case 'incomplete':
      return { status: 400, message: failure.message };
    case 'notTheCartsStage':
      return {
        status: 400,
        message: `The stage does not match cart ${failure.cartId}: ${failure.field} is ${String(failure.sent)}, the cart’s is ${String(failure.kept)}.`,
      };
    case 'memberCount':
      return {
        status: 400,
        message: `Cart ${failure.cartId} is for ${failure.expected} ${failure.members}: send one member for each, not ${failure.sent}.`,
      };
    case 'otherCartsStaging':
      return {
        status: 400,
        message: `Staging ${failure.stagingId} is not the staging of cart ${failure.cartId}.`,
      };
    case 'cart':
      return cartFailureAnswer(failure.failure);
    case 'reservationClosed':
      return { status: 409, message: ACCOUNT_BINDING_MESSAGES.reservationClosed };
    case 'notSignedIn':
      return { status: 401, message: ACCOUNT_BINDING_MESSAGES.notSignedIn };
    case 'emailHasAccount':
      return invalidField('body.primaryMember.email', ACCOUNT_BINDING_MESSAGES.emailHasAccount);
    case 'deskRejoin':
      return deskRejoinRefusalAnswer(failure.refusal);
  }
}

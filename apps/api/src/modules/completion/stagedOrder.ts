import type { PaymentInfoRequest } from '@clubjoin/contract/completion';
import { fail, type Outcome, succeed } from '@clubjoin/domain/outcome';
import type { PaymentToken } from '../../payments/paymentGateway';
import { cartOf, checkCartDoor, type StoredCart } from '../cart/orderCart';
import type { ModuleContext } from '../moduleContext';
import { stagingOf, type StagingRecord } from '../staging/stagingOf';
import type { CompletionFailure } from './completionFailure';

/** An order ready to be paid: its cart, its staging and the payment method named. */
export interface StagedOrder {
  cart: StoredCart;
  staging: StagingRecord;
  token: PaymentToken;
}

/** The first field the payment names differently from its cart and staging, if any. */
function mismatch(
  body: PaymentInfoRequest,
  cart: StoredCart,
  staging: StagingRecord,
): CompletionFailure | undefined {
  const pairs: [string, unknown, unknown, 'cart' | 'staging'][] = [
    ['clubId', body.clubId, cart.clubId, 'cart'],
    ['productType', body.productType, cart.productType, 'cart'],
    ['productId', body.productId ?? cart.productId, cart.productId, 'cart'],
    [
      'mmsPromotionCode',
      body.mmsPromotionCode || cart.mmsPromotionCode,
      cart.mmsPromotionCode,
      'cart',
    ],
    ['partyId', body.partyId, staging.primaryPartyId, 'staging'],
  ];
  const differing = pairs.find(([, sent, kept]) => sent !== kept);
  if (!differing) return undefined;
  const [field, sent, kept, owner] = differing;
  return { kind: 'paymentMismatch', cartId: cart.cartId, field, sent, kept, owner };
}

/** The first fact paymentInfo states about the method that its token contradicts, if any. */
function infoMismatch(
  body: PaymentInfoRequest,
  token: PaymentToken,
): CompletionFailure | undefined {
  const info = body.paymentInfo;
  if (!info) return undefined;
  const pairs: [string, unknown, unknown][] = [
    ['paymentKind', info.paymentKind, token.paymentKind],
    ['brand', info.brand, token.brand],
    ['lastFour', info.lastFour, token.lastFour],
  ];
  const differing = pairs.find(
    ([, stated, known]) => stated !== undefined && stated !== null && stated !== known,
  );
  if (!differing) return undefined;
  const [field, stated, known] = differing;
  return { kind: 'tokenContradiction', field, stated, known };
}

/**
 * The cart, staging and payment token a paymentInfo or complete body names, checked against one
 * another (product/cart.md#who-prices-a-cart: the cart is the authority on what is sold): the cart
 * and the staging must be known and the staging the cart's, every field the cart's, the token known
 * and not contradicted by paymentInfo; and a restricted membership's door must still open (issue 15
 * §2), so nothing restricted is paid for or sold without its proof.
 */
export async function stagedOrderOf(
  context: ModuleContext,
  body: PaymentInfoRequest,
): Promise<Outcome<StagedOrder, CompletionFailure>> {
  const cart = await cartOf(context.db, body.cartId);
  if (!cart) return fail({ kind: 'cart', failure: { kind: 'unknownCart', cartId: body.cartId } });
  const staging = await stagingOf(context.db, body.stagingId);
  if (!staging) return fail({ kind: 'unknownStaging', stagingId: body.stagingId });
  if (staging.cartId !== cart.cartId) {
    return fail({ kind: 'otherCartsStaging', stagingId: staging.stagingId, cartId: cart.cartId });
  }
  const wrong = mismatch(body, cart, staging);
  if (wrong) return fail(wrong);
  const door = await checkCartDoor(context, cart);
  if (!door.ok) return fail({ kind: 'cart', failure: door.failure });
  const token = await context.paymentGateway.findToken(body.paymentToken);
  if (!token) return fail({ kind: 'unknownPaymentToken' });
  const contradiction = infoMismatch(body, token);
  if (contradiction) return fail(contradiction);
  return succeed({ cart, staging, token });
}

import type { PaymentInfoRequest } from '@clubjoin/contract/completion';
import { HttpError } from '../../http/httpError';
import type { PaymentToken } from '../../payments/paymentGateway';
import { cartValueOrThrow } from '../cart/cartFailure';
import { cartOf, checkCartDoor, type StoredCart } from '../cart/orderCart';
import type { ModuleContext } from '../moduleContext';
import { stagingOf, type StagingRecord } from '../staging/stagingOf';

/** An order ready to be paid: its cart, its staging and the payment method named. */
export interface StagedOrder {
  cart: StoredCart;
  staging: StagingRecord;
  token: PaymentToken;
}

const UNKNOWN_TOKEN_MESSAGE =
  'This payment token is not known: enter the payment method again to get a new one.';

/** The first field the payment names differently from its cart and staging, if any. */
function mismatch(
  body: PaymentInfoRequest,
  cart: StoredCart,
  staging: StagingRecord,
): string | undefined {
  const pairs: [string, unknown, unknown, string][] = [
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
  return `The payment does not match cart ${cart.cartId}: ${field} is ${String(sent)}, the ${owner}’s is ${String(kept)}.`;
}

/** The first fact paymentInfo states about the method that its token contradicts, if any. */
function infoMismatch(body: PaymentInfoRequest, token: PaymentToken): string | undefined {
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
  return `paymentInfo.${field} is ${String(stated)}, but the payment token’s is ${String(known)}.`;
}

/**
 * The cart, staging and payment token a paymentInfo or complete body names, checked against one
 * another (product/cart.md#who-prices-a-cart: the cart is the authority on what is sold): 404 for
 * an unknown cart or staging, 400 when the staging is another cart's, a field differs from the
 * cart's, the token is unknown or paymentInfo contradicts the token; 403 when the cart's membership
 * is restricted and its door no longer opens (issue 15 §2), so nothing restricted is paid for or
 * sold without its proof.
 */
export async function stagedOrderOf(
  context: ModuleContext,
  body: PaymentInfoRequest,
): Promise<StagedOrder> {
  const cart = await cartOf(context.db, body.cartId);
  if (!cart) throw new HttpError(404, `Cart ${body.cartId} was not found.`);
  const staging = await stagingOf(context.db, body.stagingId);
  if (!staging) throw new HttpError(404, `Staging ${body.stagingId} was not found.`);
  if (staging.cartId !== cart.cartId) {
    throw new HttpError(
      400,
      `Staging ${staging.stagingId} is not the staging of cart ${cart.cartId}.`,
    );
  }
  const wrong = mismatch(body, cart, staging);
  if (wrong) throw new HttpError(400, wrong);
  cartValueOrThrow(await checkCartDoor(context, cart));
  const token = await context.paymentGateway.findToken(body.paymentToken);
  if (!token) {
    throw new HttpError(400, UNKNOWN_TOKEN_MESSAGE, [
      { field: 'body.paymentToken', message: UNKNOWN_TOKEN_MESSAGE },
    ]);
  }
  const contradiction = infoMismatch(body, token);
  if (contradiction) throw new HttpError(400, contradiction);
  return { cart, staging, token };
}

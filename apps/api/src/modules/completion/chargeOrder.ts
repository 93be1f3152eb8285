import { COMPLETION_MESSAGES } from '@clubjoin/domain/completion/completionRequirements';
import { HttpError } from '../../http/httpError';
import { beginCartPayment, thawCart, type StoredCart } from '../cart/orderCart';
import type { ModuleContext } from '../moduleContext';
import type { PayableOrder } from './checkOrder';
import { findOrderPayment } from './orderStore';

/** What an order was charged: the charge, and the cart as frozen for it. */
export interface OrderCharge {
  chargeId: string;
  amount: number;
  cart: StoredCart;
}

/**
 * Freezes the order's cart for its payment, in one transaction holding the cart's row: the cart
 * must still be at the version its payment method priced, and the payment method the one
 * checked. Answers the cart as frozen.
 */
async function beginPayment(context: ModuleContext, order: PayableOrder): Promise<StoredCart> {
  const { cartId, orderId } = order.cart;
  return context.db.transaction(async (tx) => {
    const began = await beginCartPayment(tx, cartId, order.payment.cartVersion, context.clock());
    if (!began.ok) {
      if (began.problem === 'missing') throw new HttpError(404, `Cart ${cartId} was not found.`);
      throw new HttpError(400, COMPLETION_MESSAGES.cartChanged);
    }
    const payment = await findOrderPayment(tx, orderId);
    const samePayment =
      payment?.paymentToken === order.payment.paymentToken &&
      payment.paymentKind === began.cart.paymentKind &&
      payment.cartVersion === began.cart.version;
    if (!samePayment) throw new HttpError(400, COMPLETION_MESSAGES.cartChanged);
    return began.cart;
  });
}

/**
 * Charges a checked order exactly once, for the amount its frozen cart says, on the token
 * paymentInfo recorded (product/payment-and-confirmation.md#charging-once). A charge already made
 * for the order with that amount and token is the charge (a retry after a crash); any other is
 * voided and a new one made. The gateway's idempotency key names the cart version, payment kind,
 * token and amount, so racing completions make one charge. A decline thaws the cart and answers
 * 402: the order stays payable.
 */
export async function chargeOrder(
  context: ModuleContext,
  order: PayableOrder,
): Promise<OrderCharge> {
  const { paymentGateway, clock } = context;
  const cart = await beginPayment(context, order);
  const amount = cart.priced.summary.revisedOrderTotal;
  const token = order.payment.paymentToken;
  const live = (await paymentGateway.chargesOf(cart.orderId)).filter(
    (charge) => charge.status === 'captured' && charge.refundedAmount === 0,
  );
  const same = live.find((charge) => charge.amount === amount && charge.token === token);
  for (const other of live.filter((charge) => charge !== same)) {
    await paymentGateway.voidCharge(other.chargeId, clock());
  }
  if (same) return { chargeId: same.chargeId, amount, cart };
  const charged = await paymentGateway.charge(
    {
      token,
      amount,
      reference: cart.orderId,
      idempotencyKey: `${cart.orderId}:${cart.version}:${cart.paymentKind}:${token}:${amount}`,
    },
    clock(),
  );
  if (!charged.ok) {
    await thawCart(context.db, cart.cartId);
    throw new HttpError(402, charged.message, undefined, { declineReason: charged.reason });
  }
  return { chargeId: charged.chargeId, amount: charged.amount, cart };
}

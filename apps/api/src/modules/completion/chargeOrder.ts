import { fail, type Outcome, succeed } from '@clubjoin/domain/outcome';
import { transactionOutcome } from '../../db/transactionOutcome';
import { beginCartPayment, thawCart, type StoredCart } from '../cart/orderCart';
import type { ModuleContext } from '../moduleContext';
import type { PayableOrder } from './checkOrder';
import type { CompletionFailure } from './completionFailure';
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
async function beginPayment(
  context: ModuleContext,
  order: PayableOrder,
): Promise<Outcome<StoredCart, CompletionFailure>> {
  const { cartId, orderId } = order.cart;
  return transactionOutcome(context.db, async (tx) => {
    const began = await beginCartPayment(tx, cartId, order.payment.cartVersion, context.clock());
    if (!began.ok) return fail({ kind: 'cart', failure: began.failure });
    const payment = await findOrderPayment(tx, orderId);
    const samePayment =
      payment?.paymentToken === order.payment.paymentToken &&
      payment.paymentKind === began.value.paymentKind &&
      payment.cartVersion === began.value.version;
    if (!samePayment) {
      return fail({ kind: 'cart', failure: { kind: 'changedSincePaymentInfo', cartId } });
    }
    return began;
  });
}

/**
 * Charges a checked order exactly once, for the amount its frozen cart says, on the token
 * paymentInfo recorded (product/payment-and-confirmation.md#charging-once). A charge already made
 * for the order with that amount and token is the charge (a retry after a crash); any other is
 * voided and a new one made. The gateway's idempotency key names the cart version, payment kind,
 * token and amount, so racing completions make one charge. A decline thaws the cart and fails: the
 * order stays payable.
 */
export async function chargeOrder(
  context: ModuleContext,
  order: PayableOrder,
): Promise<Outcome<OrderCharge, CompletionFailure>> {
  const { paymentGateway, clock } = context;
  const frozen = await beginPayment(context, order);
  if (!frozen.ok) return frozen;
  const cart = frozen.value;
  const amount = cart.priced.summary.revisedOrderTotal;
  const token = order.payment.paymentToken;
  const live = (await paymentGateway.chargesOf(cart.orderId)).filter(
    (charge) => charge.status === 'captured' && charge.refundedAmount === 0,
  );
  const same = live.find((charge) => charge.amount === amount && charge.token === token);
  for (const other of live.filter((charge) => charge !== same)) {
    await paymentGateway.voidCharge(other.chargeId, clock());
  }
  if (same) return succeed({ chargeId: same.chargeId, amount, cart });
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
    return fail({ kind: 'declined', reason: charged.reason, message: charged.message });
  }
  return succeed({ chargeId: charged.chargeId, amount: charged.amount, cart });
}

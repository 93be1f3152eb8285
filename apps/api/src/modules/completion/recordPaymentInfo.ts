import type {
  ChargeToday,
  PaymentInfoRequest,
  PaymentInfoResponse,
} from '@clubjoin/contract/completion';
import type { CartSummary } from '@clubjoin/domain/pricing/cartSummary';
import type { FastifyBaseLogger } from 'fastify';
import { COMPLETION_MESSAGES } from '@clubjoin/domain/completion/completionRequirements';
import { HttpError } from '../../http/httpError';
import { holdCartForChange, repriceCartForPayment, type StoredCart } from '../cart/orderCart';
import { priceCart } from '../cart/priceCart';
import type { ModuleContext } from '../moduleContext';
import { checkFormsSentAgain } from '../staging/formsSentAgain';
import { saveOrderPayment } from './orderStore';
import { stagedOrderOf } from './stagedOrder';

const CART_RACED_MESSAGE =
  'The cart changed while the payment method was recorded. Please try again.';

/**
 * What the cart charges today for its payment kind (product/pricing-and-dues.md#card-surcharge):
 * the cart's revised order total, the surcharge with its tax shown apart (nothing for debit cards
 * and bank payments).
 */
export function chargeToday(summary: CartSummary): ChargeToday {
  return {
    amount: summary.revisedOrderTotal,
    amountBeforeSurcharge: summary.total,
    surcharge: summary.revisedOrderTotal - summary.total,
    surchargeDescription: summary.surchargeDescription,
  };
}

/**
 * Records the payment method of a staged order (product/payment-and-confirmation.md#payment-steps,
 * #payment-information): checks the body against its cart, staging and token and any members it
 * sends again against their forms, prices the cart for the token's payment kind (credit carries the
 * surcharge, debit and bank do not) and keeps the method for complete. Refused (409) once the
 * order's payment has begun. Answers the method and what will be charged today and monthly.
 */
export async function recordPaymentInfo(
  context: ModuleContext,
  log: FastifyBaseLogger,
  body: PaymentInfoRequest,
): Promise<PaymentInfoResponse> {
  const { cart, staging, token } = await stagedOrderOf(context, body);
  if (cart.paymentStartedAt) throw new HttpError(409, COMPLETION_MESSAGES.paymentBegun);
  await checkFormsSentAgain(context, { cart, staging }, body);
  const priced: StoredCart = {
    ...cart,
    paymentKind: token.paymentKind,
    priced: await priceCart(context, log, cart.pricing, {
      cartId: cart.cartId,
      memberAddressState: cart.membershipAddressState,
      paymentKind: token.paymentKind,
    }),
  };
  const now = context.clock();
  await context.db.transaction(async (tx) => {
    // Held until the transaction ends, so a payment cannot begin between the check and the write.
    const held = await holdCartForChange(tx, cart.cartId);
    if (!held.ok) throw new HttpError(409, COMPLETION_MESSAGES.paymentBegun);
    if (!(await repriceCartForPayment(tx, priced, cart.version, now))) {
      throw new HttpError(409, CART_RACED_MESSAGE);
    }
    await saveOrderPayment(
      tx,
      {
        orderId: cart.orderId,
        paymentToken: token.token,
        paymentKind: token.paymentKind,
        brand: token.brand,
        lastFour: token.lastFour,
        usePaymentForClubTab: body.usePaymentForClubTab,
        cartVersion: cart.version,
      },
      now,
    );
  });
  return {
    orderId: cart.orderId,
    cartId: cart.cartId,
    stagingId: staging.stagingId,
    paymentKind: token.paymentKind,
    brand: token.brand,
    lastFour: token.lastFour,
    usePaymentForClubTab: body.usePaymentForClubTab,
    chargedToday: chargeToday(priced.priced.summary),
    monthly: priced.priced.summary.monthlyTotalDues,
    currency: cart.currency.code,
  };
}

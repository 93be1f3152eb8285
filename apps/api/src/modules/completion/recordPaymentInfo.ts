import type { PaymentInfoRequest, PaymentInfoResponse } from '@clubjoin/contract/completion';
import { chargeToday } from '@clubjoin/domain/pricing/chargeToday';
import type { FastifyBaseLogger } from 'fastify';
import { fail, type Outcome, succeed } from '@clubjoin/domain/outcome';
import { transactionOutcome } from '../../db/transactionOutcome';
import { holdCartForChange, repriceCartForPayment, type StoredCart } from '../cart/orderCart';
import { priceCart } from '../cart/priceCart';
import type { ModuleContext } from '../moduleContext';
import { checkFormsSentAgain } from '../staging/formsSentAgain';
import type { CompletionFailure } from './completionFailure';
import { saveOrderPayment } from './orderStore';
import { stagedOrderOf } from './stagedOrder';

/**
 * Records the payment method of a staged order (product/payment-and-confirmation.md#payment-steps,
 * #payment-information): checks the body against its cart, staging and token and any members it
 * sends again against their forms, prices the cart for the token's payment kind (credit carries the
 * surcharge, debit and bank do not) and keeps the method for complete. Refused once the order's
 * payment has begun. Answers the method and what will be charged today and monthly.
 */
export async function recordPaymentInfo(
  context: ModuleContext,
  log: FastifyBaseLogger,
  body: PaymentInfoRequest,
): Promise<Outcome<PaymentInfoResponse, CompletionFailure>> {
  const staged = await stagedOrderOf(context, body);
  if (!staged.ok) return staged;
  const { cart, staging, token } = staged.value;
  if (cart.paymentStartedAt) {
    return fail({ kind: 'cart', failure: { kind: 'paymentBegun', cartId: cart.cartId } });
  }
  const forms = await checkFormsSentAgain(context, { cart, staging }, body);
  if (!forms.ok) return forms;
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
  const recorded = await transactionOutcome(
    context.db,
    async (tx): Promise<Outcome<void, CompletionFailure>> => {
      // Held until the transaction ends, so a payment cannot begin between the check and the write.
      const held = await holdCartForChange(tx, cart.cartId);
      if (!held.ok) return fail({ kind: 'cart', failure: held.failure });
      if (!(await repriceCartForPayment(tx, priced, cart.version, now))) {
        return fail({ kind: 'cartRaced' });
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
      return succeed();
    },
  );
  if (!recorded.ok) return recorded;
  return succeed({
    orderId: cart.orderId,
    cartId: cart.cartId,
    stagingId: staging.stagingId,
    paymentKind: token.paymentKind,
    brand: token.brand,
    lastFour: token.lastFour,
    usePaymentForClubTab: body.usePaymentForClubTab,
    chargedToday: chargeToday(priced.priced.summary, token.paymentKind),
    monthly: priced.priced.summary.monthlyCharge,
    currency: cart.currency.code,
  });
}

import type { CompletedOrderResponse } from '@clubjoin/contract/completion';
import { completeMembership, recordPaymentInfo } from '@clubjoin/contract/completion';
import type { TokeniseRequest } from '@clubjoin/contract/payments';
import { createPaymentToken } from '@clubjoin/contract/payments';
import { joinInitiator, SALE_FLOW_JOIN_SOURCE } from '@clubjoin/domain/accounts/joinInitiator';
import { takesPoolPass } from '@clubjoin/domain/catalog/poolPassChoice';
import type { MembershipAgreement } from '@clubjoin/domain/completion/membershipAgreements';
import type { ApiError } from '../../../api/ApiError';
import { trackedCall } from '../../../api/trackedCall';
import { couponStore, validCouponCode } from '../../stores/couponStore';
import type { MembershipState } from '../../stores/membershipState';
import { membershipStore } from '../../stores/membershipStore';
import { inClubSaleStore } from '../../stores/inClubSaleStore';
import { poolPassStore } from '../../stores/poolPassStore';

/**
 * product/errors-and-messages.md#thrown-messages: thrown when the membership was not staged before
 * payment (no transaction ids).
 */
const NOT_STAGED_MESSAGE = 'Membership transaction is required';

/** A refused charge (402) or a refused payment method (400): the person may try another one. */
export const isRefusedPayment = (error: ApiError) => error.status === 402 || error.status === 400;

/**
 * Sends a card or bank account to the tokenisation endpoint, the only call that ever carries its
 * number, under the attempt's Idempotency-Key (`<attemptKey>-token`): the token's public face, or
 * a refusal (400) the caller's form shows.
 */
export function tokenisePayment(method: TokeniseRequest, attemptKey: string) {
  return trackedCall(
    createPaymentToken,
    { body: method },
    {
      headers: { 'Idempotency-Key': `${attemptKey}-token` },
      handled: isRefusedPayment,
      message: 'Checking your payment details',
    },
  );
}

/** The parts of the paymentInfo and complete bodies that come from the staged membership. */
function orderOf(membership: MembershipState, paymentToken: string, usePaymentForClubTab: boolean) {
  const { transaction, product, mmsClubId } = membership;
  if (
    !transaction?.cartId ||
    !transaction.stagingId ||
    !transaction.partyId ||
    !transaction.orderId ||
    !product ||
    !mmsClubId
  ) {
    throw new Error(NOT_STAGED_MESSAGE);
  }
  return {
    orderId: transaction.orderId,
    body: {
      clubId: mmsClubId,
      cartId: transaction.cartId,
      partyId: transaction.partyId,
      stagingId: transaction.stagingId,
      productId: product.productId,
      productType: product.productType,
      mmsPromotionCode: product.mmsPromotionCode,
      joinSource: membership.options.source,
      opportunityId: membership.options.opportunityId,
      referralCode: membership.options.referral,
      coupon: validCouponCode(couponStore.getState()),
      usePaymentForClubTab,
      paymentToken,
    },
  };
}

/**
 * Pays for the staged membership (product/payment-and-confirmation.md#payment-steps,
 * #charging-once): the card or bank account goes to the tokenisation endpoint only, then
 * paymentInfo and complete send the token. Each call carries an Idempotency-Key made from
 * `attemptKey`, so repeating one attempt (a double click, a lost answer) charges once; a new
 * attempt (another card) takes a new key. A declined or refused payment rejects with the server's
 * message and opens no error modal: the payment form shows it and lets the person try again.
 */
/** An in-club sale's typed consent, which completion checks; nothing for an online sale. */
function inClubConsent(): { memberConsent?: string } {
  const { selling, consentName } = inClubSaleStore.getState();
  return selling && consentName !== null ? { memberConsent: consentName } : {};
}

export async function payMembership(input: {
  method: TokeniseRequest;
  usePaymentForClubTab: boolean;
  attemptKey: string;
  /** The agreements the payment step showed, every one ticked. */
  agreements: readonly MembershipAgreement[];
}): Promise<CompletedOrderResponse> {
  const membership = membershipStore.getState();
  const key = (call: string) => ({ 'Idempotency-Key': `${input.attemptKey}-${call}` });
  const token = await tokenisePayment(input.method, input.attemptKey);
  const { orderId, body } = orderOf(membership, token.token, input.usePaymentForClubTab);
  const paymentInfo = {
    paymentKind: token.paymentKind,
    brand: token.brand,
    lastFour: token.lastFour,
  };
  await trackedCall(
    recordPaymentInfo,
    { body: { ...body, paymentInfo } },
    { headers: key('paymentInfo'), handled: isRefusedPayment },
  );
  return trackedCall(
    completeMembership,
    {
      body: {
        ...body,
        paymentInfo,
        orderId,
        sendSmsOptIn: membership.primaryMember?.sendSmsOptIn ?? false,
        // The rule the cart save asked, on the same stores: complete refuses a mismatch.
        isPoolPass: takesPoolPass(poolPassStore.getState(), body.productType),
        offerName: membership.product?.promotionName,
        joinInitiator: joinInitiator({
          joinSource: membership.options.source ?? SALE_FLOW_JOIN_SOURCE,
          accountExists: membership.memberAccount?.existing ?? false,
          rejoin: membership.rejoin,
        }),
        agreements: input.agreements.map(({ id, name, version }) => ({
          id,
          name,
          version,
          accepted: true,
        })),
        ...inClubConsent(),
      },
    },
    { headers: key('complete'), handled: isRefusedPayment, message: 'Completing your membership' },
  );
}

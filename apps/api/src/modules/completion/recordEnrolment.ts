import type { CompleteRequest, CompleteResponse } from '@clubjoin/contract/completion';
import type { StageRequest } from '@clubjoin/contract/staging';
import { isPresaleClub } from '@clubjoin/domain/catalog/club';
import { initialMembershipStatus } from '@clubjoin/domain/completion/initialStatus';
import { formatOrderNumber } from '@clubjoin/domain/completion/orderNumber';
import type { PricedCart } from '@clubjoin/domain/pricing/buildCart';
import { chargeToday } from '@clubjoin/domain/pricing/chargeToday';
import { PRODUCT_TYPE_NAMES } from '@clubjoin/domain/vocabulary';
import type { RememberAnswer } from '../../http/idempotency';
import { confirmationEmail } from '../../mail/confirmationEmail';
import { enqueueEmail } from '../../mail/outbox';
import { cartEmployeeId, lockCart, type StoredCart } from '../cart/orderCart';
import { openActivation } from '../identity/activation';
import { enrolMembership, type PersonToEnrol } from '../membership/enrolMembership';
import type { ModuleContext } from '../moduleContext';
import { recordInClubCompletion } from '../staging/inClubCompletion';
import { creditCompletedSale } from '../staging/saleCredit';
import type { OrderCharge } from './chargeOrder';
import { saleChargeTermsOf } from './saleChargeTerms';
import type { PayableOrder } from './checkOrder';
import type { Enrolee } from './enrolment';
import {
  findCompletedAnswer,
  insertOrder,
  nextOrderNumber,
  type OrderLineRecord,
} from './orderStore';

/**
 * The order's charged lines (product/cart.md#cart-entries), then its public improvement fee and
 * surcharge.
 */
function chargedLines(priced: PricedCart): OrderLineRecord[] {
  const { entries, publicImprovementFee: pif, cardSurchargeFee: surcharge } = priced.response;
  const fee = (category: string, line: { description: string; amount: number; tax: number }) =>
    line.amount > 0 || line.tax > 0
      ? [
          {
            category,
            productCode: null,
            description: line.description,
            reasonCode: null,
            quantity: 1,
            amount: line.amount,
            tax: line.tax,
          },
        ]
      : [];
  return [
    ...entries.map((entry) => ({
      category: entry.category,
      productCode: entry.productCode,
      description: entry.name,
      reasonCode: entry.reasonCode ?? null,
      quantity: entry.quantity,
      amount: entry.totalPrice,
      tax: entry.tax,
    })),
    ...fee('PublicImprovementFee', pif),
    // The surcharge is priced for the payment kind paymentInfo set: nothing for debit and bank.
    ...fee('CardSurcharge', surcharge),
  ];
}

/** A person as the membership keeps them: the membership address on each. */
function personRecord(enrolee: Enrolee, address: StageRequest['membershipAddress']): PersonToEnrol {
  const { member } = enrolee;
  return {
    memberType: enrolee.memberType,
    partyId: enrolee.partyId,
    firstName: member.firstName,
    lastName: member.lastName,
    // The order's check has made sure every person has one.
    dateOfBirth: member.dateOfBirth as string,
    email: member.email ?? null,
    phoneNumber: member.phone ?? null,
    gender: member.gender ?? null,
    street: address?.street ?? null,
    city: address?.city ?? null,
    state: address?.state ?? null,
    country: address?.country ?? null,
    zip: address?.zip ?? null,
  };
}

/** The products the email names as add-ons: the cart's add-on entries, each once. */
function addOnNames(cart: StoredCart): string[] {
  const names = cart.priced.response.entries
    .filter((entry) => entry.category === 'MembershipAddOn' || entry.category === 'Dynamic Package')
    .map((entry) => entry.name);
  return [...new Set(names)];
}

/**
 * Records a charged order in one transaction holding its cart's row
 * (product/payment-and-confirmation.md#what-a-purchase-creates, #charging-once): the membership
 * with its status and its members, the order with its charged lines and agreements, the bound
 * account's activation opened (a new account), the confirmation email in the outbox, with the
 * activation link when there is one, and the idempotency answer. An order another request completed
 * meanwhile answers that request's answer.
 */
export async function recordEnrolment(
  context: ModuleContext,
  order: PayableOrder,
  charge: OrderCharge,
  body: CompleteRequest,
  remember: RememberAnswer,
): Promise<CompleteResponse> {
  const { db, clock } = context;
  const { cart } = charge;
  const { staging, payment, token, club } = order;
  const now = clock();
  const status = initialMembershipStatus({
    waitlist: cart.waitlist,
    presaleClub: isPresaleClub(club),
  });
  const summary = cart.priced.summary;
  const employeeId = await cartEmployeeId(context, cart);
  return db.transaction(async (tx) => {
    await lockCart(tx, cart.cartId);
    const first = await findCompletedAnswer(tx, cart.orderId);
    if (first) {
      await remember(tx, first);
      return first;
    }
    const { membershipId, members } = await enrolMembership(
      tx,
      {
        mmsClubId: cart.clubId,
        membershipStatus: status,
        terminationReason: null,
        isDigital: cart.productType === 'Digital',
        isFreemium: false,
        membershipLevel: club.membershipLevel,
        startedOn: cart.priced.joinDate,
      },
      order.people.map((person) => personRecord(person, staging.request.membershipAddress)),
      now,
    );
    const charged = chargeToday(summary, payment.paymentKind);
    // Only an in-club sale has a credit, and its consent was checked.
    const saleCredit =
      order.consentName === undefined
        ? undefined
        : await creditCompletedSale(tx, cart.cartId, membershipId, {
            name: order.consentName,
            at: now,
          });
    if (saleCredit) {
      // An in-club sale's trail joins the member's (docs/decisions/0039).
      await recordInClubCompletion(context, tx, {
        cartId: cart.cartId,
        membershipId,
        memberId: (members[0] as (typeof members)[number]).memberId,
      });
    }
    const answer: CompleteResponse = {
      orderId: cart.orderId,
      orderNumber: formatOrderNumber(await nextOrderNumber(tx)),
      membershipId,
      status,
      members: members.map((member) => ({
        memberType: member.memberType,
        firstName: member.firstName,
        lastName: member.lastName,
        memberId: member.memberId,
        partyId: member.partyId,
      })),
      chargedToday: charge.amount,
      monthly: summary.monthlyCharge,
      currency: cart.currency.code,
      paymentKind: payment.paymentKind,
      brand: token.brand,
      lastFour: token.lastFour,
      email: order.recipient,
      ...(saleCredit ? { saleCredit } : {}),
    };
    await insertOrder(
      tx,
      {
        orderId: cart.orderId,
        cartId: cart.cartId,
        stagingId: staging.stagingId,
        membershipId,
        clubId: cart.clubId,
        productType: cart.productType,
        productId: cart.productId,
        mmsPromotionCode: cart.mmsPromotionCode,
        joinSource: body.joinSource ?? staging.request.joinSource ?? null,
        // The link's options as staged; what the payment names fills in what staging lacked.
        opportunityId: staging.request.opportunityId ?? body.opportunityId ?? null,
        contactId: staging.request.contactId ?? null,
        referral: cart.referral ?? body.referralCode ?? null,
        employeeId: employeeId ?? null,
        purchaserFlow: staging.request.purchaserFlow ?? null,
        joinInitiator: body.joinInitiator,
        offerName: body.offerName ?? null,
        fraudPreventionSessionId: body.fraudPreventionSessionId ?? null,
        sendSmsOptIn: body.sendSmsOptIn,
        poolPass: cart.poolPass,
        awards: body.awards,
        paymentToken: token.token,
        chargeId: charge.chargeId,
        chargedAmount: charge.amount,
        surcharge: charged.surcharge,
        monthlyAmount: summary.monthlyCharge,
        accountPartyId: staging.accountPartyId ?? null,
        answer,
        completedAt: now,
      },
      chargedLines(cart.priced),
      body.agreements,
    );
    const activationLink =
      staging.accountPartyId === undefined
        ? undefined
        : await openActivation(tx, context, staging.accountPartyId, now);
    const email = confirmationEmail({
      orderNumber: answer.orderNumber,
      membershipId,
      status,
      clubName: club.marketingClubName,
      productName: PRODUCT_TYPE_NAMES[cart.productType],
      promotion: body.offerName || cart.mmsPromotionCode,
      addOns: addOnNames(cart),
      poolPass: cart.poolPass,
      members: members.map((member) => ({
        name: `${member.firstName} ${member.lastName}`,
        memberId: member.memberId,
        memberType: member.memberType,
      })),
      chargedToday: charge.amount,
      surcharge: charged.surcharge,
      monthly: summary.monthlyCharge,
      terms: saleChargeTermsOf(cart, club),
      currency: cart.currency,
      agreements: body.agreements,
      activationLink,
    });
    await enqueueEmail(tx, { ...email, orderId: cart.orderId, to: answer.email }, now);
    await remember(tx, answer);
    return answer;
  });
}

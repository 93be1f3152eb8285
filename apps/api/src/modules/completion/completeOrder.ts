import type { CompleteRequest, CompleteResponse } from '@clubjoin/contract/completion';
import type { StageRequest } from '@clubjoin/contract/staging';
import {
  COMPLETION_MESSAGES,
  completionRefusal,
  confirmationRecipient,
} from '@clubjoin/domain/completion/completionRequirements';
import { initialMembershipStatus } from '@clubjoin/domain/completion/initialStatus';
import { isPresaleClub } from '@clubjoin/domain/catalog/club';
import type { PricedCart } from '@clubjoin/domain/pricing/buildCart';
import { PRODUCT_TYPE_NAMES } from '@clubjoin/domain/vocabulary';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../http/httpError';
import type { RememberAnswer } from '../../http/idempotency';
import { confirmationEmail } from '../../mail/confirmationEmail';
import { enqueueEmail } from '../../mail/outbox';
import { lockCart, type StoredCart } from '../cart/store';
import { findClub } from '../content/findClub';
import { findAccountByPartyId, findAccountByUsername } from '../identity/store';
import { insertMembership, type MemberRecord } from '../membership/store';
import type { ModuleContext } from '../moduleContext';
import { enroleesOf, type Enrolee } from './enrolment';
import {
  findCompletedAnswer,
  findOrderPayment,
  insertOrder,
  nextNumber,
  type OrderLineRecord,
} from './orderStore';
import { chargeToday } from './recordPaymentInfo';
import { stagedOrderOf } from './stagedOrder';

/** The order's charged lines (01 §3 entries), then its public improvement fee and surcharge. */
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

/**
 * The account an order's primary member joins with: theirs by party id, else by their email as
 * username (an identity reserved before the party id was staged). Undefined for a guest.
 */
async function accountOfPrimary(context: ModuleContext, primary: Enrolee) {
  return (
    (await findAccountByPartyId(context.db, primary.partyId)) ??
    (primary.member.email
      ? await findAccountByUsername(context.db, primary.member.email)
      : undefined)
  );
}

/** A person as the membership keeps them: the membership address on each. */
function memberRecord(
  enrolee: Enrolee,
  memberId: string,
  address: StageRequest['membershipAddress'],
): MemberRecord {
  const { member } = enrolee;
  return {
    memberId,
    memberType: enrolee.memberType,
    partyId: enrolee.partyId,
    firstName: member.firstName,
    lastName: member.lastName,
    // completionRefusal has checked every person has one.
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
 * Completes an order (01 §4 payment completed, 01 §7 complete, 03 §4, 03 §5). Refuses (400) an
 * order without staging or paymentInfo, a cart changed since paymentInfo, an agreement not
 * accepted. Charges the gateway the cart's total for its payment kind with the order as
 * reference (a decline is 402 and changes nothing). Then, in one transaction holding the cart's
 * row: the membership with its status, its members with member ids and party ids, the agreements,
 * the order with its charged lines, the account activated, the confirmation email in the outbox
 * and the idempotency answer. An order already completed answers its first answer, charging
 * nothing: the gateway charges a reference once, and the cart's lock orders racing completions.
 */
export async function completeOrder(
  context: ModuleContext,
  body: CompleteRequest,
  remember: RememberAnswer,
): Promise<CompleteResponse> {
  const { db, clock, paymentGateway } = context;
  const { cart, staging, token } = await stagedOrderOf(context, body);
  if (body.orderId !== cart.orderId) {
    throw new HttpError(
      400,
      `The payment does not match cart ${cart.cartId}: orderId is ${body.orderId}, the cart’s is ${cart.orderId}.`,
    );
  }
  const completed = await findCompletedAnswer(db, cart.orderId);
  if (completed) return completed;
  const payment = await findOrderPayment(db, cart.orderId);
  if (!payment) throw new HttpError(400, COMPLETION_MESSAGES.noPaymentInfo);
  if (payment.paymentToken !== token.token) {
    throw new HttpError(400, COMPLETION_MESSAGES.otherPaymentToken);
  }
  if (payment.cartVersion !== cart.version || cart.paymentKind !== payment.paymentKind) {
    throw new HttpError(400, COMPLETION_MESSAGES.cartChanged);
  }
  if (body.isPoolPass !== cart.poolPass) {
    throw new HttpError(400, COMPLETION_MESSAGES.poolPassMismatch(cart.poolPass));
  }
  const stagedPeople = enroleesOf(staging);
  const primaryStaged = stagedPeople[0] as Enrolee;
  const recipient = confirmationRecipient({
    primaryMember: primaryStaged.member,
    purchaser: staging.request.purchaser,
  });
  const refusal = completionRefusal({
    agreements: body.agreements,
    people: stagedPeople.map((person) => person.member),
    recipient,
  });
  if (refusal) throw new HttpError(400, refusal);
  // completionRefusal has checked there is an address to confirm to.
  const to = recipient as string;
  const club = await findClub(context, cart.clubId);
  // A cart's club is in the catalog (its foreign key): a missing one is a bug.
  if (!club) throw new Error(`Club ${cart.clubId} of cart ${cart.cartId} is not in the catalog`);
  const account = await accountOfPrimary(context, primaryStaged);
  // The primary member joins as their account's party, so its member finds the membership.
  const people = stagedPeople.map((person) =>
    account && person.memberType === 'primary' ? { ...person, partyId: account.partyId } : person,
  );

  const summary = cart.priced.summary;
  const charge = await paymentGateway.charge(
    { token: token.token, amount: summary.revisedOrderTotal, reference: cart.orderId },
    clock(),
  );
  if (!charge.ok) {
    throw new HttpError(402, charge.message, undefined, {
      declineReason: charge.reason,
    });
  }

  const now = clock();
  const status = initialMembershipStatus({
    waitlist: cart.waitlist,
    presaleClub: isPresaleClub(club),
  });
  return db.transaction(async (tx: Queryable) => {
    await lockCart(tx, cart.cartId);
    const first = await findCompletedAnswer(tx, cart.orderId);
    if (first) {
      await remember(tx, first);
      return first;
    }
    const membershipId = `M-${await nextNumber(tx, 'membership_numbers')}`;
    const members: MemberRecord[] = [];
    for (const person of people) {
      const memberId = await nextNumber(tx, 'member_numbers');
      members.push(memberRecord(person, memberId, staging.request.membershipAddress));
    }
    await insertMembership(
      tx,
      {
        membershipId,
        mmsClubId: cart.clubId,
        membershipStatus: status,
        terminationReason: null,
        isDigital: cart.productType === 'Digital',
        isFreemium: false,
        membershipLevel: club.membershipLevel,
        startedOn: cart.priced.joinDate,
      },
      members,
    );
    const charged = chargeToday(summary);
    const answer: CompleteResponse = {
      orderId: cart.orderId,
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
      monthly: summary.monthlyTotalDues,
      currency: cart.currency.code,
      paymentKind: payment.paymentKind,
      brand: token.brand,
      lastFour: token.lastFour,
      email: to,
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
        joinSource: body.joinSource ?? null,
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
        monthlyAmount: summary.monthlyTotalDues,
        answer,
        completedAt: now,
      },
      chargedLines(cart.priced),
      body.agreements,
    );
    if (account) {
      await tx.query('UPDATE accounts SET activated = true WHERE party_id = $1', [account.partyId]);
    }
    const email = confirmationEmail({
      orderId: cart.orderId,
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
      monthly: summary.monthlyTotalDues,
      currency: cart.currency,
      agreements: body.agreements,
    });
    await enqueueEmail(tx, { ...email, orderId: cart.orderId, to: answer.email }, now);
    await remember(tx, answer);
    return answer;
  });
}

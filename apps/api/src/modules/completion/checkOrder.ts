import type { Club } from '@clubjoin/contract/catalog/club';
import type { CompleteRequest, CompleteResponse } from '@clubjoin/contract/completion';
import {
  COMPLETION_MESSAGES,
  completionRefusal,
  confirmationRecipient,
} from '@clubjoin/domain/completion/completionRequirements';
import { membershipAgreements } from '@clubjoin/domain/completion/membershipAgreements';
import { fail, type Outcome, succeed } from '@clubjoin/domain/outcome';
import { consentingPayer, consentProblem } from '@clubjoin/domain/staff/memberConsent';
import { findClub } from '../clubs/findClub';
import { enrolmentAccount } from '../identity/enrolmentAccount';
import type { ModuleContext } from '../moduleContext';
import { checkFormsSentAgain } from '../staging/formsSentAgain';
import { deskRejoinCompletionRefusal } from '../staging/deskRejoin';
import { heldSaleRefusal } from '../staging/saleHold';
import type { CompletionFailure } from './completionFailure';
import { enroleesOf, type Enrolee } from './enrolment';
import { findCompletedAnswer, findOrderPayment, type OrderPayment } from './orderStore';
import { saleChargeTermsOf } from './saleChargeTerms';
import { type StagedOrder, stagedOrderOf } from './stagedOrder';

/** An order every check has passed: all that charging and recording it need. */
export interface PayableOrder extends StagedOrder {
  payment: OrderPayment;
  people: Enrolee[];
  /** Where the confirmation email goes. */
  recipient: string;
  club: Club;
  /** The payer's consent typed at the club, checked; undefined for an online sale. */
  consentName: string | undefined;
}

/** What checking an order finds: done already (its first answer), or ready to pay. */
export type OrderToComplete =
  { kind: 'completed'; answer: CompleteResponse } | { kind: 'payable'; order: PayableOrder };

/**
 * Checks an order before anything is charged (product/payment-and-confirmation.md#payment-steps;
 * #charging-once): everything that can refuse it runs here, so that no refusal can follow a charge.
 * Refuses an order that the body does not name, one without paymentInfo or paid by another token, a
 * cart changed since paymentInfo, a pool pass that differs, an agreement not accepted or not the
 * sale's (the authorisation must fit its charge terms), an in-club sale without the payer's typed
 * consent or held and not approved as it stands (docs/decisions/0035), a desk rejoin whose former
 * member rejoined in another sale since (docs/decisions/0039), a person
 * without a date of birth, no address to confirm to (the payer's, else the account's), members sent again or a text-message opt-in
 * that break their forms (product/member-forms.md#text-message-opt-in), and one whose account,
 * staged for, no longer exists. An order already completed answers its first answer.
 */
export async function checkOrderToComplete(
  context: ModuleContext,
  body: CompleteRequest,
): Promise<Outcome<OrderToComplete, CompletionFailure>> {
  const found = await stagedOrderOf(context, body);
  if (!found.ok) return found;
  const staged = found.value;
  const { cart, staging, token } = staged;
  if (body.orderId !== cart.orderId) {
    return fail({
      kind: 'paymentMismatch',
      cartId: cart.cartId,
      field: 'orderId',
      sent: body.orderId,
      kept: cart.orderId,
      owner: 'cart',
    });
  }
  const completed = await findCompletedAnswer(context.db, cart.orderId);
  if (completed) return succeed({ kind: 'completed', answer: completed });
  const forms = await checkFormsSentAgain(context, staged, body);
  if (!forms.ok) return forms;
  const payment = await findOrderPayment(context.db, cart.orderId);
  if (!payment) return fail({ kind: 'noPaymentInfo' });
  if (payment.paymentToken !== token.token) return fail({ kind: 'otherPaymentToken' });
  if (payment.cartVersion !== cart.version || cart.paymentKind !== payment.paymentKind) {
    return fail({
      kind: 'cart',
      failure: { kind: 'changedSincePaymentInfo', cartId: cart.cartId },
    });
  }
  if (body.isPoolPass !== cart.poolPass) {
    return fail({ kind: 'poolPassMismatch', poolPass: cart.poolPass });
  }
  const people = enroleesOf(staging);
  const account =
    staging.accountPartyId === undefined
      ? undefined
      : await enrolmentAccount(context.db, staging.accountPartyId);
  const recipient = confirmationRecipient({
    primaryMember: (people[0] as Enrolee).member,
    purchaser: staging.request.purchaser,
    accountEmail: account?.username,
  });
  const club = await findClub(context, cart.clubId);
  // A cart's club is in the catalog (its foreign key): a missing one is a bug.
  if (!club) throw new Error(`Club ${cart.clubId} of cart ${cart.cartId} is not in the catalog`);
  const refusal = completionRefusal({
    agreements: body.agreements,
    required: membershipAgreements(saleChargeTermsOf(cart, club)),
    people: people.map((person) => person.member),
    recipient,
  });
  if (refusal || recipient === undefined) {
    return fail({ kind: 'notCompletable', message: refusal ?? COMPLETION_MESSAGES.emailMissing });
  }
  // A sale a team member staged at the club (its channel, proven at staging) needs the payer's
  // typed consent (decision 0028).
  const inClub = staging.request.channel === 'InClub';
  const payer = consentingPayer(staging.request.purchaser, (people[0] as Enrolee).member);
  const consentRefusal = inClub && consentProblem(body.memberConsent ?? '', payer);
  if (consentRefusal) return fail({ kind: 'notCompletable', message: consentRefusal });
  // A sale held for a manager's approval completes only once approved as it stands (0035).
  const held = inClub ? await heldSaleRefusal(context.db, cart, staging.request) : undefined;
  if (held) return fail({ kind: 'held', message: held });
  // A former member rejoined at the desk is rejoined once (docs/decisions/0039).
  const rejoined = inClub ? await deskRejoinCompletionRefusal(context.db, cart.cartId) : undefined;
  if (rejoined) return fail({ kind: 'rejoinedSince', message: rejoined });
  if (staging.accountPartyId !== undefined && !account) return fail({ kind: 'accountGone' });
  const consentName = inClub ? body.memberConsent : undefined;
  return succeed({
    kind: 'payable',
    order: { ...staged, payment, people, recipient, club, consentName },
  });
}

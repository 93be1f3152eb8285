import { fail, type Outcome, succeed } from '@clubjoin/domain/outcome';
import type { StoredCart } from '../cart/orderCart';
import { enrolmentAccount } from '../identity/enrolmentAccount';
import type { ModuleContext } from '../moduleContext';
import {
  knownSale,
  memberProblems,
  membershipOptInProblems,
  type SentMembers,
} from './membershipForms';
import type { FormsFailure } from './stagingFailure';
import type { StagingRecord } from './stagingOf';

/**
 * Refuses, with the forms' messages, a paymentInfo or complete body whose members, sent again
 * (product/payment-and-confirmation.md#staging), break their forms, or whose membership
 * text-message opt-in the staged primary member may not give
 * (product/member-forms.md#text-message-opt-in). Both are judged as staging judges them, on the
 * club's date now. The members enrolled are the staging's either way: what is sent again is only
 * checked.
 */
export async function checkFormsSentAgain(
  context: ModuleContext,
  order: { cart: StoredCart; staging: StagingRecord },
  sent: SentMembers & { sendSmsOptIn?: boolean },
): Promise<Outcome<void, FormsFailure>> {
  const { cart, staging } = order;
  const sale = await knownSale(context, cart, staging.request.purchaserFlow ?? undefined);
  const account =
    staging.accountPartyId === undefined
      ? undefined
      : await enrolmentAccount(context.db, staging.accountPartyId);
  // Staging refuses a request without a primary member
  // (product/payment-and-confirmation.md#staging), so a kept one has it.
  const stagedPrimary = staging.request.primaryMember;
  const problems = [
    ...memberProblems(sale.form, sent, account?.username),
    ...(stagedPrimary
      ? membershipOptInProblems(sale.form, stagedPrimary, sent.sendSmsOptIn ?? false)
      : []),
  ];
  return problems.length > 0 ? fail({ kind: 'invalidFields', fields: problems }) : succeed();
}

import {
  cancellationConfirmation,
  cancellationOf,
  type CancelRefusal,
  MEMBER_ACCOUNT_TEXTS,
} from '@clubjoin/domain/accounts/memberAccount';
import type { FlagRule } from '@clubjoin/domain/flags/featureFlags';
import { fail, type Outcome, succeed } from '@clubjoin/domain/outcome';
import { cancellationEmail } from '../../mail/cancellationEmail';
import { enqueueEmail } from '../../mail/outbox';
import { cancelOwnMembership } from '../membership/ownMembership';
import type { ModuleContext } from '../moduleContext';
import { cancelRefusalOf, memberAccountFacts } from './memberAccountFacts';

/** Why a membership is not cancelled online: there is none, or the rules refuse it. */
export type CancelFailure = { kind: 'noMembership' } | { kind: 'refused'; refusal: CancelRefusal };

/**
 * Cancels the party's own membership online (product/accounts-and-sign-in.md#a-members-own-account)
 * where the rules let them: its status and last day recorded, and the confirmation email written to
 * the outbox in the same transaction. A membership already cancelled online stays as it was and no
 * second email is written, so a repeat (or two at once) answers as the first did.
 */
export async function cancelMembership(
  context: ModuleContext,
  partyId: string,
  flagRules: readonly FlagRule[],
): Promise<Outcome<void, CancelFailure>> {
  const { facts } = await memberAccountFacts(context, partyId, flagRules);
  if (!facts) return fail({ kind: 'noMembership' });
  if (facts.own.cancellation) return succeed(undefined);
  const refusal = cancelRefusalOf(facts);
  if (refusal) return fail({ kind: 'refused', refusal });
  const ending = cancellationOf(facts.renewal, facts.today);
  const now = context.clock();
  const primary = facts.own.members.find((member) => member.memberType === 'primary');
  await context.db.transaction(async (tx) => {
    const cancelled = await cancelOwnMembership(tx, facts.own.membershipId, {
      ...ending,
      cancelledAt: now,
    });
    if (!cancelled || !primary?.email) return;
    const email = cancellationEmail({
      subject: MEMBER_ACCOUNT_TEXTS.emailSubject,
      confirmation: cancellationConfirmation(ending),
      membershipId: facts.own.membershipId,
      clubName: facts.club.marketingClubName,
    });
    await enqueueEmail(tx, { ...email, to: primary.email }, now);
  });
  return succeed(undefined);
}

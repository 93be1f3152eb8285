import type { NewMemberExperiences } from '@clubjoin/contract/content';
import { confirmedPurchase } from '../completion/confirmedPurchase';
import { membershipLevel } from '../membership/membershipLevel';
import type { ModuleContext } from '../moduleContext';
import { selectExperienceSubmission } from './store';

/** The new member a purchase made, as the experiences page names them. */
export interface ProvenNewMember {
  orderId: string;
  memberId: string;
  partyId: string;
  clubId: string;
  membershipLevel: string;
}

/**
 * The new member whose purchase a confirmation token proves (product/pages.md#new-member-experiences:
 * the member id and membership level of the submission): the membership's primary member, at its
 * club and level. Undefined without a live token.
 */
export async function provenNewMember(
  context: ModuleContext,
  confirmationToken: string | undefined,
): Promise<ProvenNewMember | undefined> {
  const purchase = await confirmedPurchase(context, confirmationToken);
  if (!purchase) return undefined;
  const level = await membershipLevel(context, purchase.membershipId);
  if (level === undefined) return undefined;
  return {
    orderId: purchase.orderId,
    memberId: purchase.primary.memberId,
    partyId: purchase.primary.partyId,
    clubId: purchase.clubId,
    membershipLevel: level,
  };
}

/**
 * The proven new member and their saved experience choice, null until they skip or continue
 * (product/pages.md#new-member-experiences); undefined without a live token.
 */
export async function readNewMemberExperiences(
  context: ModuleContext,
  confirmationToken: string | undefined,
): Promise<NewMemberExperiences | undefined> {
  const member = await provenNewMember(context, confirmationToken);
  if (!member) return undefined;
  const saved = await selectExperienceSubmission(context.db, member.memberId);
  return {
    orderId: member.orderId,
    memberId: member.memberId,
    clubId: member.clubId,
    membershipLevel: member.membershipLevel,
    choice: saved ? { ...saved, submittedAt: saved.submittedAt.toISOString() } : null,
  };
}

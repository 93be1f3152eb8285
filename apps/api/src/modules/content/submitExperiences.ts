import type { ExperienceSubmission } from '@clubjoin/contract/content';
import {
  experienceChoicesProblem,
  experienceMembershipContradiction,
} from '@clubjoin/domain/catalog/experienceSubmission';
import { fail, type Outcome, succeed } from '@clubjoin/domain/outcome';
import type { ModuleContext } from '../moduleContext';
import type { UnknownClub } from '../clubs/unknownClub';
import { listClubExperiences } from './listClubExperiences';
import { type ProvenNewMember, provenNewMember } from './provenNewMember';
import { upsertExperienceSubmission } from './store';

/** Why experience choices are refused. */
export type ExperiencesFailure =
  | UnknownClub
  /** No live confirmation token of a purchase. */
  | { kind: 'noPurchaseProof' }
  /** A member id that is not the one the purchase made. */
  | { kind: 'notOwnMembership' }
  /** A club or membership level that is not the membership's. */
  | { kind: 'notTheMembership'; field: 'clubId' | 'membershipLevel'; message: string }
  /** Choices the rule refuses (product/pages.md#new-member-experiences), with its message. */
  | { kind: 'invalidChoices'; message: string };

/**
 * Saves a new member's experience choices (product/pages.md#new-member-experiences), replacing
 * earlier ones: only for the member the purchase's confirmation token proves, at their
 * membership's club and level, only experiences that club offers, and skip clears every selection.
 */
export async function submitExperiences(
  context: ModuleContext,
  confirmationToken: string | undefined,
  submission: ExperienceSubmission,
): Promise<Outcome<void, ExperiencesFailure>> {
  const member = await provenNewMember(context, confirmationToken);
  if (!member) return fail({ kind: 'noPurchaseProof' });
  if (member.memberId !== submission.memberId) return fail({ kind: 'notOwnMembership' });
  const contradiction = experienceMembershipContradiction(submission, member);
  if (contradiction) return fail({ kind: 'notTheMembership', ...contradiction });
  const problem = await choicesProblem(context, member, submission);
  if (!problem.ok) return problem;
  if (problem.value) return fail({ kind: 'invalidChoices', message: problem.value });
  await upsertExperienceSubmission(context.db, {
    memberId: member.memberId,
    partyId: member.partyId,
    mmsClubId: member.clubId,
    confirmationPageDriver: submission.confirmationPageDriver,
    membershipLevel: member.membershipLevel,
    skip: submission.skip,
    experienceIds: selectedIds(submission),
    submittedAt: context.clock(),
  });
  return succeed();
}

function selectedIds(submission: ExperienceSubmission): string[] {
  return submission.variations
    .filter((variation) => variation.selected)
    .map((variation) => variation.experienceId);
}

/** What the rule says of the choices against what the member's club offers. */
async function choicesProblem(
  context: ModuleContext,
  member: ProvenNewMember,
  submission: ExperienceSubmission,
): Promise<Outcome<string | undefined, UnknownClub>> {
  const listed = await listClubExperiences(context, member.clubId);
  if (!listed.ok) return listed;
  return succeed(
    experienceChoicesProblem(
      { skip: submission.skip, experienceIds: selectedIds(submission) },
      listed.value.map((experience) => experience.experienceId),
    ),
  );
}

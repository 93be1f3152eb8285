import type { ExperienceSubmission } from '@clubjoin/contract/content';
import { experienceChoicesProblem } from '@clubjoin/domain/catalog/experienceSubmission';
import { fail, type Outcome, succeed } from '@clubjoin/domain/outcome';
import type { Caller } from '../auth/authenticate';
import { currentMember } from '../membership/currentMember';
import type { ModuleContext } from '../moduleContext';
import type { UnknownClub } from '../clubs/unknownClub';
import { listClubExperiences } from './listClubExperiences';
import { upsertExperienceSubmission } from './store';

/** Why experience choices are refused. */
export type ExperiencesFailure =
  | UnknownClub
  /** A member id that is not the signed-in member's own. */
  | { kind: 'notOwnMembership' }
  /** Choices the rule refuses (product/pages.md#new-member-experiences), with its message. */
  | { kind: 'invalidChoices'; message: string };

/**
 * Saves a new member's experience choices (product/pages.md#new-member-experiences): only the
 * signed-in member's own member id, only experiences their club offers, and skip clears every
 * selection.
 */
export async function submitExperiences(
  context: ModuleContext,
  caller: Caller,
  submission: ExperienceSubmission,
): Promise<Outcome<void, ExperiencesFailure>> {
  const member = await currentMember(context, caller.partyId);
  if (member?.memberId !== submission.memberId) return fail({ kind: 'notOwnMembership' });
  const listed = await listClubExperiences(context, submission.clubId);
  if (!listed.ok) return listed;
  const offered = listed.value;
  const experienceIds = submission.variations
    .filter((variation) => variation.selected)
    .map((variation) => variation.experienceId);
  const problem = experienceChoicesProblem(
    { skip: submission.skip, experienceIds },
    offered.map((experience) => experience.experienceId),
  );
  if (problem) return fail({ kind: 'invalidChoices', message: problem });
  await upsertExperienceSubmission(context.db, {
    memberId: submission.memberId,
    partyId: caller.partyId,
    mmsClubId: submission.clubId,
    confirmationPageDriver: submission.confirmationPageDriver,
    membershipLevel: submission.membershipLevel,
    skip: submission.skip,
    experienceIds,
    submittedAt: context.clock(),
  });
  return succeed();
}

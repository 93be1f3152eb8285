import type { ExperienceSubmission } from '@clubjoin/contract/content';
import { experienceChoicesProblem } from '@clubjoin/domain/catalog/experienceSubmission';
import type { Caller } from '../auth/authenticate';
import { HttpError } from '../../http/httpError';
import { currentMember } from '../membership/currentMember';
import type { ModuleContext } from '../moduleContext';
import { clubNotFound } from './clubNotFound';
import { listClubExperiences } from './listClubExperiences';
import { upsertExperienceSubmission } from './store';

/**
 * Saves a new member's experience choices (product/pages.md#new-member-experiences): only the
 * signed-in member's own member id, only experiences their club offers, and skip clears every
 * selection.
 */
export async function submitExperiences(
  context: ModuleContext,
  caller: Caller,
  submission: ExperienceSubmission,
): Promise<void> {
  const member = await currentMember(context, caller.partyId);
  if (member?.memberId !== submission.memberId) {
    throw new HttpError(403, 'You can only choose experiences for your own membership.');
  }
  const offered = await listClubExperiences(context, submission.clubId);
  if (!offered) throw clubNotFound(submission.clubId);
  const experienceIds = submission.variations
    .filter((variation) => variation.selected)
    .map((variation) => variation.experienceId);
  const problem = experienceChoicesProblem(
    { skip: submission.skip, experienceIds },
    offered.map((experience) => experience.experienceId),
  );
  if (problem) throw new HttpError(400, problem, [{ field: 'body.variations', message: problem }]);
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
}

import { z } from 'zod';
import { flagDuplicates } from './issues';

/**
 * A new-member experience a club offers after purchase (product/pages.md#new-member-experiences).
 */
export const NewMemberExperience = z
  .object({
    experienceId: z.string().min(1),
    title: z.string().min(1),
    description: z.string().min(1),
  })
  .meta({ id: 'NewMemberExperience' });
export type NewMemberExperience = z.infer<typeof NewMemberExperience>;

/** A record of experiences.json: a club's new-member experiences, in the order it shows them. */
export const ClubNewMemberExperiences = z
  .object({
    mmsClubId: z.string().min(1),
    experiences: z.array(NewMemberExperience).min(1),
  })
  .superRefine((club, ctx) =>
    flagDuplicates(
      ctx,
      club.experiences,
      (experience) => experience.experienceId,
      (index) => ['experiences', index, 'experienceId'],
      (id) => `Two experiences ${id}`,
    ),
  )
  .meta({ id: 'ClubNewMemberExperiences' });
export type ClubNewMemberExperiences = z.infer<typeof ClubNewMemberExperiences>;

import { z } from 'zod';
import { flagDuplicates } from './issues';

/**
 * An interest a club offers (product/membership-and-promotions.md#interests: displayName, name,
 * interests[]). The interests step keeps only display names on the valid list
 * (product/membership-and-promotions.md#interests), so a club may list others.
 */
export const Interest = z
  .object({
    displayName: z.string().min(1),
    name: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'An interest name is lowercase letters, digits and dashes'),
    interests: z.array(z.object({ name: z.string().min(1), kidsOnly: z.boolean() })),
  })
  .meta({ id: 'Interest' });
export type Interest = z.infer<typeof Interest>;

/** A record of interests.json: the interests of a club, in the order it lists them. */
export const ClubInterests = z
  .object({
    mmsClubId: z.string().min(1),
    interests: z.array(Interest).min(1),
  })
  .superRefine((club, ctx) =>
    flagDuplicates(
      ctx,
      club.interests,
      (interest) => interest.name,
      (index) => ['interests', index, 'name'],
      (name) => `Two interests ${name}`,
    ),
  )
  .meta({ id: 'ClubInterests' });
export type ClubInterests = z.infer<typeof ClubInterests>;

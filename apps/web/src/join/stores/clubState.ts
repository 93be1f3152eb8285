import { z } from 'zod';

/**
 * The fields of the chosen club (product/club-and-entry.md#clubs) the wizard reads: its id, names
 * and address for the summary, its country for the currency, its phone for the error modal,
 * juniorAccess for the junior note, its domain prefix for entry links, whether it is open or in
 * presale for the charge terms and its opening day for the summary's notes. The club services answer more; the store keeps what they answer.
 */
export const ChosenClub = z.looseObject({
  mmsClubId: z.string().min(1),
  marketingClubName: z.string().min(1),
  country: z.string(),
  street1: z.string().optional(),
  city: z.string().optional(),
  stateAbbr: z.string().optional(),
  zip: z.string().optional(),
  phone: z.string().optional(),
  juniorAccess: z.enum(['Yes', 'No']).optional(),
  domainPrefix: z.string().optional(),
  /** 'OPEN' or 'PRESALE' (product/club-and-entry.md#clubs): a presale club bills dues after opening. */
  open: z.string().optional(),
  /**
   * The opening day of a presale club, named in the deferred joining fees note
   * (product/club-and-entry.md#clubs).
   */
  openDate: z.string().nullish(),
});
export type ChosenClub = z.infer<typeof ChosenClub>;

/** What the club store keeps (product/club-and-entry.md#clubs: the current club id is persisted locally). */
export const ClubState = z.object({ club: ChosenClub.optional() });
export type ClubState = z.infer<typeof ClubState>;

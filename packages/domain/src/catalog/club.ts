import { PRESALE_STATUS } from '../vocabulary';

/**
 * The club `open` value of a club that is open for business. The spec names the two states "open or
 * presale" (product/club-and-entry.md#clubs) but gives only presale's value (PRESALE,
 * product/club-and-entry.md#clubs); we store an open club as 'OPEN'. Any other value (a closed or
 * not yet announced club) is neither.
 */
export const OPEN_STATUS = 'OPEN';

/**
 * Club types that appear in club lists and club access
 * (product/club-and-entry.md#which-clubs-are-listed: Club types 1 and 2 only).
 */
export const LISTED_CLUB_TYPE_IDS: readonly number[] = [1, 2];

/**
 * The fields of a club (product/club-and-entry.md#clubs) that the catalog rules read; records carry
 * more.
 */
export interface CatalogClub {
  mmsClubId: string;
  marketingClubName: string;
  country: string;
  state: string;
  open: string;
  clubTypeId: number;
}

/** Whether a club is open (product/club-and-entry.md#clubs): its `open` value is OPEN_STATUS. */
export function isOpenClub(club: Pick<CatalogClub, 'open'>): boolean {
  return club.open === OPEN_STATUS;
}

/**
 * Whether a club sells before opening (product/club-and-entry.md#clubs): its `open` value is
 * PRESALE_STATUS.
 */
export function isPresaleClub(club: Pick<CatalogClub, 'open'>): boolean {
  return club.open === PRESALE_STATUS;
}

/**
 * Whether a club's type is one that lists show (product/club-and-entry.md#which-clubs-are-listed:
 * club types 1 and 2 only).
 */
export function hasListedClubType(club: Pick<CatalogClub, 'clubTypeId'>): boolean {
  return LISTED_CLUB_TYPE_IDS.includes(club.clubTypeId);
}
